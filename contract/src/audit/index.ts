/** `@rewards/contract/audit`: the audited actions, the money actions and the audited entities. */
export {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  MONEY_ACTIONS,
  describeAuditAction,
  isMoneyAction,
  type AuditAction,
  type AuditEntity,
} from './audit-catalogue';
