import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminListResponse, AuditEntry, AuditPageResponse } from '@rewards/contract';
import { currentParams, mockApi, renderWithProviders, rowOf } from '@rewards/shared/testing';
import { AuditLogPage } from './audit-log-page';

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-22T10:00:00.000Z',
  adminId: 1,
  adminEmail: 'admin@rewards.test',
  action: 'user.trust',
  entity: 'user',
  entityId: 7,
  before: '{"trust":false}',
  after: '{"trust":true}',
  ip: '10.0.0.9',
  ...changes,
});

const page = (rows: AuditEntry[], total = rows.length): AuditPageResponse => ({
  success: true,
  data: { rows, total, totalIsEstimate: false, nextCursor: null, position: 0 },
});

function renderPage(route = '/settings/audit', as: 'owner' | 'finance' = 'owner') {
  return renderWithProviders(<AuditLogPage />, { route, as, probe: true });
}

const auditRequests = () => mockApi.requestsTo('GET', '/audit').map((r) => r.path);

describe('AuditLogPage', () => {
  beforeEach(() => {
    mockApi.get<AdminListResponse>('/admins', { success: true, data: [] });
  });

  it('shows who did what to which record, before and after, when and from where', async () => {
    mockApi.get<AuditPageResponse>('/audit', page([entry(3)]));
    renderPage();
    await screen.findByText('10.0.0.9');
    const row = rowOf('10.0.0.9');
    expect(row.getByText('Changed trust of user')).toBeInTheDocument();
    expect(row.getByText('admin@rewards.test')).toBeInTheDocument();
    expect(row.getByText('Trust: false → true')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'User #7' })).toHaveAttribute('href', '/user-table/7');
    expect(screen.getByText('1 entry')).toBeInTheDocument();
  });

  it('reads the list engine a window at a time, counting every matching entry', async () => {
    mockApi.get<AuditPageResponse>(
      '/audit',
      page(
        Array.from({ length: 10 }, (_, i) => entry(100 - i)),
        1234,
      ),
    );
    renderPage();
    expect(await screen.findByText('1,234 entries')).toBeInTheDocument();
    expect(auditRequests()[0]).toBe('/audit?limit=100');
  });

  it('keeps the filters in the URL and sends them to the API; a row narrows to its admin', async () => {
    mockApi.get<AuditPageResponse>(
      '/audit',
      page([entry(3, { adminId: 4, adminEmail: 'fin@x.test' })]),
    );
    renderPage('/settings/audit?action=user.wallet&from=2026-11-01&user=9');
    // A user's page links here with ?user=: the API gets userId and the page says so.
    expect(await screen.findByRole('link', { name: 'user #9' })).toHaveAttribute(
      'href',
      '/user-table/9',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'fin@x.test' }));
    await waitFor(() => expect(currentParams()).toMatchObject({ admin: '4' }));
    const last = new URLSearchParams(auditRequests().at(-1)?.split('?')[1]);
    expect(Object.fromEntries(last)).toMatchObject({
      adminId: '4',
      action: 'user.wallet',
      userId: '9',
    });
    expect(new Date(last.get('from') ?? '').getDate()).toBe(1);
    mockApi.binary('get', '/audit/export.csv', new TextEncoder().encode('"ID"\r\n'), 'text/csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mockApi.requestsTo('GET', '/audit/export.csv')).toHaveLength(1));
    const csv = new URLSearchParams(
      mockApi.requestsTo('GET', '/audit/export.csv')[0]?.path.split('?')[1],
    );
    expect(Object.fromEntries(csv)).toMatchObject({
      adminId: '4',
      action: 'user.wallet',
      userId: '9',
    });
  });

  it('links a withdrawal to its details on the withdrawals screen', async () => {
    mockApi.get<AuditPageResponse>(
      '/audit',
      page([entry(5, { action: 'withdrawal.decide', entity: 'withdrawal', entityId: 12 })]),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Withdrawal #12' })).toHaveAttribute(
      'href',
      '/withdrawal?details=12',
    );
  });

  it('offers finance the money actions only, without listing the admins', async () => {
    mockApi.get<AuditPageResponse>('/audit', page([]));
    renderPage('/settings/audit', 'finance');
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
    const actions = within(screen.getByRole('combobox', { name: 'Action' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(actions).toContain('Decided withdrawal');
    expect(actions).not.toContain('Added quiz');
    expect(mockApi.requestsTo('GET', '/admins')).toHaveLength(0);
  });
});
