import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, queryOf, renderWithProviders, type SentRequest } from '@rewards/shared/testing';
import NotificationsPage from './notifications-page';
import { makeNotification } from '../test-fixtures';

const TOTAL = 700;
const all = Array.from({ length: TOTAL }, (_, i) =>
  makeNotification({ id: i + 1, message: `Message ${i + 1}` }),
);

/** The server's windows: the position each GET started at, in order. */
let asked: number[] = [];
function mockPagedNotifications() {
  mockApi.get('/notifications', (sent: SentRequest) => {
    const query = queryOf(sent);
    const position = Number(query.cursor ?? query.position ?? 0);
    const limit = Number(query.limit);
    asked.push(position);
    const end = position + limit;
    return {
      success: true as const,
      data: {
        rows: all.slice(position, end),
        total: TOTAL,
        totalIsEstimate: false,
        nextCursor: end < TOTAL ? String(end) : null,
        position,
      },
    };
  });
}

beforeEach(() => {
  asked = [];
  jest.restoreAllMocks();
});

describe('NotificationsPage — Shift+click ranges (decision 044)', () => {
  it('selects the rows in between that were never loaded', async () => {
    mockPagedNotifications();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { route: '/notifications' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 2' }));
    // Straight to row 601 (the scrollbar dragged): the windows in between are never loaded.
    const scroller = screen.getByLabelText('Notifications (scrollable)');
    act(() => {
      scroller.scrollTop = 595 * 64;
      fireEvent.scroll(scroller);
    });
    await screen.findByRole('checkbox', { name: 'Select row 601' });
    expect(asked).not.toContain(300);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 601' }));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('600 notifications selected')).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining([100, 200, 300, 400, 500]));
  });
});
