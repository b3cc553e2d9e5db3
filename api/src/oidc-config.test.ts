import { loadConfig } from './config';

// Company sign-in's settings are checked at start (docs/security.md#sso).
describe('OIDC settings', () => {
  const base = {
    OIDC_ISSUER: 'https://login.example.com/',
    OIDC_CLIENT_ID: 'rewards-admin',
    OIDC_CLIENT_SECRET: 'secret',
  };
  const production = {
    ADMIN_PASSWORD: 'a-long-enough-password',
    APP_ORIGINS: 'https://admin.example.com',
  };

  it('is off with none of the three set', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('needs issuer, client id and secret together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: base.OIDC_ISSUER })).toThrow(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET missing',
    );
    expect(() => loadConfig({ OIDC_PROVIDER_NAME: 'Okta' })).toThrow(
      'OIDC_PROVIDER_NAME set without OIDC_ISSUER',
    );
  });

  it('derives the name and the redirect URL on the admin app', () => {
    expect(loadConfig({ ...base, ...production }).oidc).toEqual({
      issuer: 'https://login.example.com/',
      clientId: 'rewards-admin',
      clientSecret: 'secret',
      providerName: 'login.example.com',
      redirectUrl: 'https://admin.example.com/api/admin/sso/callback',
      amrSatisfiesMfa: false,
      allowHttpIssuer: false,
    });
  });

  it('refuses an issuer that is not a URL, or plain HTTP off this host', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'login.example.com' })).toThrow(
      'OIDC_ISSUER must be a URL',
    );
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      'OIDC_ISSUER must be https://',
    );
  });

  it('takes plain HTTP to localhost in demo mode, and in production only when told', () => {
    const local = { ...base, OIDC_ISSUER: 'http://localhost:4455' };
    expect(loadConfig(local).oidc?.allowHttpIssuer).toBe(true);
    expect(() => loadConfig({ ...local, ...production })).toThrow('OIDC_ALLOW_HTTP_ISSUER');
    const allowed = { ...local, ...production, OIDC_ALLOW_HTTP_ISSUER: 'true' };
    expect(loadConfig(allowed).oidc?.issuer).toBe('http://localhost:4455');
  });

  it('keeps the redirect URL on an APP_ORIGINS origin, at the callback path', () => {
    for (const url of [
      'https://evil.example.com/api/admin/sso/callback',
      'https://admin.example.com/cb',
    ])
      expect(() => loadConfig({ ...base, ...production, OIDC_REDIRECT_URL: url })).toThrow(
        'OIDC_REDIRECT_URL must be',
      );
  });

  it('reads OIDC_AMR_SATISFIES_MFA as a boolean', () => {
    expect(loadConfig({ ...base, OIDC_AMR_SATISFIES_MFA: 'true' }).oidc?.amrSatisfiesMfa).toBe(
      true,
    );
    expect(() => loadConfig({ ...base, OIDC_AMR_SATISFIES_MFA: 'maybe' })).toThrow(
      'OIDC_AMR_SATISFIES_MFA',
    );
  });
});
