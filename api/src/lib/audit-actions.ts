// Every audited admin action, with the wording the dashboard's activity feed shows for it.
export const AUDIT_ACTIONS = {
  'user.status': 'Changed status of user',
  'user.trust': 'Changed trust of user',
  'user.wallet': 'Edited wallet of user',
  'user.payment_approve': 'Approved payment of user',
  'user.delete': 'Deleted user',
  'withdrawal.decide': 'Decided withdrawal',
  'withdrawal.first_approve': 'First approval of withdrawal',
  'wallet.due': 'Changed due flag of wallet transaction',
  'upi.update': 'Updated UPI details',
  'banner.upload': 'Uploaded banner',
  'banner.delete': 'Deleted banner',
  'quiz.create': 'Added quiz',
  'quiz.delete': 'Deleted quiz',
  'video.create': 'Added video',
  'video.delete': 'Deleted video',
  'notification.create': 'Sent notification',
  'notification.update': 'Edited notification',
  'contact.update': 'Updated contact message',
  'contact.delete': 'Deleted contact message',
  'admin.create': 'Created admin',
  'admin.update': 'Changed admin',
  'admin.password': 'Changed own password of admin',
  'admin.lockout': 'Locked sign-in of admin',
  'remote.deploy': 'Deployed remote version',
  'remote.rollback': 'Rolled back remote to version',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function describeAuditAction(action: string, entityId: number | null): string {
  const label = (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
  return entityId === null ? label : `${label} #${entityId}`;
}
