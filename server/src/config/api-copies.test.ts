import fs from 'node:fs';
import path from 'node:path';
import { FRIENDLY_BY_CODE as API_FRIENDLY } from '../../../api/src/plugins/error-handler';
import { SESSION_COOKIE as API_COOKIE } from '../../../api/src/plugins/auth-hook';
import { PROXY_SECRET_HEADER as API_SECRET } from '../../../api/src/plugins/proxy-client-ip';
import { REQUEST_ID_HEADER as API_REQUEST_ID } from '../../../api/src/plugins/request-ids';
import { parseAppOrigins as apiOrigins } from '../../../api/src/lib/app-origins';
import { serverLimitsFrom as apiLimits } from '../../../api/src/server-limits-config';
import {
  FRIENDLY_BY_CODE,
  PROXY_SECRET_HEADER,
  REQUEST_ID_HEADER,
  SESSION_COOKIE,
} from './api-names';
import { parseAppOrigins } from './app-origins';
import { serverLimitsFrom } from './server-limits-config';

// The production server ships without the API's source, so it holds copies of the few names
// and rules it shares with the API; this fails the moment one drifts.
describe("the server's copies of the API's names and rules", () => {
  it('has the same cookie, headers and messages', () => {
    expect([SESSION_COOKIE, PROXY_SECRET_HEADER, REQUEST_ID_HEADER]).toEqual([
      API_COOKIE,
      API_SECRET,
      API_REQUEST_ID,
    ]);
    expect(FRIENDLY_BY_CODE).toEqual(API_FRIENDLY);
  });

  it.each([
    {},
    { REQUEST_TIMEOUT_MS: '60000', BODY_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '9' },
    { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' },
    { KEEP_ALIVE_TIMEOUT_MS: 'soon' },
  ])('reads the server limits as the API does: %j', (env) => {
    const outcome = (read: typeof apiLimits) => {
      try {
        return read(env);
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(outcome(serverLimitsFrom)).toEqual(outcome(apiLimits));
  });

  it.each([undefined, 'https://admin.example.com, http://localhost:3000', 'https://*.example.com'])(
    'reads APP_ORIGINS as the API does: %s',
    (value) => {
      const outcome = (read: typeof apiOrigins) => {
        try {
          return read(value);
        } catch (error) {
          return (error as Error).message;
        }
      };
      expect(outcome(parseAppOrigins)).toEqual(outcome(apiOrigins));
    },
  );

  // Copied whole (the server's own header and imports aside): the code from `from` on is the same.
  it.each([
    ['plugins/server-limits.ts', 'app-server/server-limits.ts', '/**\n * Timeouts and caps'],
    ['plugins/client-errors.ts', 'app-server/client-errors.ts', '/**\n * Node'],
  ])('holds the code of api/src/%s in %s', (api, copy, from) => {
    const code = (file: string) => {
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain(from);
      return text.slice(text.indexOf(from));
    };
    const root = path.resolve(__dirname, '../../..');
    expect(code(path.join(root, 'server/src', copy))).toBe(code(path.join(root, 'api/src', api)));
  });
});
