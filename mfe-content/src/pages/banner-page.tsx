import { useMemo } from 'react';
import type { Banner } from '@rewards/contract';
import { BANNER_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { useServerRowPatches } from '@rewards/shared/query';
import { ListScreen, ListScreenTable, SavedViews, useListScreen } from '@rewards/shared/table';
import { Box, Heading, PageHeader, Stack, StatCard } from '@rewards/shared/ui';
import { bannerColumns } from '../features/banners/banner-columns';
import { BannerUpload } from '../features/banners/banner-upload';
import { useBannerDelete } from '../features/banners/use-banner-delete';

const dataSet = DATA_SETS.banners;

/** /home-data, exposed as `mfe_content/BannerPage` (default export: federation boundary). */
export default function BannerPage() {
  const screen = useListScreen<Banner>({
    declaration: BANNER_LIST,
    // One banner at a time: nothing to hold behind "N new".
    newRows: false,
    failureLog: '[mfe-content] failed to load banners',
  });
  const { list } = screen;
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
      {/* docs/product.md#banners: after an upload or a delete the page reads its data again. */}
      <BannerUpload onUploaded={screen.reload} />
      <ListScreen
        screen={screen}
        errorTitle="Could not load banners"
        loadingLabel="Loading banners..."
      >
        <Box maxW="xs">
          <StatCard label="Total Banners" value={list.allTotal ?? list.total ?? 0} />
        </Box>
        <Stack as="section" gap="3" aria-labelledby="banner-history-heading">
          <Heading as="h2" size="lg" id="banner-history-heading">
            Upload History
          </Heading>
          <SavedViews list="banners" />
          <ListScreenTable
            screen={screen}
            columns={columns}
            noun="banners"
            emptyText="No banners uploaded yet"
            caption="Upload history"
            csv={false}
            rowHeight={116}
          />
        </Stack>
      </ListScreen>
    </Stack>
  );
}
