import { User, UserListResponse } from '@rewards/contract';
import { schemaErrors } from '@rewards/contract/testing';
import { makeUser, pageOf } from './test-fixtures';

// Every test here stands the fixtures in for the API: they must be what the API answers, or a
// test passes against data the screen never gets.
describe('test fixtures follow the API contract', () => {
  it.each([
    ['makeUser()', User, makeUser()],
    ['a paused user', User, makeUser({ status: 'pause', pause_start: '2025-02-01T00:00:00.000Z' })],
    [
      'a page of the user list',
      UserListResponse,
      pageOf([makeUser(), makeUser({ id: 2 })], {
        method: 'GET',
        path: '/users?limit=1',
        body: undefined,
      }),
    ],
  ])('%s', (_name, schema, value) => {
    expect(schemaErrors(schema, value)).toEqual([]);
  });
});
