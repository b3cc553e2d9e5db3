import type {
  EditSavedViewBody,
  NewSavedViewBody,
  SavedView,
  SavedViewListResponse,
  SavedViewResponse,
} from '@rewards/contract';
import type { SavedViewList } from '@rewards/contract/lists';
import { DATA_SETS } from './data-sets';
import { apiClient } from './http-client';

/** The saved views of each list (decision 031): one cache entry per list. */
export const savedViewKeys = {
  all: [DATA_SETS.savedViews] as const,
  list: (list: SavedViewList) => [DATA_SETS.savedViews, list] as const,
};

export interface SavedViewsOfList {
  views: SavedView[];
  /** The list's URL keys, in the order a view's query holds them. */
  keys: string[];
}

/** My views of a list and every shared one, by name. */
export async function fetchSavedViews(list: SavedViewList): Promise<SavedViewsOfList> {
  const { data } = await apiClient.get<SavedViewListResponse>('/saved-views', {
    params: { list },
  });
  return { views: data.data, keys: data.keys };
}

export async function createSavedView(body: NewSavedViewBody): Promise<SavedView> {
  const { data } = await apiClient.post<SavedViewResponse>('/saved-views', body);
  return data.data;
}

export async function updateSavedView(id: number, body: EditSavedViewBody): Promise<SavedView> {
  const { data } = await apiClient.patch<SavedViewResponse>(`/saved-views/${id}`, body);
  return data.data;
}

export async function deleteSavedView(id: number): Promise<void> {
  await apiClient.delete(`/saved-views/${id}`);
}
