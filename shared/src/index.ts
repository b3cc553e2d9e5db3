/**
 * Public entry of the shared package (federated as the singleton `@rewards/shared`).
 * No UI here, so a page that needs only the API client does not pull in Chakra:
 * the UI kit is `@rewards/shared/ui`, the data table `@rewards/shared/table`.
 */
export { apiClient } from './api/http-client';
export { takeAppliedChange } from './api/applied-changes';
export { DATA_SETS, type DataSet, userScopedKey } from './api/data-sets';
export {
  ApiError,
  isSeparationOfDuties,
  normaliseApiError,
  SECOND_APPROVAL_REFUSED,
  serverErrorOr,
  serverMessageOr,
} from './api/api-error';
export * from './api/auth-api';
export * from './api/passkey-api';
export * from './api/sso-api';
export * from './api/dashboard-api';
export { uploadFailureReason, type UploadRequestOptions } from './api/upload';
export * from './api/pending-work-api';
export * from './api/saved-views-api';
export { useSessionStore, type SessionStatus, type SessionEnd } from './session/session-store';
export { askForStepUp, useStepUpStore } from './session/step-up-store';
export { useSessionCheck } from './session/use-session-check';
export { NOT_PERMITTED, can, usePermission, usePermitted } from './session/permissions';
export {
  CACHE_KEYS,
  readCache,
  writeCache,
  removeCache,
  clearCachedData,
} from './cache/local-cache';
export {
  formatRupees,
  formatDollars,
  formatDate,
  formatDateTime,
  formatDateTimeCell,
} from './format/format';
export { countNoun } from './format/plural';
export { useUrlFilters } from './hooks/use-url-filters';
export { usePendingActions } from './hooks/use-pending-actions';
export { useUpload, type Upload } from './hooks/use-upload';
export { useLiveRows, type LiveRows } from './hooks/use-live-rows';
export {
  matchesSearch,
  startOfDay,
  endOfDay,
  isWithinDateRange,
  isReversedRange,
  REVERSED_RANGE_MESSAGE,
} from './filters/list-filters';
export {
  loadRemotePart,
  provideRemoteLoader,
  type RemoteModuleLoader,
} from './federation/remote-parts';
