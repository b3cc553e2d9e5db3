import {
  ACTIVITY_TYPE_PERMISSION,
  ACTIVITY_TYPES,
  type ActivityType,
  type DailyPoint,
  DASHBOARD_MONEY_PERMISSION,
  type DashboardStats,
  type Role,
  roleHas,
} from '@rewards/contract';

/**
 * The dashboard shows each role only what its permissions allow (docs/security.md): a role without
 * the money screens' permission gets null for every money figure, as `/api/events/counts`
 * already does for its badges. Enforced here, whatever the shell shows.
 */
export function statsFor(role: Role, stats: DashboardStats): DashboardStats {
  if (roleHas(role, DASHBOARD_MONEY_PERMISSION)) return stats;
  return { ...stats, totalRevenue: null, pendingWithdrawals: null, pendingPayments: null };
}

export function seriesFor(role: Role, points: DailyPoint[]): DailyPoint[] {
  if (roleHas(role, DASHBOARD_MONEY_PERMISSION)) return points;
  return points.map((point) => ({ ...point, revenue: null }));
}

/** The Recent Activity types this role may read (payments and withdrawals name amounts). */
export function activityTypesFor(role: Role): ActivityType[] {
  return ACTIVITY_TYPES.filter((type) => roleHas(role, ACTIVITY_TYPE_PERMISSION[type]));
}

/** Audit rows about users name them: left out of the feed for a role without users:read. */
export function hiddenActivityEntitiesFor(role: Role): string[] {
  return roleHas(role, 'users:read') ? [] : ['user'];
}
