import type { AdminResponse, ListPageData } from '@rewards/contract';
import * as lists from '@rewards/contract/lists';
import { REMOTE_ROUTES } from '@rewards/contract/routes';
import { DATA_SETS } from '@rewards/shared';
import { makeAdmin, mockApi } from '@rewards/shared/testing';
import { startBootRequests } from './boot-requests';

const firstPage: ListPageData<{ id: number }> = {
  rows: [{ id: 7 }],
  total: 1,
  totalIsEstimate: false,
  nextCursor: null,
  position: 0,
};

const at = (pathname: string, search = '') => startBootRequests({ pathname, search });

describe('startBootRequests', () => {
  it('asks nothing on a public page or the login screen (no 401 for a visitor)', () => {
    for (const path of ['/', '/about-us/', '/admin', '/login'])
      expect(at(path)).toEqual({ admin: null, firstList: null });
    expect(mockApi.requests()).toHaveLength(0);
  });

  it("asks for the session and a list screen's first page, as the screen would", async () => {
    mockApi.get<AdminResponse>('/admin/me', {
      success: true,
      admin: makeAdmin('owner', { email: 'a@b.co' }),
    });
    mockApi.get('/withdrawals', { success: true, data: firstPage });
    const boot = at('/withdrawal');
    expect(boot.firstList).toMatchObject({ dataSet: DATA_SETS.withdrawals, path: '/withdrawals' });
    await expect(boot.admin).resolves.toMatchObject({ email: 'a@b.co' });
    await expect(boot.firstList?.page).resolves.toEqual(firstPage);
    expect(mockApi.requestsTo('get', '/withdrawals?limit=100')).toHaveLength(1);
  });

  it('leaves a screen opened with filters to work out its own query', async () => {
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('owner') });
    const boot = at('/withdrawal', '?status=pending');
    expect(boot.firstList).toBeNull();
    await expect(boot.admin).resolves.toBeTruthy();
    expect(mockApi.requestsTo('get', '/withdrawals')).toHaveLength(0);
  });

  it('hands a signed-out visitor nothing: both answers are refusals', async () => {
    mockApi.fail('get', '/admin/me', 401, 'Not signed in');
    mockApi.fail('get', '/wallet', 401, 'Not signed in');
    const boot = at('/payment');
    await expect(boot.admin).rejects.toThrow('401');
    await expect(boot.firstList?.page).rejects.toThrow('401');
  });
});

describe("the route manifest's first lists", () => {
  const declarationPaths = Object.values(lists).flatMap((value) =>
    value && typeof value === 'object' && 'path' in value && typeof value.path === 'string'
      ? [value.path]
      : [],
  );
  const dataSets: readonly string[] = Object.values(DATA_SETS);

  it.each(REMOTE_ROUTES.filter((route) => route.firstList).map((route) => [route.path, route]))(
    '%s names a data set and a declared list',
    (_path, route) => {
      expect(dataSets).toContain(route.firstList?.dataSet);
      expect(declarationPaths).toContain(route.firstList?.api);
    },
  );
});
