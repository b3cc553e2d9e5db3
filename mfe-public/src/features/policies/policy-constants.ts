/**
 * Policy constants (docs/product.md#public-site), in one place so every page quotes the same
 * values.
 */
export const REFUND_OUTAGE_WINDOW_HOURS = 48;
export const MINIMUM_AGE_YEARS = 13;
export const EFFECTIVE_OCTOBER_2025 = 'October 2025';
export const EFFECTIVE_DECEMBER_2024 = 'December 2024';
/** docs/product.md#public-site: plans last 45 days. */
export const PLAN_DAYS = 45;
