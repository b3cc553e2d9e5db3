import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import {
  DashboardStats,
  RecentActivity,
  type ActivitiesResponse,
  type SeriesResponse,
  type StatsResponse,
} from '@rewards/contract';
import { schemaErrors } from '@rewards/contract/testing';
import { DashboardPage } from './dashboard-page';

const stats = {
  totalUsers: 1234,
  totalRevenue: 172005.5,
  pendingWithdrawals: 3,
  pendingPayments: 2,
  todayQuizCompletions: 9,
  activePlans: 40,
} satisfies DashboardStats;

const payment = {
  id: 'payment-1',
  description: 'Payment of ₹500 by Asha',
  timestamp: '2026-11-21T10:00:00Z',
  type: 'payment',
  userId: 5,
} satisfies RecentActivity;

function answerDashboard(activities: RecentActivity[]) {
  mockApi.get<StatsResponse>('/dashboard/stats', { success: true, data: stats });
  mockApi.get<ActivitiesResponse>('/dashboard/recent-activities', {
    success: true,
    data: activities,
  });
  mockApi.get<SeriesResponse>('/dashboard/series', { success: true, data: [] });
}

describe('DashboardPage', () => {
  it('is tested with data the API can answer', () => {
    expect(schemaErrors(DashboardStats, stats)).toEqual([]);
    expect(schemaErrors(RecentActivity, payment)).toEqual([]);
  });

  it('shows the two stat cards, the six navigation cards and the activity list', async () => {
    answerDashboard([payment]);
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('₹1,72,005.50')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole(
      'link',
    );
    expect(quickLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/user-table',
      '/payment',
      '/withdrawal',
      '/quiz_table',
      '/upi-scanner',
      '/notifications',
    ]);
    // The entry opens the page of the user it is about.
    expect(screen.getByRole('link', { name: 'Payment of ₹500 by Asha' })).toHaveAttribute(
      'href',
      '/user-table/5',
    );
    expect(screen.getByText('payment')).toBeInTheDocument();
  });

  it("links no activity to a user's page for a role without users:read", async () => {
    answerDashboard([payment]);
    renderWithProviders(<DashboardPage />, { as: 'content' });
    expect(await screen.findByText('Payment of ₹500 by Asha')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment of ₹500 by Asha' })).not.toBeInTheDocument();
  });

  it('shows only the navigation cards whose screens the role may open', async () => {
    answerDashboard([]);
    renderWithProviders(<DashboardPage />, { as: 'support' });
    await screen.findByText('No recent activities');
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole(
      'link',
    );
    expect(quickLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/user-table',
      '/notifications',
    ]);
  });

  it.each(['content', 'support'] as const)(
    'hides the money card and the money filters from %s, as the API does',
    async (role) => {
      mockApi.get<StatsResponse>('/dashboard/stats', {
        success: true,
        data: { ...stats, totalRevenue: null, pendingWithdrawals: null, pendingPayments: null },
      });
      mockApi.get<ActivitiesResponse>('/dashboard/recent-activities', { success: true, data: [] });
      mockApi.get<SeriesResponse>('/dashboard/series', { success: true, data: [] });
      renderWithProviders(<DashboardPage />, {
        as: role,
        route: '/dashboard?activity=withdrawal',
      });
      expect(await screen.findByText('1,234')).toBeInTheDocument();
      expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
      const options = within(screen.getByRole('combobox', { name: 'Show' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(
        role === 'support' ? ['All types', 'Registrations', 'Other'] : ['All types', 'Other'],
      );
      // A money filter in the URL falls back to all the role may read.
      expect(mockApi.requestsTo('get', '/dashboard/recent-activities').map((r) => r.path)).toEqual([
        '/dashboard/recent-activities',
      ]);
    },
  );

  it("says 'No recent activities' when there are none", async () => {
    answerDashboard([]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No recent activities')).toBeInTheDocument();
  });

  it('offers a retry when the stats cannot be loaded', async () => {
    answerDashboard([]);
    mockApi.unreachable('get', '/dashboard/stats');
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Could not load the dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says in words what failed and what to do, not "Request failed (500)"', async () => {
    answerDashboard([]);
    mockApi.get('/dashboard/stats', {}, { status: 500 });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Could not load the dashboard')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The server ran into a problem. Try again in a minute; if it keeps failing, tell the technical team.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it('filters Recent Activity by type through the API, and keeps the filter in the URL', async () => {
    const withdrawal = {
      id: 'audit-7',
      description: 'Approved withdrawal #13 of ₹1,250.00 for Asha Rao',
      timestamp: '2026-11-21T11:00:00Z',
      type: 'withdrawal',
      userId: null,
    } satisfies RecentActivity;
    answerDashboard([payment]);
    mockApi.get<ActivitiesResponse>('/dashboard/recent-activities', (sent) => ({
      success: true,
      data: sent.path.endsWith('?type=withdrawal') ? [withdrawal] : [payment],
    }));
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Payment of ₹500 by Asha')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Withdrawals');
    expect(await screen.findByText(withdrawal.description)).toBeInTheDocument();
    expect(screen.queryByText('Payment of ₹500 by Asha')).not.toBeInTheDocument();
    expect(screen.getByText('withdrawal')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/dashboard/recent-activities').map((r) => r.path)).toEqual([
      '/dashboard/recent-activities',
      '/dashboard/recent-activities?type=withdrawal',
    ]);
    // The stats were not loaded again for a filter change.
    expect(mockApi.requestsTo('get', '/dashboard/stats')).toHaveLength(1);
  });

  it('opens with the filter of ?activity=registration', async () => {
    answerDashboard([]);
    renderWithProviders(<DashboardPage />, { route: '/dashboard?activity=registration' });
    await screen.findByText('No recent activities');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('registration');
    expect(mockApi.requestsTo('get', '/dashboard/recent-activities').map((r) => r.path)).toEqual([
      '/dashboard/recent-activities?type=registration',
    ]);
  });

  it('keeps what loaded when one part fails, and retries only that part', async () => {
    answerDashboard([payment]);
    mockApi.unreachable('get', '/dashboard/recent-activities');
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('Could not load the recent activity')).toBeInTheDocument();
    expect(screen.getByText('₹1,72,005.50')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the dashboard')).not.toBeInTheDocument();

    answerDashboard([payment]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Payment of ₹500 by Asha')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/dashboard/stats')).toHaveLength(1);
    expect(mockApi.requestsTo('get', '/dashboard/recent-activities')).toHaveLength(2);
  });

  it('shows the recent activity when only the stats fail', async () => {
    answerDashboard([payment]);
    mockApi.unreachable('get', '/dashboard/stats');
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Could not load the dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Payment of ₹500 by Asha')).toBeInTheDocument();
  });
});
