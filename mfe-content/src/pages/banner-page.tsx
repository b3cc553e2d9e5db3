import {
  ErrorState,
  Heading,
  LoadingState,
  PageHeader,
  Stack,
  StatCard,
  Box,
} from '@rewards/shared/ui';
import { BannerHistory } from '../features/banners/banner-history';
import { useBanners } from '../hooks/use-banners';

/** /home-data, exposed as `mfe_content/BannerPage` (default export: federation boundary). */
export default function BannerPage() {
  const { data: banners, status, reload } = useBanners();

  return (
    <Stack gap="5">
      <PageHeader
        title="Banner Management"
        description="The banner shown on the app's home screen."
      />
      {status === 'loading' && <LoadingState label="Loading banners..." />}
      {status === 'error' && <ErrorState title="Could not load banners" onRetry={reload} />}
      {status === 'ready' && (
        <>
          <Box maxW="xs">
            <StatCard label="Total Banners" value={banners.length} />
          </Box>
          <Stack as="section" gap="3" aria-labelledby="banner-history-heading">
            <Heading as="h2" size="lg" id="banner-history-heading">
              Upload History
            </Heading>
            <BannerHistory banners={banners} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
