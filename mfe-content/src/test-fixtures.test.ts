import { Banner, InboxMessage, Notification, Quiz, Video } from '@rewards/contract';
import { schemaErrors } from '@rewards/contract/testing';
import {
  makeBanner,
  makeInboxMessage,
  makeNotification,
  makeQuiz,
  makeVideo,
} from './test-fixtures';

// Every test here stands the fixtures in for the API: they must be what the API answers, or a
// test passes against data the screen never gets.
describe('test fixtures follow the API contract', () => {
  it.each([
    ['makeQuiz()', Quiz, makeQuiz()],
    ['makeVideo()', Video, makeVideo()],
    ['makeNotification()', Notification, makeNotification()],
    ['makeBanner()', Banner, makeBanner()],
    ['makeInboxMessage()', InboxMessage, makeInboxMessage({ read_at: '2025-03-10T10:00:00.000Z' })],
  ])('%s', (_name, schema, value) => {
    expect(schemaErrors(schema, value)).toEqual([]);
  });
});
