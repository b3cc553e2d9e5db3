/** Test helpers for every workspace (never imported by app code). */
export { renderWithProviders } from './render-with-providers';
export {
  LocationProbe,
  currentSearch,
  currentParams,
  deferred,
  confirmDialog,
  readyDialog,
  waitForNoConfirmDialog,
  captureCsvDownloads,
  rowOf,
} from './screen-helpers';
export { makeAdmin, signInAs } from './admin-fixture';
export { mockApi, mockServer, type SentRequest } from './mock-api';
export { standaloneRouteMismatches } from './standalone-routes-check';
export { FakeEventSource, installFakeEventSource, latestEventSource } from './fake-event-source';
export {
  emptySummary,
  lastListQuery,
  listPage,
  listQueries,
  mockList,
  mockListPage,
  mockListSummary,
  queryOf,
} from './mock-list';
