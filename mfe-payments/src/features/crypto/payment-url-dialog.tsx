import type { CryptoPayment } from '@rewards/contract';
import { Button, Link, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { copyToClipboard } from './copy-to-clipboard';

/** The payment link of one crypto order; one dialog serves the whole table. */
export function PaymentUrlDialog(props: { payment: CryptoPayment | null; onClose: () => void }) {
  const url = props.payment?.payment_url ?? null;
  return (
    <SimpleDialog
      open={url !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Payment URL"
      footer={
        <Button variant="outline" size="sm" onClick={() => url && void copyToClipboard(url)}>
          Copy URL
        </Button>
      }
    >
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
    </SimpleDialog>
  );
}
