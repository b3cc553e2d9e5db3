/**
 * `npm run checks`: what CI checks after the install and after `npm test` (the README's test
 * command, which `.ci/run` runs first, as a newcomer does), in CI's order, stopping at the first
 * phase that fails. A phase runs lanes side by side (one per core); a lane runs its steps one
 * after another and stops at its first failure. Output of a step that runs beside others is held
 * back and printed whole when it ends, so the log reads step by step; a phase of one step
 * streams its output live. The platform is built once (in the first phase); the bundle budget,
 * the reliability suite and the end-to-end tests run on that build. `npm run validate` is
 * `npm test` and then this.
 */
import { spawn } from 'node:child_process';
import { ROOT_DIR } from '../server/src/platform-apps';

interface Step {
  name: string;
  command: string;
}
type Lane = Step[];

// The checks that start the platform or its dev servers on their fixed ports (bundle budget,
// reliability suite, dev servers' first load, end-to-end tests) never run beside each other.
// Typecheck and lint need no port and no build: they run beside the port checks, which leave
// most of the second core idle (the bundle budget used 0.6 of a core), instead of holding up
// the build.
const PHASES: Lane[][] = [
  [[{ name: 'build', command: 'npm run build' }]],
  [
    [
      { name: 'bundle budget', command: 'npm run bench:bundle -- --no-build' },
      { name: 'reliability suite', command: 'npm run test:reliability -- --no-build' },
      // Each remote's dev server started fresh, one first load (~20 s for the four).
      { name: 'dev servers first load', command: 'npm run check:dev-first-load' },
    ],
    [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
    ],
  ],
  [[{ name: 'end-to-end tests (on the build above)', command: 'E2E_PREBUILT=1 npm run test:e2e' }]],
];

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)}s`;

function run(step: Step, live: boolean): Promise<boolean> {
  const begun = Date.now();
  if (live) console.log(`\n=== ${step.name} (at ${seconds(started)}) ===`);
  const child = spawn(step.command, {
    cwd: ROOT_DIR,
    shell: true,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      if (!live)
        console.log(`\n=== ${step.name} (at ${seconds(started)}) ===\n${output.trimEnd()}`);
      console.log(`--- ${step.name}: ${verdict} in ${seconds(begun)}`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane: Lane, live: boolean): Promise<boolean> {
  for (const step of lane) if (!(await run(step, live))) return false;
  return true;
}

async function main() {
  for (const lanes of PHASES) {
    const live = lanes.length === 1 && lanes[0]?.length === 1;
    const results = await Promise.all(lanes.map((lane) => runLane(lane, live)));
    if (results.includes(false)) {
      console.error(`\nchecks: failed after ${seconds(started)}`);
      process.exit(1);
    }
  }
  console.log(`\nchecks: everything passed in ${seconds(started)}`);
}

void main();
