import { sendFailureReports } from './failure-sender';
import { mockApi, signInAs } from '@rewards/shared/testing';
import { useSessionStore } from '@rewards/shared';
import { act, waitFor } from '@testing-library/react';
import {
  BATCHES_PER_PAGE_MAX,
  FLUSH_DELAY_MS,
  reportRemoteFailure,
  resetFailureReporter,
  setFailureSender,
} from './failure-reporter';

const sentBatches = () => mockApi.requestsTo('POST', '/platform/failures');

/** Lets the flush delay pass; the request itself then travels through MSW on real timers. */
async function afterFlushDelay(expectedBatches: number) {
  await act(async () => {
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
  });
  jest.useRealTimers();
  await waitFor(() => expect(sentBatches()).toHaveLength(expectedBatches));
  jest.useFakeTimers();
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFailureReporter();
  setFailureSender(sendFailureReports);
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
    expect(sentBatches()).toHaveLength(0);

    await afterFlushDelay(1);

    const sent = sentBatches();
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
    await afterFlushDelay(0);
    // The send is asynchronous (the API client loads on demand): give it time to go wrong.
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentBatches()).toHaveLength(0);
  });

  it('drops reports on a page that never opened the admin area (no sender installed)', async () => {
    signInAs('owner');
    setFailureSender(null);
    reportRemoteFailure('mfe_public/LandingPage', 'load-failed');
    await afterFlushDelay(0);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentBatches()).toHaveLength(0);
  });

  it('sends at most a bounded number of batches per page', async () => {
    signInAs('owner');
    for (let i = 0; i < BATCHES_PER_PAGE_MAX + 3; i += 1) {
      reportRemoteFailure('mfe_users/UserTablePage', 'render-crash');
      await afterFlushDelay(Math.min(i + 1, BATCHES_PER_PAGE_MAX));
    }
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentBatches()).toHaveLength(BATCHES_PER_PAGE_MAX);
  });
});
