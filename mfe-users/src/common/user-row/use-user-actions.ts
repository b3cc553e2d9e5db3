import { useCallback, useMemo } from 'react';
import { formatRupees, normaliseApiError, usePendingActions } from '@rewards/shared';
import type { User, UserStatus } from '@rewards/contract';
import { useQueryClient } from '@rewards/shared/query';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { PENDING_WALLET_CHANGES_KEY } from '../query-keys';
import {
  approvePayment,
  deleteUser,
  updateStatus,
  updateTrust,
  updateWallet,
} from './user-table-api';
import { approvalQuestion } from './payment-approval';

type UserActionKind = 'approve' | 'trust' | 'status' | 'wallet' | 'delete';

export interface UserActions {
  /** True while this action (or a delete of the same user) is saving. */
  isBusy: (kind: UserActionKind, id: number) => boolean;
  approve: (user: User) => Promise<void>;
  setTrust: (user: User, trust: boolean) => Promise<void>;
  saveStatus: (user: User, status: UserStatus) => Promise<void>;
  /** Resolves true once saved, false when not, so the wallet cell knows what to show. */
  saveWallet: (user: User, coin: number) => Promise<boolean>;
  remove: (user: User) => Promise<void>;
}

interface Callbacks {
  onSaved: (user: User) => void;
  onDeleted: (id: number) => void;
}

/**
 * The row actions with the messages of docs/product.md#users. Each runs under
 * a per-user key so its control is disabled while saving and a double click sends nothing;
 * the row then shows what the server answered.
 */
export function useUserActions({ onSaved, onDeleted }: Callbacks): UserActions {
  const { run, isPending } = usePendingActions();
  const client = useQueryClient();

  const isBusy = useCallback(
    (kind: UserActionKind, id: number) => isPending(`${kind}:${id}`) || isPending(`delete:${id}`),
    [isPending],
  );

  const approve = useCallback(
    async (user: User) => {
      const confirmed = await confirmAction({
        title: 'Approve payment',
        message: approvalQuestion(user),
        confirmLabel: 'Approve',
      });
      if (!confirmed) return;
      await run(`approve:${user.id}`, async () => {
        try {
          onSaved(await approvePayment(user.id));
          notify('success', 'Payment approved ✅');
        } catch (error) {
          // docs/product.md#users: 'Failed to approve payment' (or the server's message); the
          // text under it says why, and for a failed call what to do (spec-deviations).
          notify('error', 'Failed to approve payment', normaliseApiError(error).message);
        }
      });
    },
    [run, onSaved],
  );

  const setTrust = useCallback(
    async (user: User, trust: boolean) => {
      await run(`trust:${user.id}`, async () => {
        try {
          const saved = await updateTrust(user.id, trust);
          onSaved(saved);
          notify('success', `Trust status updated: ${saved.trust ? 'True' : 'False'}`);
        } catch (error) {
          const apiError = normaliseApiError(error);
          if (apiError.isClientError) {
            notify('error', 'Failed to update trust status', apiError.message);
          } else {
            notify('error', 'Error updating trust status', apiError.message);
          }
        }
      });
    },
    [run, onSaved],
  );

  const saveStatus = useCallback(
    async (user: User, status: UserStatus) => {
      await run(`status:${user.id}`, async () => {
        try {
          onSaved(await updateStatus(user.id, status));
          notify('success', 'Status changed ✅');
        } catch (error) {
          // A refusal says why; a server or network failure says what to do.
          notify('error', 'Error updating status', normaliseApiError(error).message);
        }
      });
    },
    [run, onSaved],
  );

  const saveWallet = useCallback(
    async (user: User, coin: number) =>
      (await run(`wallet:${user.id}`, async () => {
        try {
          const answer = await updateWallet(user.id, coin);
          if ('change' in answer) {
            // Decision 035: nothing changed yet; the row keeps the balance it has.
            notify('info', 'Awaiting a second approval', answer.message);
            await client.invalidateQueries({ queryKey: PENDING_WALLET_CHANGES_KEY });
            return true;
          }
          onSaved(answer.user);
          const saved = answer.user;
          notify('success', 'Wallet updated', `${saved.full_name}: ${formatRupees(saved.coin)}`);
          return true;
        } catch (error) {
          notify('error', 'Failed to update wallet', normaliseApiError(error).message);
          return false;
        }
      })) ?? false,
    [run, onSaved, client],
  );

  const remove = useCallback(
    async (user: User) => {
      const confirmed = await confirmAction({
        title: 'Delete user',
        message: 'Are you sure you want to delete this user permanently?',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!confirmed) return;
      await run(`delete:${user.id}`, async () => {
        try {
          await deleteUser(user.id);
          onDeleted(user.id);
          notify('success', 'User deleted', user.full_name);
        } catch (error) {
          // docs/product.md#users: a failed deletion is logged; the admin is told as well
          // (spec-deviations).
          console.error('[mfe-users] failed to delete user', user.id, error);
          notify('error', 'Failed to delete user', normaliseApiError(error).message);
        }
      });
    },
    [run, onDeleted],
  );

  return useMemo(
    () => ({ isBusy, approve, setTrust, saveStatus, saveWallet, remove }),
    [isBusy, approve, setTrust, saveStatus, saveWallet, remove],
  );
}
