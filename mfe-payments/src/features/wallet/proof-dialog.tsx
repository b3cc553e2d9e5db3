import { useState } from 'react';
import type { WalletTransaction } from '@rewards/contract';
import { Center, Image, Spinner, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { reportScreenshotFailure, useScreenshot } from './use-screenshot';

/** docs/product.md#wallet-transactions: the screenshot dialog is 500 wide. */
const DIALOG_WIDTH = '500px';

/** The payment proof of one transaction; one dialog serves the whole table. */
export function ProofDialog(props: { transaction: WalletTransaction | null; onClose: () => void }) {
  const id = props.transaction?.id ?? null;
  const screenshot = useScreenshot(id);
  // A body that is not a decodable image fails in the <img>, after the request succeeded.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const failed =
    screenshot.status === 'error' || (screenshot.url !== null && screenshot.url === brokenUrl);

  return (
    <SimpleDialog
      open={id !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`Payment proof #${id}`}
      width={DIALOG_WIDTH}
    >
      {screenshot.status === 'loading' && (
        <Center py="8">
          <Spinner aria-label="Loading screenshot" />
        </Center>
      )}
      {failed && <Text color="fg.muted">Screenshot not available</Text>}
      {screenshot.status === 'ready' && !failed && (
        <Image
          src={screenshot.url}
          alt={`Payment proof for transaction #${id}`}
          width="100%"
          borderRadius="md"
          onError={() => {
            setBrokenUrl(screenshot.url);
            reportScreenshotFailure(new Error('The screenshot is not a readable image'));
          }}
        />
      )}
    </SimpleDialog>
  );
}
