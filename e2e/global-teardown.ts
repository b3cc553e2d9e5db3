import fs from 'node:fs';
import { RESTARTED_PIDS_FILE } from './tests/support/restarted-services';

/** Stops the app servers journeys restarted themselves (see restarted-services.ts). */
export default function globalTeardown(): void {
  if (!fs.existsSync(RESTARTED_PIDS_FILE)) return;
  for (const pid of fs.readFileSync(RESTARTED_PIDS_FILE, 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // Already stopped by its journey.
    }
  }
  fs.rmSync(RESTARTED_PIDS_FILE, { force: true });
}
