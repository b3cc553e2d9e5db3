import { useCallback } from 'react';
import { formatDateTime, usePendingActions } from '@rewards/shared';
import type { Banner } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { deleteBanner } from './banners-api';

const key = (id: number) => `delete:${id}`;

/**
 * Confirm, DELETE /api/home-data/{id}, then `onDeleted` takes it out of the history. Both
 * functions stay the same between renders until a delete starts or ends.
 */
export function useBannerDelete(onDeleted: (id: number) => void) {
  const { run, isPending } = usePendingActions();

  const remove = useCallback(
    async (banner: Banner) => {
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
          onDeleted(banner.id);
        } catch (error) {
          console.error('[mfe-content] banner delete failed', error);
          notify('error', 'Delete failed', 'Delete failed. Please try again.');
        }
      });
    },
    [run, onDeleted],
  );
  const isDeleting = useCallback((id: number) => isPending(key(id)), [isPending]);

  return { remove, isDeleting };
}
