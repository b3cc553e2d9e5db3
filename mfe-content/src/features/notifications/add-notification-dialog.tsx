import { Alert, Button, Field, Input, Portal, Stack, Textarea } from '@rewards/shared/ui';
import { CloseButton, Dialog } from '@rewards/shared/ui-admin';
import { useAddNotification } from './use-add-notification';

/** 'Add Notification' button and its dialog: a user ID (a number) and a message. */
export function AddNotificationDialog({ onAdded }: { onAdded: () => void }) {
  const form = useAddNotification(onAdded);

  return (
    <Dialog.Root
      open={form.open}
      onOpenChange={(details) => form.changeOpen(details.open)}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="blue" size="sm">
          Add Notification
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void form.submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add Notification</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={form.saving}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={form.saving}
                  loadingText="Adding..."
                >
                  Add
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
