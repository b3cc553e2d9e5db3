import type { Video } from '@rewards/contract';
import { Card, EmptyState, Heading, HStack, SimpleGrid } from '@rewards/shared/ui';
import { DeleteButton } from './delete-button';
import { VideoPlayer } from './video-player';

interface VideoListProps {
  videos: readonly Video[];
  onDelete: (video: Video) => void;
  isDeleting: (id: number) => boolean;
}

/** Every video lesson with a player. */
export function VideoList({ videos, onDelete, isDeleting }: VideoListProps) {
  if (videos.length === 0) return <EmptyState title="No videos found" />;
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, lg: 2 }}
      gap="4"
      listStyleType="none"
      aria-label="Videos"
    >
      {videos.map((video) => (
        <Card.Root as="li" key={video.id} variant="outline">
          <Card.Body gap="3">
            <HStack justify="space-between" align="start" gap="3">
              <Heading as="h2" size="sm">
                {video.title}
              </Heading>
              <DeleteButton
                label={`Delete video: ${video.title}`}
                busy={isDeleting(video.id)}
                onClick={() => onDelete(video)}
              />
            </HStack>
            <VideoPlayer title={video.title} url={video.video_url} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
