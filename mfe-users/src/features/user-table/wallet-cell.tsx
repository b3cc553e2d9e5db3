import { useRef, useState, type KeyboardEvent } from 'react';
import { formatRupees, NOT_PERMITTED, usePermission } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { notify } from '@rewards/shared/ui-admin';
import { useUserActionsContext } from './user-actions-context';
import {
  parseWalletInput,
  sameAmount,
  WALLET_INVALID_MESSAGE,
  WALLET_INVALID_TITLE,
} from './wallet-input';

/**
 * The wallet, edited in place (docs/product.md#users): shown in rupees with 2 decimals, saved when
 * the field loses focus (Enter also saves, Escape cancels). An invalid amount is refused with
 * a message and never sent. The field keeps its text on focus (no switch to plain digits):
 * changing the value under the caret would drop the selection a Tab or a click just made.
 * The ₹ sign and separators it shows are ignored when reading what was typed.
 */
export function WalletCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  // null: not editing, the field shows the saved amount.
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);
  const busy = actions.isBusy('wallet', user.id);
  const allowed = usePermission('users:wallet');

  const commit = async (text: string) => {
    const value = parseWalletInput(text);
    if (value === null) {
      notify('error', WALLET_INVALID_TITLE, WALLET_INVALID_MESSAGE);
      setDraft(null);
      return;
    }
    if (sameAmount(value, user.coin)) {
      setDraft(null);
      return;
    }
    // The typed amount stays on screen while it saves; then the server's answer replaces it.
    setDraft(formatRupees(value));
    await actions.saveWallet(user, value);
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      cancelled.current = true;
      event.currentTarget.blur();
    }
  };

  return (
    <input
      className="uc-field uc-wallet"
      inputMode="decimal"
      aria-label={`Wallet of ${user.full_name} (rupees)`}
      value={draft ?? formatRupees(user.coin)}
      disabled={busy || !allowed}
      title={allowed ? undefined : NOT_PERMITTED}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (cancelled.current || draft === null) {
          cancelled.current = false;
          setDraft(null);
          return;
        }
        void commit(draft);
      }}
    />
  );
}
