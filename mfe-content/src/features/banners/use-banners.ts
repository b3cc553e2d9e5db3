import type { Banner } from '@rewards/contract';
import { fetchBanners } from './banners-api';
import { useRemoteData } from '@rewards/shared';

const NONE: Banner[] = [];

function logLoadFailure(error: unknown) {
  console.error('[mfe-content] failed to load banners', error);
}

export function useBanners() {
  return useRemoteData(fetchBanners, NONE, logLoadFailure);
}
