// Writes scripts/jest/test-durations.json from a Jest log on stdin (`npm test 2>&1 | tee log`,
// or CI's log): Jest prints the seconds of every test file that took 5 s or more, and the
// slow-first sequencer starts those first in a run without Jest's own timing cache.
import fs from 'node:fs';
import path from 'node:path';

const FILE = path.join(import.meta.dirname, 'test-durations.json');
const LINE = /^(?:PASS|FAIL) (\S+) (\S+) \(([\d.]+) s\)/;

const durations = {};
for (const line of fs.readFileSync(0, 'utf8').split('\n')) {
  const match = LINE.exec(line.trim());
  if (match) durations[`${match[1]} ${match[2]}`] = Math.round(Number(match[3]));
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
fs.writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} test files of 5 s or more in ${FILE}`);
