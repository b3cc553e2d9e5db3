import { useState } from 'react';
import { REASON_MAX } from '@rewards/contract/limits';
import type { ReviewItem } from '@rewards/contract';
import { Button, Field, Stack, Text, Textarea } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { RadioGroup } from '@rewards/shared/ui-forms';
import { describeItem, REJECT_QUESTION, REJECTION_REASONS } from './review-texts';

const OTHER = 'other';

interface RejectDialogProps {
  item: ReviewItem | null;
  onCancel: () => void;
  onReject: (item: ReviewItem, reason: string) => void;
}

/**
 * R: the rejection's reason (a preset or the admin's own words, kept in the audit row) and the
 * spec's question; Enter sends it. Stands in for the list screens' confirmation.
 */
export function RejectDialog({ item, onCancel, onReject }: RejectDialogProps) {
  const [choice, setChoice] = useState<string>(REJECTION_REASONS[0]);
  const [own, setOwn] = useState('');
  const reason = choice === OTHER ? own.trim() : choice;
  return (
    <SimpleDialog
      open={item !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Reject"
      onSubmit={(event) => {
        event.preventDefault();
        if (item && reason) onReject(item, reason);
      }}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" disabled={!reason}>
            Reject
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {item && <Text fontWeight="semibold">Reject {describeItem(item)}?</Text>}
        <Text>{REJECT_QUESTION}</Text>
        <RadioGroup.Root
          value={choice}
          onValueChange={(details) => setChoice(details.value ?? OTHER)}
        >
          <RadioGroup.Label>Reason</RadioGroup.Label>
          <Stack gap="2" mt="2">
            {[...REJECTION_REASONS, OTHER].map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {value === OTHER ? 'Another reason' : value}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {choice === OTHER && (
          <Field.Root required>
            <Field.Label>Your reason</Field.Label>
            <Textarea
              value={own}
              maxLength={REASON_MAX}
              autoFocus
              onChange={(e) => setOwn(e.target.value)}
            />
          </Field.Root>
        )}
      </Stack>
    </SimpleDialog>
  );
}
