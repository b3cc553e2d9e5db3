/** The list's view in the URL query (`?q=asha&status=pause&trust=yes&sort=name:asc`). */
export const USER_VIEW_DEFAULTS = { q: '', status: 'all', trust: 'all', sort: '' };
export type UserViewParams = typeof USER_VIEW_DEFAULTS;

export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'ok', label: 'ok' },
  { value: 'pause', label: 'pause' },
  { value: 'block', label: 'block' },
] as const;

export const TRUST_FILTERS = [
  { value: 'all', label: 'Any trust' },
  { value: 'yes', label: 'Trusted' },
  { value: 'no', label: 'Not trusted' },
] as const;
