import { Type } from '@sinclair/typebox';
import { StrictObject, StringEnum, Timestamp } from './common';

export const Stats = StrictObject({
  totalUsers: Type.Integer(),
  totalRevenue: Type.Number({ description: 'Sum of completed wallet transactions, rupees' }),
  pendingWithdrawals: Type.Integer(),
  pendingPayments: Type.Integer({ description: 'Users whose payment is not yet approved' }),
  todayQuizCompletions: Type.Integer({ description: 'Since 00:00 UTC today' }),
  activePlans: Type.Integer({ description: 'Users with a business plan and status ok' }),
});
export const StatsResponse = StrictObject({ success: Type.Literal(true), data: Stats });

export const ActivityType = StringEnum(['payment', 'withdrawal', 'registration', 'other'] as const);
export const Activity = StrictObject({
  id: Type.String({ description: 'Unique across types, e.g. "payment-12"' }),
  description: Type.String(),
  timestamp: Timestamp,
  type: ActivityType,
});
export const ActivitiesResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(Activity),
});

export const SeriesQuery = StrictObject({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
});
export const SeriesPoint = StrictObject({
  date: Type.String({ format: 'date' }),
  revenue: Type.Number(),
  registrations: Type.Integer(),
});
export const SeriesResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(SeriesPoint),
});
