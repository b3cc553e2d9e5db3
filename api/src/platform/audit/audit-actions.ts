// The catalogue lives in the contract: the API writes and filters by it, the audit screen offers it.
export { AUDIT_ACTIONS, describeAuditAction, type AuditAction } from '@rewards/contract';
