import type { FormEvent } from 'react';
import { serverMessageOr } from '@rewards/shared';
import { useMutation } from '@rewards/shared/query';
import { notify } from '@rewards/shared/ui-admin';

interface FormMutationOptions<T> {
  /** Toast text when the server gives no message of its own. */
  failure: string;
  onSuccess: (result: T) => void | Promise<void>;
  /** False while the form's own checks fail: submitting then sends nothing. */
  ready?: boolean;
}

/**
 * The request shape of the settings forms: submit sends once (the button shows it is busy),
 * success is the caller's, a refusal is a toast with the server's message.
 */
export function useFormMutation<T>(send: () => Promise<T>, options: FormMutationOptions<T>) {
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: options.onSuccess,
    onError: (error) => notify('error', 'Error', serverMessageOr(error, options.failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (options.ready !== false) mutation.mutate();
  };
  return { saving: mutation.isPending, onSubmit };
}
