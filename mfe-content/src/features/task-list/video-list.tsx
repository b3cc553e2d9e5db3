import type { Video } from '@rewards/shared';
import { Card, EmptyState, Heading, SimpleGrid } from '@rewards/shared/ui';
import { VideoPlayer } from './video-player';

/** Every video lesson with a player. */
export function VideoList({ videos }: { videos: readonly Video[] }) {
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
            <Heading as="h3" size="sm">
              {video.title}
            </Heading>
            <VideoPlayer title={video.title} url={video.video_url} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
