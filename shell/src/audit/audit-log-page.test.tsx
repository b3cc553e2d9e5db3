import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminListResponse, AuditEntry, AuditPageResponse } from '@rewards/contract';
import {
  currentParams,
  LocationProbe,
  mockApi,
  renderWithProviders,
  rowOf,
} from '@rewards/shared/testing';
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

const page = (data: AuditEntry[], nextBefore: number | null): AuditPageResponse => ({
  success: true,
  data,
  nextBefore,
});

function renderPage(route = '/settings/audit', as: 'owner' | 'finance' = 'owner') {
  return renderWithProviders(
    <>
      <AuditLogPage />
      <LocationProbe />
    </>,
    { route, as },
  );
}

const auditRequests = () => mockApi.requestsTo('GET', '/audit').map((r) => r.path);

describe('AuditLogPage', () => {
  beforeEach(() => {
    mockApi.get<AdminListResponse>('/admins', { success: true, data: [] });
  });

  it('shows who did what to which record, before and after, when and from where', async () => {
    mockApi.get<AuditPageResponse>('/audit', page([entry(3)], null));
    renderPage();
    await screen.findByText('10.0.0.9');
    const row = rowOf('10.0.0.9');
    expect(row.getByText('Changed trust of user')).toBeInTheDocument();
    expect(row.getByText('admin@rewards.test')).toBeInTheDocument();
    expect(row.getByText('trust: false → true')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'User #7' })).toHaveAttribute('href', '/user-table/7');
    expect(screen.getByText('1 entries loaded')).toBeInTheDocument();
  });

  it('loads older pages by keyset as the end of the list comes into view', async () => {
    mockApi.get<AuditPageResponse>('/audit', (request) =>
      request.path.includes('before=91')
        ? page([entry(90), entry(89)], null)
        : page(
            Array.from({ length: 10 }, (_, i) => entry(100 - i)),
            91,
          ),
    );
    renderPage();
    // Two requests one after the other: a ceiling for a busy machine, not a wait.
    expect(await screen.findByText('12 entries loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(auditRequests()).toEqual(['/audit?limit=200', '/audit?limit=200&before=91']);
  });

  it('keeps the filters in the URL and sends them to the API; a row narrows to its admin', async () => {
    mockApi.get<AuditPageResponse>(
      '/audit',
      page([entry(3, { adminId: 4, adminEmail: 'fin@x.test' })], null),
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
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /^\/api\/audit\/export\.csv\?adminId=4&action=user\.wallet&userId=9&from=/,
    );
  });

  it('links a withdrawal to its details on the withdrawals screen', async () => {
    mockApi.get<AuditPageResponse>(
      '/audit',
      page([entry(5, { action: 'withdrawal.decide', entity: 'withdrawal', entityId: 12 })], null),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Withdrawal #12' })).toHaveAttribute(
      'href',
      '/withdrawal?details=12',
    );
  });

  it('offers finance the money actions only, without listing the admins', async () => {
    mockApi.get<AuditPageResponse>('/audit', page([], null));
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
