import { useState } from 'react';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { UpiDetailsView } from '../features/upi/upi-details-view';
import { UpiEditForm } from '../features/upi/upi-edit-form';
import { useUpiSettings } from '../features/upi/use-upi-settings';

/** /upi-scanner, exposed as `mfe_payments/UpiScannerPage` (default export: federation boundary). */
export default function UpiScannerPage() {
  const { data: settings, status, reload } = useUpiSettings();
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="5">
      <PageHeader
        title="UPI Payment Details"
        description="The UPI ID and QR code users pay to when they top up their wallet."
        actions={
          status === 'ready' &&
          !editing && (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      {status === 'loading' && <LoadingState label="Loading UPI details..." />}
      {status === 'error' && <ErrorState title="Could not load UPI details" onRetry={reload} />}
      {status === 'ready' &&
        (editing ? (
          <UpiEditForm
            current={settings}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              // docs/product.md#upi-payment-details: after a successful save the data is reloaded.
              setEditing(false);
              reload();
            }}
          />
        ) : (
          <UpiDetailsView settings={settings} />
        ))}
    </Stack>
  );
}
