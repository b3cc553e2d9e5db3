import { formatDateTime, type Banner } from '@rewards/shared';
import { Card, EmptyState, Image, SimpleGrid, Text } from '@rewards/shared/ui';

/** Uploaded banners with a preview and when each was uploaded (delete arrives with issue 7). */
export function BannerHistory({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return <EmptyState title="No banners uploaded yet" />;
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="4"
      listStyleType="none"
      aria-label="Upload history"
    >
      {banners.map((banner) => (
        <Card.Root as="li" key={banner.id} variant="outline" overflow="hidden">
          <Image
            src={banner.banner_url}
            alt={`Banner uploaded ${formatDateTime(banner.created_at)}`}
            aspectRatio={16 / 9}
            objectFit="cover"
            bg="bg.muted"
          />
          <Card.Body py="3">
            <Text fontSize="sm" color="fg.muted">
              Uploaded {formatDateTime(banner.created_at)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
