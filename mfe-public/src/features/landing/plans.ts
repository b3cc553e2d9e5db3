/** The marketing plans, exactly as docs/product.md#public-site names and prices them. */
export interface Plan {
  name: string;
  /** Written as in docs/product.md, e.g. '$1,000' and '$2000'. */
  price: string;
  free: boolean;
}

/** docs/product.md#public-site: every plan lasts 45 days. */
export const PLAN_PERIOD = '/45 days';

export const PLANS: readonly Plan[] = [
  { name: 'Bronze', price: 'Free', free: true },
  { name: 'Silver', price: '$60', free: false },
  { name: 'Gold 1', price: '$100', free: false },
  { name: 'Gold 2', price: '$200', free: false },
  { name: 'Premium 1', price: '$500', free: false },
  { name: 'Premium 2', price: '$1,000', free: false },
  { name: 'Premium 3', price: '$2000', free: false },
  { name: 'Premium 4', price: '$5000', free: false },
  { name: 'Premium 5', price: '$10,000', free: false },
];
