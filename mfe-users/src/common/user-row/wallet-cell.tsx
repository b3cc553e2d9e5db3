import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatRupees, NOT_PERMITTED, usePermission } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { usePendingWalletChangeOf } from '../pending-wallet-changes';
import { useUnsavedWallets } from './unsaved-wallets';
import { useUserActionsContext } from './user-actions-context';
import {
  parseWalletInput,
  sameAmount,
  WALLET_INVALID_MESSAGE,
  WALLET_INVALID_TITLE,
} from './wallet-input';

/**
 * The wallet, edited in place (docs/product.md#users): shown in rupees with 2 decimals. Enter
 * asks 'old -> new' and saves only when confirmed; leaving the field keeps the typed amount as
 * an unsaved edit (never saved by a blur: clicking a sidebar link used to save it), which the
 * row shows and the leave guard names. Escape discards it. An invalid amount is refused with a
 * message and never sent. While saving the field is read-only rather than disabled, so focus
 * stays on it. The ₹ sign and separators it shows are ignored when reading what was typed.
 * Disabled while a change of the balance awaits a second admin.
 */
export function WalletCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  // null: not editing, the field shows the saved amount.
  const [draft, setDraft] = useState<string | null>(null);
  const asking = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const busy = actions.isBusy('wallet', user.id);
  const { mark, clear } = useUnsavedWallets.getState();
  const typed = draft === null ? null : parseWalletInput(draft);
  const unsaved = typed !== null && !sameAmount(typed, user.coin);
  const change = unsaved ? `${formatRupees(user.coin)} → ${formatRupees(typed)}` : '';
  const allowed = usePermission('users:wallet');
  // While a change of this balance awaits a second admin it changes no other way (decision
  // 035): the field says so instead of answering an edit with a 409.
  const waiting = usePendingWalletChangeOf(user.id);
  const waitingText = waiting
    ? `A change to ${formatRupees(waiting.to)} awaits a second admin`
    : undefined;

  useEffect(() => {
    if (change) mark(user.id, `wallet of ${user.full_name} (${change})`);
    else clear(user.id);
  }, [change, user.id, user.full_name, mark, clear]);
  useEffect(() => () => clear(user.id), [user.id, clear]);

  const submit = async (text: string) => {
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
    asking.current = true;
    const confirmed = await confirmAction({
      title: 'Change wallet balance',
      message: `Change the wallet of ${user.full_name} from ${formatRupees(user.coin)} to ${formatRupees(value)}?`,
      confirmLabel: 'Save',
    });
    asking.current = false;
    keepFocus();
    if (!confirmed) return;
    // The typed amount stays on screen while it saves; then the server's answer replaces it.
    setDraft(formatRupees(value));
    const saved = await actions.saveWallet(user, value);
    if (saved) setDraft(null);
    keepFocus();
  };

  // The confirm dialog hands focus back to whatever it finds; the admin pressed Enter here
  // and goes on from here (Tab to the next control), so focus comes back to this field
  // unless the admin has moved it somewhere else meanwhile.
  const keepFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body) field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft !== null && !busy && !asking.current) void submit(draft);
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <span className="rc-row">
      <input
        ref={field}
        className={unsaved ? 'rc-field rc-sm rc-amount rc-changed' : 'rc-field rc-sm rc-amount'}
        inputMode="decimal"
        aria-label={`Wallet of ${user.full_name} (rupees)`}
        aria-describedby={unsaved ? `wallet-unsaved-${user.id}` : undefined}
        aria-busy={busy}
        value={draft ?? formatRupees(user.coin)}
        readOnly={busy}
        disabled={!allowed || waiting !== undefined}
        title={allowed ? waitingText : NOT_PERMITTED}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {unsaved && (
        <span id={`wallet-unsaved-${user.id}`} className="rc-unsaved">
          Unsaved ({change}), Enter to save
        </span>
      )}
    </span>
  );
}
