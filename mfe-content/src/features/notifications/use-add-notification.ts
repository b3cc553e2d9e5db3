import { useState, type FormEvent } from 'react';
import { usePendingActions } from '@rewards/shared';
import { notify } from '@rewards/shared/ui-admin';
import { createNotification } from './notifications-api';
import { addFailureText, NOTIFICATION_TEXT, parseUserId } from './notification-messages';

const SAVE = 'add-notification';

/** The Add dialog's fields and submit: validate, POST /api/notifications, report, close. */
export function useAddNotification(onAdded: () => void) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { run, isPending } = usePendingActions();
  const saving = isPending(SAVE);

  const reset = () => {
    setUserId('');
    setMessage('');
    setProblem(null);
  };

  const changeOpen = (next: boolean) => {
    // Closing is refused while the request runs, so its outcome is never lost.
    if (!next && saving) return;
    setOpen(next);
    if (!next) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = parseUserId(userId);
    const text = message.trim();
    if (id === null || !text) {
      setProblem(NOTIFICATION_TEXT.incomplete);
      return;
    }
    setProblem(null);
    await run(SAVE, async () => {
      try {
        await createNotification(id, text);
        notify('success', NOTIFICATION_TEXT.added);
        setOpen(false);
        reset();
        onAdded();
      } catch (error) {
        console.error('[mfe-content] notification add failed', error);
        notify('error', addFailureText(error));
      }
    });
  };

  const edit = {
    userId: (value: string) => {
      setUserId(value);
      setProblem(null);
    },
    message: (value: string) => {
      setMessage(value);
      setProblem(null);
    },
  };

  return { open, changeOpen, userId, message, problem, saving, edit, submit };
}
