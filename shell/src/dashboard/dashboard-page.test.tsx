import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { apiClient } from '@rewards/shared';
import { DashboardStats, RecentActivity } from '@rewards/contract';
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
} satisfies RecentActivity;

function mockApi(activities: RecentActivity[]) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/dashboard/stats') return { data: { success: true, data: stats } };
    if (url === '/dashboard/recent-activities')
      return { data: { success: true, data: activities } };
    return { data: { success: true, data: [] } };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('DashboardPage', () => {
  it('is tested with data the API can answer', () => {
    expect(schemaErrors(DashboardStats, stats)).toEqual([]);
    expect(schemaErrors(RecentActivity, payment)).toEqual([]);
  });

  it('shows the two stat cards, the six navigation cards and the activity list', async () => {
    mockApi([payment]);
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
    expect(screen.getByText('Payment of ₹500 by Asha')).toBeInTheDocument();
    expect(screen.getByText('payment')).toBeInTheDocument();
  });

  it("says 'No recent activities' when there are none", async () => {
    mockApi([]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No recent activities')).toBeInTheDocument();
  });

  it('offers a retry when the stats cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('The server could not be reached.'));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Could not load the dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
