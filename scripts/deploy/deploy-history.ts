/**
 * A remote's deploy history (`<deploy dir>/history.json`): `live` is a stack of the versions
 * remotes.json pointed at, newest last (a deploy pushes, a rollback pops, so rolling back
 * twice goes two deploys back); `log` is every deploy and rollback, newest last, capped.
 */
import fs from 'node:fs';
import { writeFileAtomic } from './atomic-write';

export interface LiveVersion {
  version: string;
  manifestUrl: string;
  at: string;
}

export interface LogEntry {
  action: 'deploy' | 'rollback';
  version: string;
  from: string | null;
  by: string;
  at: string;
}

export interface DeployHistory {
  live: LiveVersion[];
  log: LogEntry[];
}

const LOG_MAX = 100;

export function readHistory(file: string): DeployHistory {
  if (!fs.existsSync(file)) return { live: [], log: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DeployHistory;
}

export function writeHistory(file: string, history: DeployHistory): void {
  writeFileAtomic(
    file,
    `${JSON.stringify({ live: history.live, log: history.log.slice(-LOG_MAX) }, null, 2)}\n`,
  );
}
