import { ApiError, useSessionStore } from '@rewards/shared';
import { signInAs } from '@rewards/shared/testing';
import { clearOnSignOut, createQueryClient, retryOnlyServerFailures } from './query-client';

describe('the query client', () => {
  it('asks again after a server failure or no answer, at most twice', () => {
    expect(retryOnlyServerFailures(0, new ApiError('Request failed (503)', 503))).toBe(true);
    expect(retryOnlyServerFailures(1, new ApiError('unreachable', undefined))).toBe(true);
    expect(retryOnlyServerFailures(2, new ApiError('Request failed (503)', 503))).toBe(false);
  });

  it('never repeats a request the server refused', () => {
    expect(retryOnlyServerFailures(0, new ApiError('Session expired', 401))).toBe(false);
    expect(retryOnlyServerFailures(0, new ApiError('Invalid cursor', 400))).toBe(false);
  });

  it('can be made without retries (component tests show an error at once)', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryOnlyServerFailures);
  });

  it("forgets one admin's data when their session ends", () => {
    const client = createQueryClient();
    const stop = clearOnSignOut(client);
    signInAs('owner');
    client.setQueryData(['withdrawals', 'list'], [{ id: 1 }]);
    useSessionStore.getState().markSignedOut();
    expect(client.getQueryData(['withdrawals', 'list'])).toBeUndefined();
    stop();
  });
});
