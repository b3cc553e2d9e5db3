import { Box, chakra, Text } from '@rewards/shared/ui';
import { mediaUrl } from '../../common/media-url';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';

/**
 * YouTube links are embedded through an address built from the validated video id only;
 * anything else plays directly in a <video>, relative URLs prefixed with the API host.
 */
export function VideoPlayer({ title, url }: { title: string; url: string }) {
  const id = youtubeVideoId(url);
  if (id) {
    return (
      <Box aspectRatio={16 / 9} w="full" maxW="lg">
        <chakra.iframe
          src={youtubeEmbedUrl(id)}
          title={title}
          w="full"
          h="full"
          borderRadius="md"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      </Box>
    );
  }
  const source = mediaUrl(url);
  if (!source) {
    return (
      <Text color="fg.muted" fontSize="sm">
        This video link cannot be played.
      </Text>
    );
  }
  return (
    <chakra.video
      src={source}
      controls
      preload="metadata"
      w="full"
      maxW="lg"
      borderRadius="md"
      aria-label={title}
    >
      Your browser cannot play this video.
    </chakra.video>
  );
}
