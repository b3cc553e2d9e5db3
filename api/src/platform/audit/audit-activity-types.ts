import type { ActivityType } from '@rewards/contract';
import type { AuditAction } from './audit-actions';

/**
 * The Recent Activity type of each audited admin action (docs/product.md#dashboard): money
 * decisions join the feed of what they decide, so filtering by "withdrawal" shows requests and
 * their approvals together. A `Record` over every action: a new action will not compile
 * until it has a type here.
 */
export const AUDIT_ACTIVITY_TYPE: Record<AuditAction, ActivityType> = {
  'user.status': 'other',
  'user.trust': 'other',
  'user.wallet': 'payment',
  'wallet_change.request': 'payment',
  'wallet_change.approve': 'payment',
  'wallet_change.reject': 'payment',
  'wallet_change.cancel': 'payment',
  'user.payment_approve': 'payment',
  'user.delete': 'other',
  'withdrawal.decide': 'withdrawal',
  'withdrawal.first_approve': 'withdrawal',
  'wallet.due': 'payment',
  'review.claim_takeover': 'other',
  'upi.update': 'other',
  'banner.upload': 'other',
  'banner.delete': 'other',
  'quiz.create': 'other',
  'quiz.delete': 'other',
  'video.create': 'other',
  'video.delete': 'other',
  'notification.create': 'other',
  'notification.update': 'other',
  'notification.delete': 'other',
  'contact.update': 'other',
  'contact.delete': 'other',
  'admin.create': 'other',
  'admin.update': 'other',
  'admin.password': 'other',
  'admin.lockout': 'other',
  'admin.mfa_enrol': 'other',
  'admin.mfa_remove': 'other',
  'admin.mfa_recovery': 'other',
  'admin.step_up': 'other',
  'admin.step_up_failed': 'other',
  'admin.passkey_enrol': 'other',
  'admin.passkey_remove': 'other',
  'admin.passkey_sign_in': 'other',
  'admin.sso_sign_in': 'other',
  'admin.sso_refused': 'other',
  'admin.factor_reset': 'other',
  'admin.factor_reset_request': 'other',
  'admin.factor_reset_reject': 'other',
  'admin.factor_reset_cancel': 'other',
  'remote.deploy': 'other',
  'remote.rollback': 'other',
  'token.create': 'other',
  'token.revoke': 'other',
  'view.create': 'other',
  'view.update': 'other',
  'view.delete': 'other',
};

/** The type of a stored action; an action no longer known (older rows) is 'other'. */
export function activityTypeOf(action: string): ActivityType {
  return (AUDIT_ACTIVITY_TYPE as Record<string, ActivityType>)[action] ?? 'other';
}

/** The stored actions of one type, for filtering the audit log in SQL. */
export function auditActionsOf(type: ActivityType): AuditAction[] {
  return (Object.keys(AUDIT_ACTIVITY_TYPE) as AuditAction[]).filter(
    (action) => AUDIT_ACTIVITY_TYPE[action] === type,
  );
}
