import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@rewards/contract';
import { USER_SEARCH_MAX } from '@rewards/contract/limits';
import { mockApi } from '@rewards/shared/testing';
import { answerSearch, field, path, renderHost } from './test-palette';

const asha = { id: 42, full_name: 'Asha Rao', email: 'asha@example.com' } as User;

describe('the jump palette (keyboard only)', () => {
  it('opens on Ctrl+K, goes to a screen by name with the arrows and Enter', async () => {
    answerSearch([]);
    renderHost();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await field();
    await userEvent.keyboard('pay');
    // Labels first (Payment, Crypto Pay), then titles and words (UPI Payment Details, payouts).
    expect(screen.getByRole('option', { name: /^Payment/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Crypto Pay/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Crypto Pay/ }).id,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 results'));
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/crypto-pay');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it("opens a user's page from the server's search: the first 5 matches", async () => {
    answerSearch([asha]);
    renderHost();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await field();
    await userEvent.keyboard('asha@');
    // Typing fast asks at most every 200 ms; the last text is always sent.
    const searches = () =>
      mockApi
        .requestsTo('GET', '/users')
        .map((sent) => new URLSearchParams(sent.path.split('?')[1]));
    await waitFor(() => expect(searches().at(-1)?.get('search')).toBe('asha@'));
    expect(searches().every((query) => query.get('limit') === '5')).toBe(true);
    const option = await screen.findByRole('option', { name: /Asha Rao \(#42\)/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/user-table/42');
  });

  it('sends at most USER_SEARCH_MAX characters', async () => {
    answerSearch([]);
    renderHost();
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    // Ctrl+V of a long text into the focused field.
    await userEvent.paste('x'.repeat(USER_SEARCH_MAX + 50));
    await waitFor(() => expect(mockApi.requestsTo('GET', '/users').length).toBeGreaterThan(0));
    for (const sent of mockApi.requestsTo('GET', '/users')) {
      const search = new URLSearchParams(sent.path.split('?')[1]).get('search') ?? '';
      expect(search.length).toBeLessThanOrEqual(USER_SEARCH_MAX);
    }
  });

  it('opens a user by id, and Escape closes the palette', async () => {
    answerSearch([]);
    renderHost();
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('17');
    expect(screen.getByRole('option', { name: /User #17/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(path()).toBe('/dashboard');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await field()).toHaveValue('');
    await userEvent.keyboard('17{Enter}');
    expect(path()).toBe('/user-table/17');
  });

  it('searches users from three characters: a shorter text would scan every user', async () => {
    answerSearch([]);
    renderHost();
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('zq');
    expect(await screen.findByText('Type 3 or more characters to search users')).toBeVisible();
    expect(mockApi.requestsTo('GET', '/users')).toHaveLength(0);
    await userEvent.keyboard('x');
    await waitFor(() => expect(mockApi.requestsTo('GET', '/users')).toHaveLength(1));
    expect(screen.queryByText('Type 3 or more characters to search users')).not.toBeInTheDocument();
  });

  it('offers only the screens the role may open, and searches no users without users:read', async () => {
    renderHost('content');
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    expect(screen.queryByRole('option', { name: /Payment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Home Manage/ })).toBeInTheDocument();
    await userEvent.keyboard('asha');
    expect(await screen.findByText('Nothing matches “asha”')).toBeInTheDocument();
    expect(mockApi.requestsTo('GET', '/users')).toHaveLength(0);
  });
});
