import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureCsvDownloads,
  currentSearch,
  LocationProbe,
  renderWithProviders,
} from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockUserList } from '../test-fixtures';

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

async function renderView(route = '/user-table') {
  mockUserList(USERS);
  renderWithProviders(
    <>
      <UserTablePage />
      <LocationProbe />
    </>,
    { route },
  );
  await screen.findByText('Asha Verma');
}

/** Names of the rows on screen, top to bottom. */
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);
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
    await waitFor(() => expect(shownNames()).toEqual(names));
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
    expect(shownNames()).toEqual(['Meera Iyer']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trust' }), 'no');
    expect(screen.getByText('No users match these filters')).toBeInTheDocument();
    expect(currentSearch()).toBe('?status=block&trust=no');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']);
    expect(currentSearch()).toBe('');
  });

  it('opens on the view in the URL', async () => {
    await renderView('/user-table?trust=yes&sort=wallet:desc');
    expect(shownNames()).toEqual(['Asha Verma', 'Meera Iyer']);
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
    expect(shownNames()).toEqual(['Asha Verma', 'Meera Iyer', 'Ravi Kumar']);
    expect(currentSearch()).toBe('?sort=name%3Aasc');
    await userEvent.click(byName());
    expect(shownNames()).toEqual(['Ravi Kumar', 'Meera Iyer', 'Asha Verma']);
    await userEvent.click(byName());
    expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']);
    expect(currentSearch()).toBe('');
  });

  it('ignores a sort on a column that cannot be sorted', async () => {
    await renderView('/user-table?sort=action:asc');
    expect(shownNames()).toEqual(['Asha Verma', 'Ravi Kumar', 'Meera Iyer']);
  });

  it('exports exactly the rows shown, in their order, as CSV', async () => {
    const csv = captureCsvDownloads();
    await renderView('/user-table?trust=yes&sort=wallet:asc');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = await csv.lines();
    expect(lines[0]).toBe(
      '"ID","Name","Email","DOB","Country","Phone","Gender","Verified","Wallet","Business Plan",' +
        '"Payment Status","Day Count","Trust","Under Ref","Ref Count","Ref Code","Created At",' +
        '"Status","Pause/Block Date"',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '"Meera Iyer"',
      '"Asha Verma"',
    ]);
    expect(lines[2]).toContain('"50.00"');
  });
});
