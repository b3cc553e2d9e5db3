import { Alert, Button, Field, Input, Stack, Textarea } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { useAddNotification } from './use-add-notification';

/** 'Add Notification' button and its dialog: a user ID (a number) and a message. */
export function AddNotificationDialog({ onAdded }: { onAdded: () => void }) {
  const form = useAddNotification(onAdded);

  return (
    <SimpleDialog
      open={form.open}
      onOpenChange={form.changeOpen}
      title="Add Notification"
      trigger={
        <Button colorPalette="blue" size="sm">
          Add Notification
        </Button>
      }
      onSubmit={(event) => void form.submit(event)}
      busy={form.saving}
      footer={
        <>
          <Button variant="outline" onClick={() => form.changeOpen(false)} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.saving} loadingText="Adding...">
            Add
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>User ID</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.userId}
            onChange={(e) => form.edit.userId(e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Message</Field.Label>
          <Textarea
            rows={4}
            value={form.message}
            onChange={(e) => form.edit.message(e.target.value)}
          />
        </Field.Root>
        {form.problem && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{form.problem}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </SimpleDialog>
  );
}
