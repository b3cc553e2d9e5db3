#!/usr/bin/env node
/**
 * `npm run db|seed -w api -- ...`: the operator's commands. On a production install
 * (`npm prune --omit=dev`, README "Running in production") there is no tsx: they run the
 * compiled JavaScript `npm run build -w api` wrote to dist/. Where tsx is installed (a
 * developer's checkout) they run the TypeScript source, so no stale build is ever used.
 * Plain Node on purpose.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const CLIS = { db: 'db/db-cli', seed: 'seed/cli', simulate: 'simulate/cli' };
const API_DIR = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
const cli = CLIS[name];
if (!cli) {
  console.error(`Usage: run-cli.mjs ${Object.keys(CLIS).join('|')} [arguments]`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(path.join(API_DIR, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

function nodeArguments() {
  const source = path.join(API_DIR, 'src', `${cli}.ts`);
  if (hasTsx()) return ['--import', 'tsx', '--conditions=@rewards/source', source];
  const compiled = path.join(API_DIR, 'dist', `${cli}.js`);
  if (!fs.existsSync(compiled)) {
    console.error(`${compiled} is missing: run \`npm run build -w api\` first`);
    process.exit(1);
  }
  return [compiled];
}

const child = spawn(process.execPath, [...nodeArguments(), ...args], { stdio: 'inherit' });
// Ctrl-C reaches the whole terminal group; a SIGTERM to this process is passed on. Either
// way the command stops when the CLI has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
