import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { create } from 'zustand';
import { focusedControl, returnFocus } from './return-focus';

interface ConfirmRequest {
  title: string;
  lead: string | null;
  message: string;
  confirmLabel: string;
  destructive: boolean;
  resolve: (confirmed: boolean) => void;
  /** The control that asked (focused when confirmAction was called); focus goes back to it. */
  opener: HTMLElement | null;
}

const useConfirmStore = create<{ request: ConfirmRequest | null }>()(() => ({ request: null }));

/** The opener of the last request, kept until the dialog has closed. */
let lastOpener: HTMLElement | null = null;

export interface ConfirmOptions {
  message: string;
  /**
   * A first paragraph naming what is decided ('Approve withdrawal #12 of ₹1,500.00 to Priya
   * Sharma?'), so a screen can keep a specified question (`message`) word for word after it.
   */
  lead?: string;
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
        lead: options.lead ?? null,
        message: options.message,
        confirmLabel: options.confirmLabel ?? 'Confirm',
        destructive: options.destructive ?? false,
        resolve,
        opener: focusedControl(),
      },
    });
  });
}

function settle(confirmed: boolean) {
  const { request } = useConfirmStore.getState();
  lastOpener = request?.opener ?? null;
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
      finalFocusEl={() => lastOpener}
      onExitComplete={() => {
        returnFocus(lastOpener);
        lastOpener = null;
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {request?.lead && (
                <Text fontWeight="medium" mb="2">
                  {request.lead}
                </Text>
              )}
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
