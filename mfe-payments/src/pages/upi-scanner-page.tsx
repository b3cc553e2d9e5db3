import { ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { UpiDetailsView } from '../features/upi/upi-details-view';
import { useUpiSettings } from '../hooks/use-upi-settings';

/** /upi-scanner, exposed as `mfe_payments/UpiScannerPage` (default export: federation boundary). */
export default function UpiScannerPage() {
  const { data: settings, status, reload } = useUpiSettings();

  return (
    <Stack gap="5">
      <PageHeader
        title="UPI Payment Details"
        description="The UPI ID and QR code users pay to when they top up their wallet."
      />
      {status === 'loading' && <LoadingState label="Loading UPI details..." />}
      {status === 'error' && <ErrorState title="Could not load UPI details" onRetry={reload} />}
      {status === 'ready' && <UpiDetailsView settings={settings} />}
    </Stack>
  );
}
