import { useCallback } from 'react';
import type { EditSavedViewBody, SavedView } from '@rewards/contract';
import type { SavedViewList } from '@rewards/contract/lists';
import {
  createSavedView,
  deleteSavedView,
  fetchSavedViews,
  savedViewKeys,
  updateSavedView,
} from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';

export interface ViewChanges {
  name: string;
  shared: boolean;
}

/**
 * The views of one list and the owner's changes to them. Each change refreshes the list's
 * views (another admin's shared view may have come or gone meanwhile).
 */
export function useSavedViews(list: SavedViewList) {
  const client = useQueryClient();
  const key = savedViewKeys.list(list);
  const views = useQuery({ queryKey: key, queryFn: () => fetchSavedViews(list) });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: key }), [client, key]);

  const create = useMutation({
    mutationFn: (view: ViewChanges & { query: string }) => createSavedView({ list, ...view }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: EditSavedViewBody & { id: number }) => updateSavedView(id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteSavedView(view.id),
    onSuccess: refresh,
  });
  return { views, create, update, remove };
}
