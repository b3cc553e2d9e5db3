import type { CryptoPayment } from '@rewards/shared';
import { Button, Link, Portal, Stack, Text } from '@rewards/shared/ui';
import { CloseButton, Dialog } from '@rewards/shared/ui-admin';
import { copyToClipboard } from './copy-to-clipboard';

/** The payment link of one crypto order; one dialog serves the whole table. */
export function PaymentUrlDialog(props: { payment: CryptoPayment | null; onClose: () => void }) {
  const url = props.payment?.payment_url ?? null;
  return (
    <Dialog.Root
      open={url !== null}
      onOpenChange={(details) => !details.open && props.onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Payment URL</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  Order {props.payment?.order_id}
                </Text>
                {url && (
                  <Link href={url} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                    {url}
                  </Link>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={() => url && void copyToClipboard(url)}>
                Copy URL
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
