import { makeUser } from '../test-fixtures';
import { isPauseExpired, PAUSE_EXPIRY_MS, statusSince } from './user-status';

describe('user status rules', () => {
  const now = Date.parse('2025-06-01T10:00:00Z');
  const pausedAgo = (ms: number) =>
    makeUser({ status: 'pause', pause_start: new Date(now - ms).toISOString() });

  it('marks a pause as expired from exactly 5 minutes on', () => {
    expect(PAUSE_EXPIRY_MS).toBe(300_000);
    expect(isPauseExpired(pausedAgo(299_999), now)).toBe(false);
    expect(isPauseExpired(pausedAgo(300_000), now)).toBe(true);
    expect(
      isPauseExpired(makeUser({ status: 'block', block_date: '2020-01-01T00:00:00Z' }), now),
    ).toBe(false);
    expect(isPauseExpired(makeUser({ status: 'pause', pause_start: null }), now)).toBe(false);
  });

  it('dates a pause or block from when it began', () => {
    expect(statusSince(pausedAgo(0))).toBe('2025-06-01T10:00:00.000Z');
    expect(statusSince(makeUser({ status: 'block', block_date: 'B', pause_start: 'P' }))).toBe('B');
    expect(statusSince(makeUser({ status: 'ok', block_date: 'B' }))).toBeNull();
  });
});
