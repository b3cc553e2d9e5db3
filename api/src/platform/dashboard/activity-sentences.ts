/**
 * The Recent Activity sentences (docs/product.md#dashboard): who, what, how much and the
 * outcome, e.g. "Approved withdrawal #13 of ₹1,250.00 for Asha Rao". Pure functions over rows
 * the feed query has already read.
 */
import { describeAuditAction } from '../audit/audit-actions';
import { formatRupeesMinor, parseMoney } from '../../lib/money';

const WITHDRAWAL_METHODS: Record<string, string> = {
  upi: 'UPI',
  crypto: 'crypto',
  bank: 'bank transfer',
  other: 'another method',
};

const WALLET_CHANGE_VERBS = {
  'wallet_change.request': "Asked a second admin's approval for",
  'wallet_change.approve': 'Approved',
  'wallet_change.reject': 'Rejected',
  'wallet_change.cancel': 'Cancelled the request for',
} as const;

export function paymentSentence(p: {
  full_name: string;
  amount_minor: number;
  method: string;
  status: string;
}): string {
  const outcome = p.status === 'completed' ? 'completed' : 'pending review';
  return `${p.full_name} paid ${formatRupeesMinor(p.amount_minor)} via ${p.method} (${outcome})`;
}

export function withdrawalSentence(w: {
  full_name: string;
  amount_minor: number;
  method: string;
  status: string;
}): string {
  const method = WITHDRAWAL_METHODS[w.method] ?? w.method;
  return `${w.full_name} asked to withdraw ${formatRupeesMinor(w.amount_minor)} via ${method} (${w.status})`;
}

export function registrationSentence(u: { full_name: string }): string {
  return `${u.full_name} registered`;
}

/** What an audited action was about, looked up from its entity (null once that is deleted). */
export interface AuditSubject {
  name: string | null;
  amountMinor: number | null;
  /** The user the record belongs to (a money row's owner, or the user itself). */
  userId: number | null;
}

export interface AuditRow {
  action: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
}

type Snapshot = Record<string, unknown>;

const parse = (json: string | null): Snapshot => {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Snapshot) : {};
  } catch {
    return {};
  }
};

const moneyText = (value: unknown): string | null => {
  const minor = parseMoney(Number(value));
  return minor === null ? null : formatRupeesMinor(minor);
};

export function auditSentence(row: AuditRow, subject: AuditSubject): string {
  const before = parse(row.before_json);
  const after = parse(row.after_json);
  const id = row.entity_id;
  const amount =
    subject.amountMinor === null ? '' : ` of ${formatRupeesMinor(subject.amountMinor)}`;
  const snapshotName = typeof before.full_name === 'string' ? before.full_name : null;
  const name = subject.name ?? snapshotName;
  const user = name === null ? `user #${id}` : `${name} (user #${id})`;
  const forName = name === null ? '' : ` for ${name}`;
  const fromName = name === null ? '' : ` from ${name}`;

  switch (row.action) {
    case 'withdrawal.decide':
      return `${after.status === 'completed' ? 'Approved' : 'Rejected'} withdrawal #${id}${amount}${forName}`;
    case 'withdrawal.first_approve':
      return `Gave the first approval to withdrawal #${id}${amount}${forName}; a second admin must approve it`;
    case 'wallet.due':
      return after.due === true
        ? `Marked payment #${id}${amount}${fromName} as due`
        : `Cleared the due flag of payment #${id}${amount}${fromName}`;
    case 'user.payment_approve':
      return `Approved the payment of ${user}`;
    case 'user.wallet': {
      const from = moneyText(before.coin);
      const to = moneyText(after.coin);
      return from && to
        ? `Changed the wallet of ${user} from ${from} to ${to}`
        : `Changed the wallet of ${user}`;
    }
    case 'wallet_change.request':
    case 'wallet_change.approve':
    case 'wallet_change.reject':
    case 'wallet_change.cancel': {
      const from = moneyText(before.coin);
      const to = moneyText(after.coin);
      const verb = WALLET_CHANGE_VERBS[row.action];
      return from && to
        ? `${verb} changing the wallet of ${user} from ${from} to ${to}`
        : `${verb} a wallet change of ${user}`;
    }
    case 'user.status':
      return typeof after.status === 'string'
        ? `Set the status of ${user} to ${after.status}`
        : `Changed the status of ${user}`;
    case 'user.trust':
      return `Marked ${user} as ${after.trust === true ? 'trusted' : 'not trusted'}`;
    case 'user.delete':
      return `Deleted ${user}`;
    default:
      // Named when the record still exists: 'Changed admin finance@rewards.test'.
      return name === null
        ? describeAuditAction(row.action, id)
        : `${describeAuditAction(row.action, null)} ${name}`;
  }
}
