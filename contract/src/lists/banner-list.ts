import type { Banner } from '../api/content';
import { defineList } from './list-declaration';
import { dateColumn } from './money-columns';

/**
 * The banner upload history (`/home-data`), newest first. The API keeps one banner, so the
 * list is short; it reads like every other list all the same.
 */
export const BANNER_LIST = defineList<Banner>()({
  key: 'banners',
  path: '/banners',
  operationName: 'BannerHistory',
  permission: 'content:read',
  dataSet: 'banners',
  entity: 'banner',
  sortKeys: ['id', 'date'],
  defaultSort: { key: 'date', direction: 'desc' },
  // Uploaded between two days. The screen shows no filter bar for its one banner; the API
  // and a saved view take them.
  filters: {
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
  },
  columns: [
    { id: 'preview', header: 'Preview', csv: (row) => row.banner_url },
    dateColumn((row) => row.created_at, 'Uploaded'),
    { id: 'actions', header: 'Action' },
  ],
  csvFileName: 'banners.csv',
});
