import { USER_LIST } from '@rewards/contract/lists';
import { listQueryOf } from '@rewards/shared/table';

const view = (changes: Partial<Record<'q' | 'status' | 'trust' | 'sort', string>>) =>
  listQueryOf(USER_LIST, { q: '', status: 'all', trust: 'all', sort: '', ...changes });

describe('the users view as the server takes it', () => {
  it('leaves every default out, so the unfiltered list is one cache entry', () => {
    expect(view({})).toEqual({});
    expect(view({ q: '   ' })).toEqual({});
  });

  it('passes the search (trimmed), filters and sort through', () => {
    expect(view({ q: ' Kumar ', status: 'pause', trust: 'yes', sort: 'wallet:desc' })).toEqual({
      search: 'Kumar',
      status: 'pause',
      trust: 'yes',
      sort: 'wallet:desc',
    });
  });

  it('drops what the server would refuse: unknown values and unsortable columns', () => {
    expect(view({ status: 'gone', trust: 'maybe' })).toEqual({});
    expect(view({ sort: 'action:asc' })).toEqual({});
    expect(view({ sort: 'name:sideways' })).toEqual({});
  });
});
