/**
 * What the audit trail records: every audited action with the wording screens show for it, the
 * money actions finance may read (`audit:read-money`) and the entities rows point at. Plain data,
 * like the route manifest: the API writes and filters by it, the shell's audit screen offers it
 * as filters.
 */
export const AUDIT_ACTIONS = {
  'user.status': 'Changed status of user',
  'user.trust': 'Changed trust of user',
  'user.wallet': 'Edited wallet of user',
  'wallet_change.request': "Asked a second admin's approval for a wallet change of user",
  'wallet_change.approve': 'Approved a wallet change of user',
  'wallet_change.reject': 'Rejected a wallet change of user',
  'wallet_change.cancel': 'Cancelled own wallet change request of user',
  'user.payment_approve': 'Approved payment of user',
  'user.delete': 'Deleted user',
  'withdrawal.decide': 'Decided withdrawal',
  'withdrawal.first_approve': 'First approval of withdrawal',
  'wallet.due': 'Changed due flag of wallet transaction',
  'review.claim_takeover': "Took over another admin's expired review claim on",
  'upi.update': 'Updated UPI details',
  'banner.upload': 'Uploaded banner',
  'banner.delete': 'Deleted banner',
  'quiz.create': 'Added quiz',
  'quiz.delete': 'Deleted quiz',
  'video.create': 'Added video',
  'video.delete': 'Deleted video',
  'notification.create': 'Sent notification',
  'notification.update': 'Edited notification',
  'notification.delete': 'Deleted notification',
  'contact.update': 'Updated contact message',
  'contact.delete': 'Deleted contact message',
  'admin.create': 'Created admin',
  'admin.update': 'Changed admin',
  'admin.password': 'Changed own password of admin',
  'admin.lockout': 'Slowed sign-ins of admin from one address',
  'admin.mfa_enrol': 'Set up an authenticator app for admin',
  'admin.mfa_remove': 'Removed the authenticator app of admin',
  'admin.mfa_recovery': 'Used a recovery code of admin',
  'admin.step_up': 'Passed a fresh sign-in check of admin',
  'admin.step_up_failed': 'Failed a fresh sign-in check of admin',
  'admin.passkey_enrol': 'Added a passkey of admin',
  'admin.passkey_remove': 'Removed a passkey of admin',
  'admin.passkey_sign_in': 'Signed in with a passkey, admin',
  'admin.sso_sign_in': 'Signed in through company SSO, admin',
  'admin.sso_refused': 'Refused a company SSO sign-in',
  'admin.factor_reset': 'Reset the second factors of admin',
  'admin.factor_reset_request': 'Asked a second owner to reset the second factors of admin',
  'admin.factor_reset_reject': 'Rejected the reset of the second factors of admin',
  'admin.factor_reset_cancel': 'Cancelled the reset of the second factors of admin',
  'remote.deploy': 'Deployed remote version',
  'remote.rollback': 'Rolled back remote to version',
  'token.create': 'Created API token',
  'token.revoke': 'Revoked API token',
  'view.create': 'Saved view',
  'view.update': 'Renamed or shared view',
  'view.delete': 'Deleted view',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Audit actions about money: all that finance (`audit:read-money`) may read. */
export const MONEY_ACTIONS = [
  'user.wallet',
  'wallet_change.request',
  'wallet_change.approve',
  'wallet_change.reject',
  'wallet_change.cancel',
  'user.payment_approve',
  'withdrawal.decide',
  'withdrawal.first_approve',
  'wallet.due',
  'review.claim_takeover',
  'upi.update',
] as const satisfies readonly AuditAction[];

/** The kinds of record an audit row names (its `entity`), with the label screens show. */
export const AUDIT_ENTITIES = {
  user: 'User',
  withdrawal: 'Withdrawal',
  wallet_transaction: 'Wallet transaction',
  upi_settings: 'UPI settings',
  banner: 'Banner',
  quiz: 'Quiz',
  video: 'Video',
  notification: 'Notification',
  contact_message: 'Contact message',
  admin: 'Admin',
  remote: 'Remote deployment',
  api_token: 'API token',
  saved_view: 'Saved view',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export function isMoneyAction(action: string): boolean {
  return (MONEY_ACTIONS as readonly string[]).includes(action);
}

export function describeAuditAction(action: string, entityId: number | null): string {
  const label = (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
  return entityId === null ? label : `${label} #${entityId}`;
}
