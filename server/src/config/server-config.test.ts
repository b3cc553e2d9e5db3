import { loadServerConfig } from './server-config';

describe("an app server's settings", () => {
  it('defaults to the app port, the local API, no metrics and info logs', () => {
    expect(loadServerConfig({}, 3001)).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      apiUrls: ['http://127.0.0.1:4000'],
      metricsPort: 0,
      logLevel: 'info',
      sourceMaps: false,
    });
    expect(loadServerConfig({ PORT: '4100' }, 3000).apiUrls).toEqual(['http://127.0.0.1:4100']);
    const several = loadServerConfig({ API_URLS: 'http://a:1, http://b:2' }, 3000);
    expect(several.apiUrls).toEqual(['http://a:1', 'http://b:2']);
  });

  it("reads each remote's public origin by its folder name", () => {
    const env = {
      REMOTE_ORIGINS: ' mfe-users=https://users.example.com/ , mfe-public=https://www.example.com',
    };
    expect(loadServerConfig(env, 3000).remoteOrigins).toEqual({
      mfe_users: 'https://users.example.com',
      mfe_public: 'https://www.example.com',
    });
    expect(loadServerConfig({}, 3000).remoteOrigins).toEqual({});
  });

  it.each([
    [{ APP_PORT: '70000' }, 'APP_PORT must be a port number (0-65535), got "70000"'],
    [{ METRICS_PORT: 'x' }, 'METRICS_PORT must be a non-negative integer, got "x"'],
    [{ API_URL: 'localhost:4000' }, 'API_URL: "localhost:4000" is not an http(s) URL'],
    [{ API_URLS: 'http://a:1,ftp://b' }, 'API_URLS: "ftp://b" is not an http(s) URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ LOG_FORMAT: 'yaml' }, 'LOG_FORMAT must be json or text, got "yaml"'],
    [{ SERVE_SOURCE_MAPS: 'yes' }, 'SERVE_SOURCE_MAPS must be true or false'],
    [{ APP_ORIGINS: 'admin.example.com' }, 'APP_ORIGINS: "admin.example.com" is not an origin'],
    [{ REMOTE_ORIGINS: 'mfe-wallet=https://w.example.com' }, 'REMOTE_ORIGINS: "mfe-wallet" is not'],
    [{ REMOTE_ORIGINS: 'mfe-users' }, 'REMOTE_ORIGINS: "" is not an origin'],
    [{ REMOTE_ORIGINS: 'mfe-users=https://u.example.com/app' }, 'must be scheme://host[:port]'],
    [
      { REMOTE_ORIGINS: 'mfe-users=https://a.example.com,mfe-users=https://b.example.com' },
      'REMOTE_ORIGINS: "mfe-users" is named twice',
    ],
  ])('refuses %j with a line naming the setting', (env, message) => {
    expect(() => loadServerConfig(env, 3000)).toThrow(message);
  });
});
