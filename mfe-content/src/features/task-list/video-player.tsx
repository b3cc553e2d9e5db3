import { Box, chakra } from '@rewards/shared/ui';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';

/**
 * YouTube links are embedded; anything else plays in a <video>. Relative URLs such as
 * /api/uploads/x.mp4 resolve against the page's own origin, which proxies /api to the API
 * (the old app prefixed its API host; the proxy makes that unnecessary).
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
  return (
    <chakra.video
      src={url}
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
