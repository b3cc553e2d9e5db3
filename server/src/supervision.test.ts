import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from './platform-apps';

// The production review: SIGTERM to the launcher stops its services after they finished
// their requests (and keeps their last lines); a crashed service is restarted, counted.

const FIXTURE = path.join(__dirname, 'test-supervised-fixture.ts');

interface Launcher {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output after `from` characters. */
  waitFor: (pattern: RegExp, from?: number) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

function startLauncher(runDir: string): Launcher {
  // node itself with tsx as a loader, as production runs the compiled launcher: the tsx CLI
  // would run it in a child and relay SIGTERM, and when the child's acknowledgement took over
  // 30 ms (a loaded CI machine) the CLI SIGKILLed it and exited 143.
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT_DIR,
    env: { ...process.env, RUN_DIR: runDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) waiter();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return {
    process: child,
    output: () => output,
    waitFor: (pattern, from = 0) =>
      new Promise((resolve) => {
        const check = () => {
          const match = pattern.exec(output.slice(from));
          if (match) {
            waiters.splice(waiters.indexOf(check), 1);
            resolve(match);
          }
        };
        waiters.push(check);
        check();
      }),
    exited: new Promise((resolve) => child.on('exit', resolve)),
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

let runDir = '';
let launcher: Launcher | undefined;
beforeEach(() => {
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervision-'));
});
afterEach(async () => {
  if (launcher?.process.exitCode === null) {
    launcher.process.kill('SIGKILL');
    await launcher.exited;
  }
  const pidFile = path.join(runDir, 'slow.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
  if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(runDir, { recursive: true, force: true });
});

test('SIGTERM drains in-flight requests, then the launcher and its services end', async () => {
  launcher = startLauncher(runDir);
  const [, port, pid] = await launcher.waitFor(/listening (\d+) pid (\d+)/);
  const slow = fetch(`http://127.0.0.1:${port}/slow`).then((answer) => answer.text());
  await launcher.waitFor(/request started/);
  launcher.process.kill('SIGTERM');
  expect(await slow).toBe('done');
  expect(await launcher.exited).toBe(0);
  // JSON lines under a supervisor (launcher-log.ts): the service's last line, then its exit.
  expect(launcher.output()).toMatch(
    /"app":"slow","msg":"drained"\}\n[^]*"app":"slow","msg":"exited \(0\)"/,
  );
  expect(alive(Number(pid))).toBe(false);
});

test('a crashed service is restarted and counted; one stopped on purpose stays down', async () => {
  launcher = startLauncher(runDir);
  const [, , pid] = await launcher.waitFor(/listening (\d+) pid (\d+) restarts 0/);
  process.kill(Number(pid), 'SIGKILL');
  await launcher.waitFor(/"level":50,"time":\d+,"app":"slow","msg":"crashed; restart 1 in 0\.5 s"/);
  const restarted = await launcher.waitFor(/listening (\d+) pid (\d+) restarts 1/);
  const newPid = Number(restarted[2]);
  expect(Number(fs.readFileSync(path.join(runDir, 'slow.pid'), 'utf8'))).toBe(newPid);

  const before = launcher.output().length;
  process.kill(newPid, 'SIGTERM');
  await launcher.waitFor(/"app":"slow","msg":"exited \(0\)"/, before);
  // Longer than the first restart delay (0.5 s): nothing comes back.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(launcher.output().slice(before)).not.toMatch(/restart 2|listening/);
});
