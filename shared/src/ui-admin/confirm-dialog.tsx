import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { create } from 'zustand';

interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  destructive: boolean;
  resolve: (confirmed: boolean) => void;
}

const useConfirmStore = create<{ request: ConfirmRequest | null }>()(() => ({ request: null }));

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
}

/**
 * Asks the admin to confirm and resolves true or false. One dialog host (<ConfirmDialogHost />
 * inside AppProvider) serves every remote, so all confirmations look and behave the same.
 */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().request?.resolve(false);
    useConfirmStore.setState({
      request: {
        title: options.title ?? 'Please confirm',
        message: options.message,
        confirmLabel: options.confirmLabel ?? 'Confirm',
        destructive: options.destructive ?? false,
        resolve,
      },
    });
  });
}

function settle(confirmed: boolean) {
  const { request } = useConfirmStore.getState();
  useConfirmStore.setState({ request: null });
  request?.resolve(confirmed);
}

export function ConfirmDialogHost() {
  const request = useConfirmStore((state) => state.request);
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(details) => !details.open && settle(false)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{request?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => settle(false)}>
                Cancel
              </Button>
              <Button
                colorPalette={request?.destructive ? 'red' : 'blue'}
                onClick={() => settle(true)}
              >
                {request?.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
