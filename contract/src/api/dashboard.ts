import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, StringEnum, Timestamp } from './common';

export const DashboardStats = StrictObject({
  totalUsers: Type.Integer(),
  // Money: null for a role without payments:read (DASHBOARD_MONEY_PERMISSION).
  totalRevenue: Nullable(
    Type.Number({
      description: 'Sum of completed wallet transactions, rupees; null without payments:read',
    }),
  ),
  pendingWithdrawals: Nullable(Type.Integer({ description: 'null without payments:read' })),
  pendingPayments: Nullable(
    Type.Integer({
      description: 'Users whose payment is not yet approved; null without payments:read',
    }),
  ),
  todayQuizCompletions: Type.Integer({ description: 'Since 00:00 UTC today' }),
  activePlans: Type.Integer({ description: 'Users with a business plan and status ok' }),
});
export type DashboardStats = Static<typeof DashboardStats>;
export const StatsResponse = StrictObject({ success: Type.Literal(true), data: DashboardStats });
export type StatsResponse = Static<typeof StatsResponse>;

export const ACTIVITY_TYPES = ['payment', 'withdrawal', 'registration', 'other'] as const;
export const ActivityType = StringEnum(ACTIVITY_TYPES);
export type ActivityType = Static<typeof ActivityType>;
export const RecentActivity = StrictObject({
  id: Type.String({ description: 'Unique across types, e.g. "payment-12"' }),
  description: Type.String(),
  timestamp: Timestamp,
  type: ActivityType,
  userId: Nullable(
    Type.Integer({ description: 'The user it is about, if any (their page: /user-table/<id>)' }),
  ),
});
export type RecentActivity = Static<typeof RecentActivity>;
export const ActivitiesResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(RecentActivity),
});
export type ActivitiesResponse = Static<typeof ActivitiesResponse>;
export const ActivitiesQuery = StrictObject({
  type: Type.Optional(ActivityType),
});
export type ActivitiesQuery = Static<typeof ActivitiesQuery>;

export const SeriesQuery = StrictObject({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
});
export type SeriesQuery = Static<typeof SeriesQuery>;
export const DailyPoint = StrictObject({
  date: Type.String({ format: 'date' }),
  revenue: Nullable(Type.Number({ description: 'null without payments:read' })),
  registrations: Type.Integer(),
});
export type DailyPoint = Static<typeof DailyPoint>;
export const SeriesResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(DailyPoint),
});
export type SeriesResponse = Static<typeof SeriesResponse>;
