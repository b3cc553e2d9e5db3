import { formatDateTime } from '@rewards/shared';
import type { Banner } from '@rewards/contract';
import { Button, Card, EmptyState, HStack, Image, SimpleGrid, Text } from '@rewards/shared/ui';
import { mediaUrl } from '../../common/media-url';

interface BannerHistoryProps {
  banners: readonly Banner[];
  onDelete: (banner: Banner) => void;
  isDeleting: (id: number) => boolean;
}

/** Uploaded banners with a preview, when each was uploaded and a delete button. */
export function BannerHistory({ banners, onDelete, isDeleting }: BannerHistoryProps) {
  if (banners.length === 0) return <EmptyState title="No banners uploaded yet" />;
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="4"
      listStyleType="none"
      aria-label="Upload history"
    >
      {banners.map((banner) => {
        const uploaded = formatDateTime(banner.created_at);
        return (
          <Card.Root as="li" key={banner.id} variant="outline" overflow="hidden">
            <Image
              src={mediaUrl(banner.banner_url) ?? undefined}
              alt={`Banner uploaded ${uploaded}`}
              aspectRatio={16 / 9}
              objectFit="cover"
              bg="bg.muted"
            />
            <Card.Body py="3">
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  Uploaded {uploaded}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete banner uploaded ${uploaded}`}
                  onClick={() => onDelete(banner)}
                  loading={isDeleting(banner.id)}
                >
                  Delete
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
