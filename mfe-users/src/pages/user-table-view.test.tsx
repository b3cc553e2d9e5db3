import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@rewards/contract';
import {
  captureCsvDownloads,
  currentSearch,
  mockApi,
  renderWithProviders,
  type SentRequest,
} from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockUserList, queryOf } from '../test-fixtures';

const USERS = [
  makeUser({
    id: 1,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    phone_number: '9876543210',
    reference_code: 'ASHA01',
    status: 'ok',
    trust: true,
    coin: '50.00',
  }),
  makeUser({
    id: 2,
    full_name: 'Ravi Kumar',
    email: 'ravi@mail.in',
    phone_number: '9123400000',
    reference_code: 'RAVI77',
    status: 'pause',
    pause_start: new Date().toISOString(),
    trust: false,
    coin: '900.00',
  }),
  makeUser({
    id: 3,
    full_name: 'Meera Iyer',
    email: 'meera@example.com',
    phone_number: null,
    reference_code: 'MEER05',
    status: 'block',
    block_date: new Date().toISOString(),
    trust: true,
    coin: '5.25',
  }),
];

/**
 * The server's side of this test: what GET /api/users finds for a query (substring search
 * over name, email, phone and ref code, status and trust filters, sort by name or wallet).
 */
function usersFor(query: URLSearchParams): User[] {
  const search = query.get('search')?.toLowerCase() ?? '';
  const [key, direction] = (query.get('sort') ?? 'id:asc').split(':');
  const found = USERS.filter(
    (user) =>
      [user.full_name, user.email, user.phone_number ?? '', user.reference_code].some((text) =>
        text.toLowerCase().includes(search),
      ) &&
      (query.get('status') ?? user.status) === user.status &&
      (query.get('trust') ?? (user.trust ? 'yes' : 'no')) === (user.trust ? 'yes' : 'no'),
  );
  const by = (user: User) =>
    key === 'name' ? user.full_name : key === 'wallet' ? Number(user.coin) : user.id;
  const sorted = [...found].sort((a, b) => (by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : 0));
  return direction === 'desc' ? sorted.reverse() : sorted;
}

async function renderView(route = '/user-table') {
  mockUserList(usersFor);
  renderWithProviders(<UserTablePage />, { route, probe: true });
  await screen.findByText('Asha Verma');
}

/** The query of the last list request the screen sent. */
const lastQuery = () => {
  const sent = mockApi.requestsTo('get', '/users');
  return Object.fromEntries(queryOf(sent[sent.length - 1] as SentRequest));
};

/** Names of the rows on screen, top to bottom. */
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // After the selection and ID columns.
    .map((row) => row.querySelectorAll('td')[2]?.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search' });

// Typing re-renders a Chakra table per keystroke; jsdom on a busy machine needs the time.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('search, filters and sort', () => {
  it.each([
    ['a name, any case', 'ravi KUMAR', ['Ravi Kumar']],
    ['an email', '@EXAMPLE.com', ['Asha Verma', 'Meera Iyer']],
    ['a phone number', '91234', ['Ravi Kumar']],
    ['a ref code', 'meer05', ['Meera Iyer']],
  ])('searches by %s', async (_what, query, names) => {
    await renderView();
    await userEvent.type(search(), query);
    // A slow keystroke lets the debounce send a prefix ("9123") whose rows already match, so
    // the wait is for the whole query's answer, not for the rows alone.
    await waitFor(() => {
      expect(lastQuery()).toEqual({ search: query.trim(), limit: '100' });
      expect(shownNames()).toEqual(names);
    });
    expect(screen.getByText(`Showing ${names.length} of 3 users`)).toBeInTheDocument();
    expect(currentSearch()).toBe(`?q=${encodeURIComponent(query).replace(/%20/g, '+')}`);
  });

  it('widens the search again when characters are deleted', async () => {
    await renderView();
    await userEvent.type(search(), 'ravi');
    await waitFor(() => expect(shownNames()).toEqual(['Ravi Kumar']));
    await userEvent.type(search(), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']));
    await userEvent.type(search(), 'a');
    await waitFor(() => expect(shownNames()).toEqual(['Ravi Kumar', 'Meera Iyer']));
  });

  it('filters by status and trust, says when nothing matches, and clears', async () => {
    await renderView();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'block');
    await waitFor(() => expect(shownNames()).toEqual(['Meera Iyer']));
    expect(lastQuery()).toEqual({ status: 'block', limit: '100' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trust' }), 'no');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 'block', trust: 'no', limit: '100' });
    expect(currentSearch()).toBe('?status=block&trust=no');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']));
    expect(currentSearch()).toBe('');
  });

  it('opens on the view in the URL', async () => {
    await renderView('/user-table?trust=yes&sort=wallet:desc');
    expect(shownNames()).toEqual(['Asha Verma', 'Meera Iyer']);
    expect(mockApi.requestsTo('get', '/users').map((request) => request.path)).toEqual([
      '/users?trust=yes&sort=wallet:desc&limit=100',
      // The unfiltered total, for 'Showing 2 of 3 users' (the list engine keeps the sort, so
      // the same window serves the unfiltered view in that order).
      '/users?sort=wallet:desc&limit=100',
    ]);
    expect(screen.getByRole('combobox', { name: 'Trust' })).toHaveValue('yes');
    expect(screen.getByRole('columnheader', { name: /Wallet/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a header: ascending, descending, then as loaded, kept in the URL', async () => {
    await renderView();
    const byName = () => screen.getByRole('button', { name: /Name/ });
    await userEvent.click(byName());
    await waitFor(() => expect(shownNames()).toEqual(['Asha Verma', 'Meera Iyer', 'Ravi Kumar']));
    expect(lastQuery()).toEqual({ sort: 'name:asc', limit: '100' });
    expect(currentSearch()).toBe('?sort=name%3Aasc');
    await userEvent.click(byName());
    await waitFor(() => expect(shownNames()).toEqual(['Ravi Kumar', 'Meera Iyer', 'Asha Verma']));
    await userEvent.click(byName());
    await waitFor(() => expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']));
    expect(currentSearch()).toBe('');
  });

  it('ignores a sort on a column that cannot be sorted', async () => {
    await renderView('/user-table?sort=action:asc');
    expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']);
    expect(lastQuery()).toEqual({ limit: '100' });
  });

  it('exports the view from the server, saying how much has arrived', async () => {
    const csv = captureCsvDownloads();
    await renderView('/user-table?trust=yes&sort=wallet:asc');
    const file = '"ID","Name"\r\n"3","Meera Iyer"\r\n"1","Asha Verma"';
    mockApi.binary('get', '/users/export.csv', new TextEncoder().encode(file), 'text/csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV exported')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/users/export.csv').map((request) => request.path)).toEqual([
      '/users/export.csv?trust=yes&sort=wallet:asc',
    ]);
    expect(await csv.lines()).toEqual(['"ID","Name"', '"3","Meera Iyer"', '"1","Asha Verma"']);
  });

  it('shows an export in progress and cancels it: nothing is saved', async () => {
    const csv = captureCsvDownloads();
    await renderView();
    mockApi.pending('get', '/users/export.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting CSV: 0 KB received')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(csv.click).not.toHaveBeenCalled();
  });
});
