import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../lib/http-error';

type Db = Kysely<Database> | Transaction<Database>;

/** Admin actions that create an account or change what it may do (role, enabled). */
const ACCOUNT_ACTIONS = ['admin.create', 'admin.update'] as const;
/**
 * Those, and a reset of its second factors: whoever sets the next factor up holds the account
 * from then on. A reset starts the cooling-off but links no owner to the account for ever (the
 * owners deciding it chose no password and no factor of it).
 */
const COOLING_OFF_ACTIONS = [...ACCOUNT_ACTIONS, 'admin.factor_reset'] as const;

export const LINKED_APPROVERS_MESSAGE =
  'A second approval must come from an admin whose account the first approver did not create or change';
export const COOLING_OFF_MESSAGE = (hours: number) =>
  `An account created or changed by an admin in the last ${hours} hours cannot take part in a two-person approval`;

/**
 * Decision 027: the two admins of a two-person approval must be independent. An owner who
 * creates a finance admin chose its one-time password, so that account is the owner's
 * second pair of hands. Refused, from the audit log (written in the same transaction as
 * every account change, never edited):
 * - either approver created or changed the other's account, ever;
 * - either account was created or changed by any admin, or had its second factors reset,
 *   within `coolingOffHours` (an owner creating a second owner who creates the approver). Accounts from the deployment's
 *   configuration (ADMIN_EMAIL, demo accounts) have no such row.
 * The change is on every owner's audit screen and every admin's Recent Activity meanwhile.
 */
export async function assertIndependentApprovers(
  db: Db,
  first: number,
  second: number,
  at: string,
  coolingOffHours: number,
): Promise<void> {
  const linked = await db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'admin')
    .where('action', 'in', ACCOUNT_ACTIONS)
    .where((eb) =>
      eb.or([
        eb.and([eb('admin_id', '=', first), eb('entity_id', '=', second)]),
        eb.and([eb('admin_id', '=', second), eb('entity_id', '=', first)]),
      ]),
    )
    .executeTakeFirst();
  if (linked) throw conflict(LINKED_APPROVERS_MESSAGE, 'not_permitted');
  if (coolingOffHours <= 0) return;
  const since = new Date(Date.parse(at) - coolingOffHours * 3_600_000).toISOString();
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'admin')
    .where('action', 'in', COOLING_OFF_ACTIONS)
    .where('entity_id', 'in', [first, second])
    .where('at', '>', since)
    .executeTakeFirst();
  if (recent) throw conflict(COOLING_OFF_MESSAGE(coolingOffHours), 'not_permitted');
}
