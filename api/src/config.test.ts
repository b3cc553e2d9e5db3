import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to demo mode on 127.0.0.1:4000 with the documented limits', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      adminEmail: 'admin@rewards.test',
      adminPassword: undefined,
      demoMode: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      cookieSecure: false,
      loginRateLimit: 10,
      videoMaxMb: 200,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '.data'));
  });

  it('turns demo mode off when an admin password is configured', () => {
    const config = loadConfig({
      ADMIN_PASSWORD: 'long-secret-value',
      ADMIN_EMAIL: 'Ops@Example.com',
      COOKIE_SECURE: 'true',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      demoMode: false,
      adminPassword: 'long-secret-value',
      adminEmail: 'ops@example.com',
      cookieSecure: true,
      port: 8080,
    });
  });

  it('never runs production without a password', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(
      'ADMIN_PASSWORD is required when DEMO_MODE=false',
    );
  });

  it('refuses a configured password in demo mode, whose login hint is public', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a-real-long-secret', DEMO_MODE: 'true' })).toThrow(
      'ADMIN_PASSWORD cannot be combined with DEMO_MODE=true',
    );
  });

  it('refuses an admin password shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short-pw-11' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters',
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve-chars' }).adminPassword).toBe('twelve-chars');
  });

  it('serves /api/docs in demo mode, and outside it only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ ADMIN_PASSWORD: 'a-real-long-secret' }).apiDocs).toBe(false);
    expect(loadConfig({ ADMIN_PASSWORD: 'a-real-long-secret', API_DOCS: 'true' }).apiDocs).toBe(
      true,
    );
  });

  it('refuses session lifetimes of zero or below', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      'SESSION_IDLE_MINUTES must be at least 1',
    );
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-5' })).toThrow('SESSION_IDLE_MINUTES');
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: '0' })).toThrow(
      'SESSION_ABSOLUTE_HOURS must be at least 1',
    );
  });

  it('trusts X-Forwarded-For from nobody unless TRUST_PROXY lists proxies', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.0.0.0/8 ,' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('trusts a loopback proxy only with TRUST_PROXY_SECRET: every local process is loopback', () => {
    const secret = 'z'.repeat(32);
    for (const proxy of ['127.0.0.1', 'loopback', '::1', '10.0.0.1,127.0.0.1']) {
      expect(() => loadConfig({ TRUST_PROXY: proxy })).toThrow(
        'TRUST_PROXY lists a loopback address, which every local process shares',
      );
      expect(loadConfig({ TRUST_PROXY: proxy, TRUST_PROXY_SECRET: secret }).trustProxySecret).toBe(
        secret,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY_SECRET: 'short' })).toThrow(
      'TRUST_PROXY_SECRET must be at least 32 characters',
    );
  });

  it('takes writes only from the listed app origins, the local shell when unset', () => {
    expect(loadConfig({}).appOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(
      loadConfig({ APP_ORIGINS: ' https://admin.example.com/ ,http://localhost:3000' }).appOrigins,
    ).toEqual(['https://admin.example.com', 'http://localhost:3000']);
    for (const bad of [
      '*',
      'admin.example.com',
      'https://a.example/admin',
      'ftp://a.example',
      'null',
    ])
      expect(() => loadConfig({ APP_ORIGINS: bad })).toThrow('APP_ORIGINS');
  });

  it('has request, headers and idle timeouts and a connection cap, each configurable', () => {
    expect(loadConfig({}).limits).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      bodyTimeoutMs: 30_000,
      idleTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 512,
      maxConnectionsPerIp: 64,
      maxRequestsPerSocket: 1_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '30000', MAX_CONNECTIONS: '64' }).limits).toMatchObject(
      { requestTimeoutMs: 30_000, maxConnections: 64 },
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '0' })).toThrow(
      'IDLE_TIMEOUT_MS must be at least 1',
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    );
  });

  it('has a body timeout for all but uploads, and a per-address connection cap', () => {
    expect(
      loadConfig({ BODY_TIMEOUT_MS: '5000', MAX_CONNECTIONS_PER_IP: '8' }).limits,
    ).toMatchObject({ bodyTimeoutMs: 5_000, maxConnectionsPerIp: 8 });
    // A shorter request timeout lowers the default body timeout with it.
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '20000' }).limits.bodyTimeoutMs).toBe(20_000);
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '200000' })).toThrow(
      'BODY_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: '0' })).toThrow(
      'MAX_CONNECTIONS_PER_IP must be at least 1',
    );
  });

  it('rejects values that would silently misbehave', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'PORT must be a port from 0 to 65535, got "70000"',
    );
    expect(loadConfig({ PORT: '65535' }).port).toBe(65_535);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be true or false',
    );
  });

  it('marks the cookie Secure outside demo mode unless insecure cookies are explicitly allowed', () => {
    const prod = { ADMIN_PASSWORD: 'a-real-long-secret' };
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig(prod).cookieSecure).toBe(true);
    expect(() => loadConfig({ ...prod, COOKIE_SECURE: 'false' })).toThrow(
      'COOKIE_SECURE=false outside demo mode sends the session cookie over plain HTTP',
    );
    expect(
      loadConfig({ ...prod, COOKIE_SECURE: 'false', ALLOW_INSECURE_COOKIES: 'true' }).cookieSecure,
    ).toBe(false);
    expect(() => loadConfig({ ...prod, ALLOW_INSECURE_COOKIES: 'maybe' })).toThrow(
      'ALLOW_INSECURE_COOKIES must be true or false',
    );
  });

  it('keeps uploads in files on SQLite and in the database on PostgreSQL unless told', () => {
    const pg = { DATABASE_URL: 'postgres://app@db.internal/rewards' };
    expect(loadConfig({}).uploadStore).toBe('fs');
    expect(loadConfig(pg).uploadStore).toBe('db');
    expect(loadConfig({ ...pg, UPLOAD_STORE: 'fs' }).uploadStore).toBe('fs');
    expect(loadConfig({ UPLOAD_STORE: 'db' }).uploadStore).toBe('db');
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow('UPLOAD_STORE must be fs or db');
  });
});
