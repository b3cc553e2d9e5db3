import { useMemo } from 'react';
import type { Banner } from '@rewards/contract';
import { BANNER_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { useQueryClient, useServerList, useServerRowPatches } from '@rewards/shared/query';
import { SavedViews, ServerListTable, useListView } from '@rewards/shared/table';
import {
  Box,
  ErrorState,
  Heading,
  LoadingState,
  PageHeader,
  Stack,
  StatCard,
} from '@rewards/shared/ui';
import { useLoadFailureLog } from '../common/use-load-failure-log';
import { bannerColumns } from '../features/banners/banner-columns';
import { BannerUpload } from '../features/banners/banner-upload';
import { useBannerDelete } from '../features/banners/use-banner-delete';

const dataSet = DATA_SETS.banners;

/** /home-data, exposed as `mfe_content/BannerPage` (default export: federation boundary). */
export default function BannerPage() {
  const view = useListView(BANNER_LIST);
  const list = useServerList<Banner>({ dataSet, path: BANNER_LIST.path, query: view.query });
  useLoadFailureLog(list.error, 'banners');
  const client = useQueryClient();
  // docs/product.md#banners: after an upload or a delete the page reads its data again.
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  const { removeRow } = useServerRowPatches<Banner>(dataSet);
  const { remove, isDeleting } = useBannerDelete(removeRow);
  const columns = useMemo(
    () => bannerColumns((banner) => void remove(banner), isDeleting),
    [remove, isDeleting],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Banner Management"
        description="The banner shown on the app's home screen."
      />
      <BannerUpload onUploaded={reload} />
      {list.error && <ErrorState title="Could not load banners" onRetry={reload} />}
      {list.total === null && !list.error && <LoadingState label="Loading banners..." />}
      {list.total !== null && (
        <>
          <Box maxW="xs">
            <StatCard label="Total Banners" value={list.allTotal ?? list.total} />
          </Box>
          <Stack as="section" gap="3" aria-labelledby="banner-history-heading">
            <Heading as="h2" size="lg" id="banner-history-heading">
              Upload History
            </Heading>
            <SavedViews list="banners" />
            <ServerListTable
              list={list}
              view={view}
              columns={columns}
              noun="banners"
              emptyText="No banners uploaded yet"
              caption="Upload history"
              rowHeight={116}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
