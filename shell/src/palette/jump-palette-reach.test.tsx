import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@rewards/shared/testing';
import { answerSearch, field, path, renderHost } from './test-palette';

const options = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.firstChild?.textContent);

async function openAndType(text: string) {
  await userEvent.keyboard('{Control>}k{/Control}');
  await field();
  if (text) await userEvent.keyboard(text);
}

describe('the jump palette reaches every screen the admin may open (the admin review)', () => {
  beforeEach(() => answerSearch([]));

  it("offers an owner every admin route of the manifest that needs no id, sidebar's first", async () => {
    renderHost('owner');
    await openAndType('');
    expect(options()).toEqual([
      'Dashboard',
      'User Manage',
      'Home Manage',
      'Task Manage',
      'Payment',
      'Crypto Pay',
      'UPI Scanner',
      'Notifications',
      'Withdrawal',
      'Messages',
      'Review Queue',
      'Create Task',
      'Quiz Table',
      'Settings',
      'Audit log',
      'Platform health',
    ]);
  });

  it.each([
    ['wallet', ['User Manage', 'Payment']],
    ['banner', ['Home Manage']],
    ['audit', ['Audit log']],
    ['settings', ['Settings']],
    ['create task', ['Create Task']],
    ['quiz', ['Quiz Table', 'Task Manage', 'Create Task']],
    ['health', ['Platform health']],
    ['withdrawal requests', ['Withdrawal']],
  ])('finds “%s” by label, page title or common words', async (text, found) => {
    renderHost('owner');
    await openAndType(text);
    expect(options()).toEqual(found);
  });

  it('opens a screen reached only by links: Audit log', async () => {
    renderHost('owner');
    await openAndType('audit{Enter}');
    expect(path()).toBe('/settings/audit');
  });

  it('offers a content admin only the screens the role may open', async () => {
    renderHost('content');
    await openAndType('');
    expect(options()).toEqual([
      'Dashboard',
      'Home Manage',
      'Task Manage',
      'Notifications',
      'Create Task',
      'Quiz Table',
      'Settings',
    ]);
  });
});

describe('the jump palette and numbers (the admin review)', () => {
  beforeEach(() => answerSearch([]));

  it('searches a 10-digit phone number and does not offer it as a user id', async () => {
    renderHost('owner');
    await openAndType('6126983494');
    await waitFor(() =>
      expect(mockApi.requestsTo('GET', '/users').at(-1)?.path).toContain('search=6126983494'),
    );
    await screen.findByText('Nothing matches “6126983494”');
    expect(screen.queryByRole('option', { name: /User #/ })).not.toBeInTheDocument();
  });

  it('still offers an id of up to 9 digits', async () => {
    renderHost('owner');
    await openAndType('123456789');
    expect(screen.getByRole('option', { name: /User #123456789/ })).toBeInTheDocument();
  });

  it('says in its placeholder that names work', async () => {
    renderHost('owner');
    await openAndType('');
    expect(await field()).toHaveAttribute(
      'placeholder',
      "Screen, or a user's name, email, phone, ref code or id",
    );
  });
});
