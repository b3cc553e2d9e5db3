import type { UserExportQuery } from '@rewards/contract';
import { Button, HStack, Spinner, Text } from '@rewards/shared/ui';
import { useCsvExport } from './use-csv-export';

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;

/**
 * 'Export CSV' of every user in the view (search, filters and sort), streamed by the server;
 * while it runs, how much has arrived and a Cancel button.
 */
export function CsvExportControl(props: { view: UserExportQuery; disabled: boolean }) {
  const csv = useCsvExport(props.view, 'users.csv');
  if (csv.received === null) {
    return (
      <Button variant="outline" size="sm" onClick={csv.start} disabled={props.disabled}>
        Export CSV
      </Button>
    );
  }
  return (
    <HStack gap="2">
      <Spinner size="sm" />
      <Text fontSize="sm" role="status" aria-live="polite">
        Exporting CSV: {size(csv.received)} received
      </Text>
      <Button variant="ghost" size="sm" onClick={csv.cancel}>
        Cancel export
      </Button>
    </HStack>
  );
}
