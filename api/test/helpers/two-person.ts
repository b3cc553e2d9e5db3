import type { Role } from '@rewards/contract';
import { adminAccountRequests } from './admin-account-requests';
import { createTestApp, type TestContext } from './test-app';

// The two-person set-up shared by the separation-of-duties tests (decision 027) and the bulk
// withdrawal decisions (decision 030): an app where every seeded withdrawal needs two
// approvals, its undecided withdrawals, and further admins who set their own password.

/** The password a new admin chooses after signing in with the one-time one. */
export const OWN_PASSWORD = 'my-own-Passw0rd!';
const ONE_TIME = 'one-time-Passw0rd';

/** Every seeded withdrawal is above ₹1, so each needs two approvals; new accounts cool off 72 h. */
export const createTwoPersonApp = () =>
  createTestApp({ withdrawalSecondApprovalAbove: 1, secondApproverCoolingOffHours: 72 });

export function twoPersonRequests(context: () => TestContext) {
  const accounts = adminAccountRequests(() => context().app);
  return {
    ...accounts,
    /** Pending withdrawals nobody has approved yet, oldest first. */
    pending: async () =>
      (
        await context()
          .app.db.selectFrom('withdrawals')
          .select('id')
          .where('status', '=', 'pending')
          .where('first_approved_by', 'is', null)
          .orderBy('id')
          .execute()
      ).map((row) => row.id),
    /**
     * Creates an admin as `by` (an independent second admin unless `by` is linked to the
     * approver), signs in with the one-time password, sets their own and returns the session.
     */
    newAdmin: async (by: string, email: string, role: Role) => {
      expect((await accounts.createAdmin(by, email, role, ONE_TIME)).statusCode).toBe(200);
      const first = await accounts.sessionOf(email, ONE_TIME);
      expect((await accounts.changePassword(first, ONE_TIME, OWN_PASSWORD)).statusCode).toBe(200);
      return accounts.sessionOf(email, OWN_PASSWORD);
    },
  };
}
