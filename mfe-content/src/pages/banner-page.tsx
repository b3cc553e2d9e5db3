import {
  Box,
  ErrorState,
  Heading,
  LoadingState,
  PageHeader,
  Stack,
  StatCard,
} from '@rewards/shared/ui';
import { BannerHistory } from '../features/banners/banner-history';
import { BannerUpload } from '../features/banners/banner-upload';
import { useBannerDelete } from '../features/banners/use-banner-delete';
import { useBanners } from '../features/banners/use-banners';

/** /home-data, exposed as `mfe_content/BannerPage` (default export: federation boundary). */
export default function BannerPage() {
  const { data: banners, status, refreshing, reload } = useBanners();
  const { remove, isDeleting } = useBannerDelete(reload);
  // Keep showing the list while it refreshes after an upload or a delete.
  const showList = status === 'ready' || refreshing;

  return (
    <Stack gap="6">
      <PageHeader
        title="Banner Management"
        description="The banner shown on the app's home screen."
      />
      <BannerUpload onUploaded={reload} />
      {status === 'loading' && !refreshing && <LoadingState label="Loading banners..." />}
      {status === 'error' && <ErrorState title="Could not load banners" onRetry={reload} />}
      {showList && (
        <>
          <Box maxW="xs">
            <StatCard label="Total Banners" value={banners.length} />
          </Box>
          <Stack as="section" gap="3" aria-labelledby="banner-history-heading">
            <Heading as="h2" size="lg" id="banner-history-heading">
              Upload History
            </Heading>
            <BannerHistory
              banners={banners}
              onDelete={(banner) => void remove(banner)}
              isDeleting={isDeleting}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
