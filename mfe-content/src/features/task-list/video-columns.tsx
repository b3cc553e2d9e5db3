import type { Video } from '@rewards/contract';
import { VIDEO_LIST } from '@rewards/contract/lists';
import { type DataColumn, EXPORT_ONLY, listColumns } from '@rewards/shared/table';
import { Box, Text } from '@rewards/shared/ui';
import { DeleteButton } from './delete-button';
import { VideoPlayer } from './video-player';

/** The video list's columns (headers and sorting from VIDEO_LIST), each with its player. */
export function videoColumns(
  onDelete: (video: Video) => void,
  isDeleting: (id: number) => boolean,
): readonly DataColumn<Video>[] {
  return listColumns(VIDEO_LIST.columns, {
    // The video id is exported; the screen numbers the rows.
    id: EXPORT_ONLY,
    number: { cell: (_row, index) => index + 1, width: '60px' },
    title: {
      cell: (video) => (
        <Text fontWeight="medium" lineClamp={3}>
          {video.title}
        </Text>
      ),
    },
    video: {
      cell: (video) => (
        <Box w="320px">
          <VideoPlayer title={video.title} url={video.video_url} />
        </Box>
      ),
      width: '350px',
    },
    actions: {
      cell: (video) => (
        <DeleteButton
          label={`Delete video: ${video.title}`}
          busy={isDeleting(video.id)}
          onClick={() => onDelete(video)}
        />
      ),
      width: '100px',
    },
  });
}
