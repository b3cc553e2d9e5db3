/**
 * `npm run validate`: everything CI checks after the install, in CI's order, stopping at the
 * first stage that fails. Steps of one stage run side by side (lint and typecheck are
 * independent and mostly single-threaded); their output is held back and printed whole when
 * each ends, so the log reads step by step. A stage of one step streams its output live.
 * The platform is built once (by the end-to-end stage); later stages reuse that build.
 */
import { spawn } from 'node:child_process';
import { ROOT_DIR } from './platform-apps';

interface Step {
  name: string;
  command: string;
}

const STAGES: Step[][] = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  // The API suite runs a second time on PostgreSQL (jest project api-pg, its own throwaway
  // cluster); as a second jest process it uses the core the first one leaves idle.
  [
    { name: 'unit and component tests', command: 'npm test -- --ci --ignoreProjects api-pg' },
    { name: 'API tests on PostgreSQL', command: 'npm test -- --ci --selectProjects api-pg' },
  ],
  [{ name: 'end-to-end tests (builds the platform first)', command: 'npm run test:e2e' }],
  [{ name: 'bundle budget', command: 'npm run bench:bundle -- --no-build' }],
  // Needs the ports e2e and the bundle budget use, so it runs after them on the same build.
  [{ name: 'reliability suite', command: 'npm run test:reliability -- --no-build' }],
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

async function main() {
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    if (results.includes(false)) {
      console.error(`\nvalidate: failed after ${seconds(started)}`);
      process.exit(1);
    }
  }
  console.log(`\nvalidate: everything passed in ${seconds(started)}`);
}

void main();
