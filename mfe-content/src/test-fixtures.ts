import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Banner, InboxMessage, Notification, Quiz, Video } from '@rewards/contract';
import { mockListPage } from '@rewards/shared/testing';

/** Complete rows as the API returns them; tests override only what they check. */
export function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 1,
    question: 'What is 2 + 2?',
    option_a: '3',
    option_b: '4',
    option_c: '5',
    option_d: '22',
    correct_option: 'B',
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 1,
    title: 'Fractions made easy',
    video_url: '/api/uploads/fractions.mp4',
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    user_id: 7,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    message: 'Your plan is active.',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    banner_url: '/api/uploads/banner-1.png',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A file as the browser hands it to the page. jsdom's own File is no Blob to the Node
 * FormData and URL the test environment installs (jest-fixed-jsdom): an upload would send the
 * text '[object File]'. Node's File behaves like the browser's. `size` fakes a large file
 * without allocating it.
 */
export function makeFile(name: string, type: string, size?: number): File {
  const file = new NodeFile([`${name} bytes`], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The list engine's page of the banner history: these rows, or the rows the query sent matches. */
export function mockBanners(
  banners: readonly Banner[] | ((query: Record<string, string>) => readonly Banner[]),
) {
  mockListPage('/banners', banners);
}

export function makeInboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    name: 'Priya Nair',
    email: 'priya@example.com',
    message: 'My top-up is still pending.',
    created_at: '2025-03-10T09:30:00.000Z',
    read_at: null,
    handled_at: null,
    ...overrides,
  };
}

/** The list engine's page of messages: these rows, or the rows the query sent matches. */
export function mockInbox(
  rows: readonly InboxMessage[] | ((query: Record<string, string>) => readonly InboxMessage[]),
) {
  mockListPage('/messages', rows);
}

/** The list engine's page of notifications: these rows, or the rows the query sent matches. */
export function mockNotifications(
  rows: readonly Notification[] | ((query: Record<string, string>) => readonly Notification[]),
) {
  mockListPage('/notifications', rows);
}

/** The number the banner page's 'Total Banners' card shows. */
export function totalBanners() {
  const term = screen.getByText('Total Banners');
  return term.parentElement?.querySelector('dd')?.textContent;
}

/** Pastes instead of typing key by key: same change events, a fraction of the time in jsdom. */
export async function pasteInto(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
