import type { InboxMessage } from '@rewards/contract';
import { inboxOrder, inboxStatus, matchesInbox, replyHref } from './inbox-rules';

const message = (id: number, created_at: string, read_at: string | null = null): InboxMessage => ({
  id,
  name: `Sender ${id}`,
  email: `s${id}@example.com`,
  message: `Question ${id}\nsecond line`,
  created_at,
  read_at,
  handled_at: null,
});

describe('inbox rules', () => {
  it('puts unread messages first, each group newest first', () => {
    const rows = [
      message(1, '2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z'),
      message(2, '2026-11-03T10:00:00.000Z', '2026-11-03T11:00:00.000Z'),
      message(3, '2026-10-01T10:00:00.000Z'),
      message(4, '2026-10-05T10:00:00.000Z'),
    ];
    expect(inboxOrder(rows).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('names the status: unread, read, handled', () => {
    const read = message(1, '2026-11-01T10:00:00.000Z', '2026-11-01T11:00:00.000Z');
    expect(inboxStatus(message(2, '2026-11-01T10:00:00.000Z'))).toBe('Unread');
    expect(inboxStatus(read)).toBe('Read');
    expect(inboxStatus({ ...read, handled_at: '2026-11-01T12:00:00.000Z' })).toBe('Handled');
  });

  it('searches name, email and text, and keeps the date range', () => {
    const row = message(7, '2026-11-10T10:00:00.000Z');
    expect(matchesInbox(row, { q: 'S7@EXAMPLE', from: '', to: '' })).toBe(true);
    expect(matchesInbox(row, { q: 'question 7', from: '', to: '' })).toBe(true);
    expect(matchesInbox(row, { q: 'nobody', from: '', to: '' })).toBe(false);
    expect(matchesInbox(row, { q: '', from: '2026-11-11', to: '' })).toBe(false);
  });

  it('writes a reply link to the sender with the first line as subject', () => {
    const href = replyHref(message(5, '2026-11-10T10:00:00.000Z'));
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('s5@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: Question 5');
    expect(url.searchParams.get('body')).toContain('Sender 5 wrote:\nQuestion 5\nsecond line');
  });
});
