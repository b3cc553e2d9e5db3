import { Alert, Button, Field, Stack, Text, Textarea } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import type { useEditNotification } from './use-edit-notification';

type EditState = ReturnType<typeof useEditNotification>;

/** Edits one notification's message; Save stays off while the message is blank. */
export function EditNotificationDialog({ form }: { form: EditState }) {
  return (
    <SimpleDialog
      open={form.editing !== null}
      onOpenChange={(open) => !open && form.close()}
      title="Edit Notification"
      onSubmit={(event) => void form.submit(event)}
      busy={form.saving}
      footer={
        <>
          <Button variant="outline" onClick={form.close} disabled={form.saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.saving}
            loadingText="Saving..."
            disabled={form.blank}
          >
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {form.editing && (
          <Text fontSize="sm" color="fg.muted">
            To {form.editing.full_name} (#{form.editing.user_id})
          </Text>
        )}
        <Field.Root>
          <Field.Label>Message</Field.Label>
          <Textarea rows={4} value={form.message} onChange={(e) => form.change(e.target.value)} />
        </Field.Root>
        {form.error && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{form.error}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </SimpleDialog>
  );
}
