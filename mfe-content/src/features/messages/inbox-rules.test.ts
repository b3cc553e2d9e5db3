import type { InboxMessage } from '@rewards/contract';
import { inboxStatus, replyHref } from './inbox-rules';

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
  it('names the status: unread, read, handled', () => {
    const read = message(1, '2026-11-01T10:00:00.000Z', '2026-11-01T11:00:00.000Z');
    expect(inboxStatus(message(2, '2026-11-01T10:00:00.000Z'))).toBe('Unread');
    expect(inboxStatus(read)).toBe('Read');
    expect(inboxStatus({ ...read, handled_at: '2026-11-01T12:00:00.000Z' })).toBe('Handled');
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
