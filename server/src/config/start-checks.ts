/**
 * What the launcher (`npm start`, `npm run start:prod`) checks before it starts anything: the
 * shell's origins, every app server's settings and the API's (api/dist/check-config.js, the
 * API's own rules). Every problem is one line; none is a stack trace.
 */
import path from 'node:path';
import { parseAppOrigins } from '@rewards/http-edge';
import { appMetricsOffset, metricsPortEnv } from '../metrics-ports';
import { APPS, ROOT_DIR } from '../platform-apps';
import { loadServerConfig } from './server-config';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function appServerProblems(env: NodeJS.ProcessEnv): string[] {
  const problems = new Set<string>();
  try {
    parseAppOrigins(env.APP_ORIGINS);
  } catch (error) {
    problems.add(messageOf(error));
  }
  for (const app of APPS) {
    try {
      loadServerConfig({ ...env, ...metricsPortEnv(appMetricsOffset(app), env) }, app.port);
    } catch (error) {
      problems.add(messageOf(error));
    }
  }
  return [...problems];
}

/**
 * The compiled API checks its own settings (api/src/check-config.ts: one source of its rules),
 * loaded into this process: a second node process cost 1-2 s on a loaded machine.
 */
export function apiProblems(apiEnv: NodeJS.ProcessEnv): string[] {
  const file = path.join(ROOT_DIR, 'api', 'dist', 'check-config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the API's compiled file, found at run time
  const { configProblems } = require(file) as {
    configProblems: (env: NodeJS.ProcessEnv) => string[];
  };
  return configProblems({ ...process.env, ...apiEnv });
}
