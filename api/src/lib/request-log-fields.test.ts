import { urlWithoutQueryValues } from './request-log-fields';

describe('what the request log keeps of a URL', () => {
  it('keeps the path and the names of the query, not their values', () => {
    expect(urlWithoutQueryValues('/api/users?search=priya.sharma%40example.com&limit=5')).toBe(
      '/api/users?search=&limit=',
    );
    expect(urlWithoutQueryValues('/api/withdrawals?status=pending&upi=9876543210%40upi')).toBe(
      '/api/withdrawals?status=&upi=',
    );
  });

  it('leaves a URL without a query as it is', () => {
    expect(urlWithoutQueryValues('/api/admin/me')).toBe('/api/admin/me');
    expect(urlWithoutQueryValues('/api/users?')).toBe('/api/users?');
  });
});
