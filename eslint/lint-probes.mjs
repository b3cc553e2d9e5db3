// Lints probe snippets at virtual paths inside the repo and prints the rules each one reports.
// It runs in its own node process: ESLint loads its flat config with import(), which jest's
// module sandbox cannot do without --experimental-vm-modules.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './workspaces.mjs';

const probes = JSON.parse(fs.readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  results.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
