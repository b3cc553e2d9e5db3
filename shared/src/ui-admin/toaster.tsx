import {
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';

/**
 * The one toaster of the platform. Because `@rewards/shared/ui` is a federation singleton,
 * a toast raised in any remote shows in the host's single <AppToaster />. Top centre, just below
 * the top bar: at the top end toasts covered the avatar menu and colour-mode toggle, at the
 * bottom end the action buttons of a table's last rows (the sticky action column).
 */
const TOP_BAR_CLEARANCE = '72px'; // the top bar is 64 px high
export const toaster = createToaster({
  placement: 'top',
  offsets: { top: TOP_BAR_CLEARANCE, right: '16px', bottom: '16px', left: '16px' },
  pauseOnPageIdle: true,
  max: 5,
});

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast; `title` is the popup heading, `description` its text (docs/product.md#list-rules:
 * 'Error' / '...').
 */
export function notify(
  kind: NotifyKind,
  title: string,
  description?: string,
  durationMs = 5000,
): void {
  toaster.create({ type: kind, title, description, duration: durationMs, closable: true });
}

export function AppToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
