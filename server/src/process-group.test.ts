import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from './platform-apps';

const TSX = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
const FIXTURE = path.join(__dirname, 'test-failed-start-fixture.ts');

/** Running: a zombie (ended, not yet reaped by whoever adopted it) counts as ended. */
function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (fs.existsSync('/proc/self/stat')) {
    try {
      return !/^\d+ \(.*\) Z/.test(fs.readFileSync(stat, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

let orphan: number | undefined;
let runDir = '';
afterEach(() => {
  if (orphan && alive(orphan)) process.kill(orphan, 'SIGKILL');
  fs.rmSync(runDir, { recursive: true, force: true });
});

test('a start script that fails stops the services it started', async () => {
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'process-group-'));
  const script = spawn(TSX, [FIXTURE], {
    env: { ...process.env, RUN_DIR: runDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => script.on('exit', resolve));
  expect(code).toBe(1);

  const pid = Number(/pid (\d+)/.exec(output)?.[1]);
  expect(pid).toBeGreaterThan(0);
  orphan = pid;
  // The child was sent SIGTERM as the script exited; it ends within moments (the test's
  // timeout is the ceiling). Without the exit hook it would live on, an orphan.
  await until(() => !alive(pid));
});
