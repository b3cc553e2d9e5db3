/**
 * `node api/dist/check-config.js`: the API's settings checked without opening or starting
 * anything. The launcher (`npm run start:prod`) runs it before any service, so a bad setting
 * stops the start at once with one line, not after the remotes started (15-22 s,
 * the production review). One line per problem on stderr; exit code 2.
 */
import { loadConfig } from './config';
import { assertDataDir } from './data-dir';

export function configProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  try {
    const config = loadConfig(env);
    if (!config.databaseUrl) assertDataDir(config.dataDir);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

if (require.main === module) {
  const problems = configProblems();
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 2 : 0);
}
