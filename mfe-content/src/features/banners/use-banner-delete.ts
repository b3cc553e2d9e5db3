import { formatDateTime, usePendingActions } from '@rewards/shared';
import type { Banner } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { deleteBanner } from './banners-api';

const key = (id: number) => `delete:${id}`;

/** Confirm, DELETE /api/home-data/{id}, then refresh the history via `onDeleted`. */
export function useBannerDelete(onDeleted: () => void) {
  const { run, isPending } = usePendingActions();

  const remove = async (banner: Banner) => {
    const confirmed = await confirmAction({
      title: 'Delete banner',
      message: `Are you sure you want to delete the banner uploaded ${formatDateTime(banner.created_at)}?`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    await run(key(banner.id), async () => {
      try {
        await deleteBanner(banner.id);
        notify('success', 'Banner deleted');
        onDeleted();
      } catch (error) {
        console.error('[mfe-content] banner delete failed', error);
        notify('error', 'Delete failed', 'Delete failed. Please try again.');
      }
    });
  };

  return { remove, isDeleting: (id: number) => isPending(key(id)) };
}
