import { formatDateTime, formatDateTimeCell } from '@rewards/shared';
import type { Banner } from '@rewards/contract';
import { BANNER_LIST } from '@rewards/contract/lists';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { Button, Image } from '@rewards/shared/ui';
import { mediaUrl } from '../../common/media-url';

/** The upload history's columns (headers and sorting from BANNER_LIST). */
export function bannerColumns(
  onDelete: (banner: Banner) => void,
  isDeleting: (id: number) => boolean,
): readonly DataColumn<Banner>[] {
  return listColumns(BANNER_LIST.columns, {
    preview: {
      cell: (banner) => (
        <Image
          src={mediaUrl(banner.banner_url) ?? undefined}
          alt={`Banner uploaded ${formatDateTime(banner.created_at)}`}
          aspectRatio={16 / 9}
          h="100px"
          objectFit="cover"
          bg="bg.muted"
          borderRadius="sm"
        />
      ),
      width: '220px',
    },
    date: { cell: (banner) => formatDateTimeCell(banner.created_at) },
    actions: {
      cell: (banner) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete banner uploaded ${formatDateTime(banner.created_at)}`}
          onClick={() => onDelete(banner)}
          loading={isDeleting(banner.id)}
        >
          Delete
        </Button>
      ),
      width: '100px',
    },
  });
}
