import { useScreenQuery } from '@rewards/shared/query';
import type { Banner } from '@rewards/contract';
import { fetchBanners, bannerKeys } from './banners-api';

const NONE: Banner[] = [];

function logLoadFailure(error: unknown) {
  console.error('[mfe-content] failed to load banners', error);
}

export function useBanners() {
  return useScreenQuery(bannerKeys.list(), fetchBanners, NONE, logLoadFailure);
}
