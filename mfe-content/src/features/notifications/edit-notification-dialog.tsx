import { Alert, Button, Field, Portal, Text, Textarea } from '@rewards/shared/ui';
import { CloseButton, Dialog } from '@rewards/shared/ui-admin';
import type { useEditNotification } from './use-edit-notification';

type EditState = ReturnType<typeof useEditNotification>;

/** Edits one notification's message; Save stays off while the message is blank. */
export function EditNotificationDialog({ form }: { form: EditState }) {
  return (
    <Dialog.Root
      open={form.editing !== null}
      onOpenChange={(details) => !details.open && form.close()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void form.submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Edit Notification</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {form.editing && (
                  <Text fontSize="sm" color="fg.muted">
                    To {form.editing.full_name} (#{form.editing.user_id})
                  </Text>
                )}
                <Field.Root>
                  <Field.Label>Message</Field.Label>
                  <Textarea
                    rows={4}
                    value={form.message}
                    onChange={(e) => form.change(e.target.value)}
                  />
                </Field.Root>
                {form.error && (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{form.error}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
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
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={form.saving}>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
