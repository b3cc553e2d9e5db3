import { mockApi, signInAs } from '@rewards/shared/testing';
import { useSessionStore } from '@rewards/shared';
import { act } from '@testing-library/react';
import {
  BATCHES_PER_PAGE_MAX,
  FLUSH_DELAY_MS,
  reportRemoteFailure,
  resetFailureReporter,
} from './failure-reporter';

async function afterFlushDelay() {
  await act(async () => {
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
  });
  // The request itself travels through MSW on real promises.
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
  jest.useFakeTimers();
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFailureReporter();
  mockApi.post('/platform/failures', { success: true, message: 'Reported' });
});
afterEach(() => {
  jest.useRealTimers();
  useSessionStore.setState({ status: 'unknown', admin: null });
});

describe('the failure reporter', () => {
  it('folds identical failures into one report with a count, in one batch after a delay', async () => {
    signInAs('support');
    reportRemoteFailure('mfe_users/UserTablePage', 'load-failed');
    reportRemoteFailure('mfe_users/UserTablePage', 'load-failed');
    reportRemoteFailure('mfe_content/BannerPage', 'render-crash');
    expect(mockApi.requestsTo('POST', '/platform/failures')).toHaveLength(0);

    await afterFlushDelay();

    const sent = mockApi.requestsTo('POST', '/platform/failures');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      reports: [
        {
          remote: 'mfe_users',
          version: 'unknown',
          module: 'UserTablePage',
          code: 'load-failed',
          route: '/user-table',
          count: 2,
        },
        {
          remote: 'mfe_content',
          version: 'unknown',
          module: 'BannerPage',
          code: 'render-crash',
          route: '/home-data',
          count: 1,
        },
      ],
    });
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    reportRemoteFailure('mfe_public/LandingPage', 'load-failed');
    await afterFlushDelay();
    expect(mockApi.requestsTo('POST', '/platform/failures')).toHaveLength(0);
  });

  it('sends at most a bounded number of batches per page', async () => {
    signInAs('owner');
    for (let i = 0; i < BATCHES_PER_PAGE_MAX + 3; i += 1) {
      reportRemoteFailure('mfe_users/UserTablePage', 'render-crash');
      await afterFlushDelay();
    }
    expect(mockApi.requestsTo('POST', '/platform/failures')).toHaveLength(BATCHES_PER_PAGE_MAX);
  });
});
