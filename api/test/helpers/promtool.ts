import { spawnSync } from 'node:child_process';

/**
 * Prometheus's own check of a scrape (`promtool check metrics`, Debian package `prometheus`,
 * installed by .ci/run): the text parses, and names, types, units and help follow its rules.
 * Answers promtool's complaints, '' when it accepts the text.
 */
export function promtoolProblems(text: string): string {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error)
    throw new Error(`promtool is needed (apt-get install -y prometheus): ${run.error.message}`);
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`.trim() || `exit ${run.status}`;
}

/**
 * The sum of the samples of `name` whose labels include `labels` (label order aside), 0 when
 * there are none: `sampleOf(text, 'http_requests_total', { route: '/api/users/:id' })`.
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => wanted.every((pair) => line.includes(pair)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
