/**
 * `npm run checks`: what only CI checks, besides the README's test command (`npm test`). A phase
 * runs lanes side by side; a lane runs its steps one after another and stops at its first
 * failure; the run stops at the first phase that fails. Output of a step that runs beside others
 * is held back and printed whole when it ends, so the log reads step by step. The platform is
 * built once, first (`--prebuilt`: already built, as `.ci/run` does before starting `npm test`
 * and this side by side); the bundle budget, the reliability suite and the end-to-end tests run
 * on that build. `npm run validate` is `npm test` and then this.
 */
import { spawn } from 'node:child_process';
import { ROOT_DIR } from '../server/src/platform-apps';
import { makeSideNetwork, type SideNetwork } from './ci/side-network';

interface Step {
  name: string;
  command: string;
}
type Lane = Step[];

// The checks that start the platform or its dev servers on their fixed ports (end-to-end tests,
// bundle budget, reliability suite, production topology, dev servers' first load) run one after
// another in one lane. They leave part of a core idle while a journey waits on its servers (the
// shell's 40 journeys alone: 165-184 s of the machine's CPU in 117-125 s), so typecheck and
// lint, which need no port and no build, run in a lane beside them, at a lower priority: a
// journey waits on answers within seconds, typecheck and lint only want throughput. The bundle
// budget, the topology check and the end-to-end deploys all switch `shell/dist/remotes.json`,
// so they stay in one lane; the reliability suite and the dev servers' first load touch no
// shared file and, given a network of their own, follow typecheck and lint.
const END_TO_END: Step = {
  name: 'end-to-end tests (on the build)',
  command: 'E2E_PREBUILT=1 npm run test:e2e',
};
const BUNDLE: Step = { name: 'bundle budget', command: 'npm run bench:bundle -- --no-build' };
const RELIABILITY: Step = {
  name: 'reliability suite',
  command: 'npm run test:reliability -- --no-build',
};
// nginx over TLS in front of the build on five host names, two API instances on PostgreSQL.
const TOPOLOGY: Step = { name: 'production topology', command: 'npm run check:topology' };
// Each remote's dev server started fresh, one first load (~20 s for the four).
const DEV_FIRST_LOAD: Step = {
  name: 'dev servers first load',
  command: 'npm run check:dev-first-load',
};
const CODE_CHECKS: Lane = [
  { name: 'typecheck', command: 'nice -n 10 npm run typecheck' },
  { name: 'lint', command: 'nice -n 10 npm run lint' },
];

function checkLanes(side: SideNetwork | null): Lane[] {
  if (!side) return [[END_TO_END, BUNDLE, RELIABILITY, TOPOLOGY, DEV_FIRST_LOAD], CODE_CHECKS];
  const aside = (step: Step): Step => ({
    name: `${step.name} (own network)`,
    command: side.prefix + step.command,
  });
  return [
    [END_TO_END, BUNDLE, TOPOLOGY],
    [...CODE_CHECKS, aside(RELIABILITY), aside(DEV_FIRST_LOAD)],
  ];
}

const BUILD: Lane[] = [[{ name: 'build', command: 'npm run build' }]];

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
  const side = makeSideNetwork();
  process.on('exit', () => side?.remove());
  const phases: Lane[][] = [
    ...(process.argv.includes('--prebuilt') ? [] : [BUILD]),
    checkLanes(side),
  ];
  for (const lanes of phases) {
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
