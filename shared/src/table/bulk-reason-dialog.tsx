import { useState } from 'react';
import { REASON_MAX } from '@rewards/contract/limits';
import { Button, Field, Textarea } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';

interface BulkReasonDialogProps {
  /** The action asking, or null while closed. */
  asking: { title: string; label: string } | null;
  onCancel: () => void;
  /** Continue with the trimmed reason (never empty). */
  onReason: (reason: string) => void;
}

/** Asks the one reason a bulk action keeps in every row's audit entry, before its confirm. */
export function BulkReasonDialog({ asking, onCancel, onReason }: BulkReasonDialogProps) {
  const [reason, setReason] = useState('');
  const text = reason.trim();
  return (
    <SimpleDialog
      open={asking !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={asking?.title ?? ''}
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== '') onReason(text);
      }}
      footer={
        <Button type="submit" colorPalette="red" disabled={text === ''}>
          Continue
        </Button>
      }
    >
      <Field.Root required>
        <Field.Label>{asking?.label}</Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field.Root>
    </SimpleDialog>
  );
}
