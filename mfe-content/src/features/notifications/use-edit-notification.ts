import { useCallback, useState, type FormEvent } from 'react';
import { usePendingActions } from '@rewards/shared';
import type { Notification } from '@rewards/contract';
import { notify } from '@rewards/shared/ui-admin';
import { updateNotification } from './notifications-api';

const SAVE = 'edit-notification';

/** Shown in the dialog when the update fails; docs/product.md#notifications only logs it. */
const UPDATE_FAILED = 'Could not update the notification. Please try again.';

/** The Edit dialog: which notification, its draft message, and saving it. */
export function useEditNotification(onSaved: (saved: Notification) => void) {
  const [editing, setEditing] = useState<Notification | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, isPending } = usePendingActions();
  const saving = isPending(SAVE);

  // Stable, so the table's columns (which hold it) are built once.
  const start = useCallback((notification: Notification) => {
    setEditing(notification);
    setMessage(notification.message);
    setError(null);
  }, []);

  const close = () => {
    if (saving) return;
    setEditing(null);
    setError(null);
  };

  const change = (value: string) => {
    setMessage(value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    // docs/product.md#notifications: a blank message is silently not saved.
    if (!editing || !text) return;
    const id = editing.id;
    await run(SAVE, async () => {
      try {
        const saved = await updateNotification(id, text);
        notify('success', 'Notification updated');
        setEditing(null);
        onSaved(saved);
      } catch (failure) {
        console.error('[mfe-content] notification update failed', failure);
        setError(UPDATE_FAILED);
      }
    });
  };

  return { editing, message, error, saving, blank: !message.trim(), start, close, change, submit };
}
