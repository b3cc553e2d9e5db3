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
      ADMIN_PASSWORD: 'long-secret',
      ADMIN_EMAIL: 'Ops@Example.com',
      COOKIE_SECURE: 'true',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      demoMode: false,
      adminPassword: 'long-secret',
      adminEmail: 'ops@example.com',
      cookieSecure: true,
      port: 8080,
    });
  });

  it('lets DEMO_MODE override either way, but never without a password in production', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'x', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(
      'ADMIN_PASSWORD is required when DEMO_MODE=false',
    );
  });

  it('rejects values that would silently misbehave', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be true or false',
    );
  });
});
