/**
 * Parts: modules a remote exposes for another remote's page, not for a route (decision 041).
 * A page never imports another remote's code; it loads a part by its federation id at run
 * time, so the owning team deploys the part with the rest of its remote. Plain data, like the
 * route manifest: the Rspack configs read it for each remote's `exposes`.
 */
import type { RemoteName } from './route-types';
import type { Permission } from '../permissions';

export interface PartEntry {
  app: RemoteName;
  /** Exposed module name; the page loads `<app>/<module>`, whose default export is the part. */
  module: string;
  /** The part's file, relative to the remote's folder. */
  file: string;
  /** What the admin needs for the page to load the part (docs/permissions.md). */
  permission: Permission;
}

export const PARTS = {
  /**
   * The decisions on a user's withdrawals, for the user's page (mfe-users): the Withdrawal
   * screen's columns, actions, confirmations, two-person rule and details dialog, which the
   * payments team owns. Its props: `UserListPartProps<Withdrawal>` (`@rewards/shared/table`).
   */
  userWithdrawals: {
    app: 'mfe_payments',
    module: 'UserWithdrawalsPart',
    file: './src/pages/user-withdrawals-part.tsx',
    permission: 'payments:read',
  },
} as const satisfies Record<string, PartEntry>;

/** The federation id a page loads a part by: `<remote>/<ExposedModule>`. */
export function partModuleId(part: PartEntry): string {
  return `${part.app}/${part.module}`;
}

/** The parts one remote exposes. */
export function partsOf(remote: RemoteName): readonly PartEntry[] {
  return Object.values(PARTS).filter((part) => part.app === remote);
}
