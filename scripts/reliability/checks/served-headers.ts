/**
 * Reliability check (docs/security.md#headers): every served app (shell
 * and remotes) and a sample of its files, each fetched as the shell and as another site.
 * Promises: a Content-Security-Policy whose scripts come only from the app itself and, for the
 * shell, the remotes in its remotes.json (no unsafe-inline, unsafe-eval or wildcards);
 * frame-ancestors 'none' and X-Frame-Options DENY; nosniff; a Referrer-Policy that keeps paths
 * on the origin; hashed files cached immutable and the files a redeploy changes `no-cache`;
 * CORS only for the shell's origin, on remotes only, never `*`. And no source map for any
 * sampled script, however its path is spelled (the attack review: `%2Emap` and `.m%61p` served all 171).
 */
import http from 'node:http';
import type { ReliabilityCheck, ReliabilityTarget } from '../reliability-check';

const ATTACKER = 'https://attacker.example';
const HASHED_FILE = /\.[0-9a-f]{8}\./;
const REVALIDATED = ['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js'];
const SAFE_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  '*',
  'data:',
  'blob:',
  'http:',
  'https:',
];

function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  return response.ok ? response.text() : '';
}

/** A sample of one app's files: its page, a client route, its entry files and a few chunks. */
async function sampleFiles(baseUrl: string): Promise<string[]> {
  // `/` of the shell is a public page that hydrates with mfe-public's own client, a script of
  // that remote's origin (decision 043): the shell's own scripts are on an admin page.
  const html = (await text(`${baseUrl}/`)) + (await text(`${baseUrl}/admin`));
  const origin = new URL(baseUrl).origin;
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((src) => new URL(src, `${baseUrl}/`).origin === origin);
  const manifestText = await text(`${baseUrl}/mf-manifest.json`);
  const files = ['/', '/index.html', '/some/client/route', ...scripts.slice(0, 3)];
  if (manifestText) {
    const manifest = JSON.parse(manifestText) as {
      exposes?: { assets?: { js?: { sync?: string[] } } }[];
    };
    const exposes = manifest.exposes ?? [];
    const chunks = exposes.flatMap((expose) => expose.assets?.js?.sync ?? []);
    // The shell is a host with a manifest but nothing exposed, so it has no remoteEntry.js.
    const entry = exposes.length ? ['/remoteEntry.js'] : [];
    files.push('/mf-manifest.json', ...entry, ...chunks.slice(0, 3).map((c) => `/${c}`));
  } else {
    files.push('/remotes.json');
  }
  return [...new Set(files.map((file) => new URL(file, `${baseUrl}/`).pathname))];
}

/** The origins the shell's remotes.json lists: the only foreign script sources it may allow. */
async function remoteOrigins(shellUrl: string | undefined): Promise<string[]> {
  if (!shellUrl) return [];
  const remotes = JSON.parse((await text(`${shellUrl}/remotes.json`)) || '{}') as Record<
    string,
    string
  >;
  return Object.values(remotes).map((url) => new URL(url).origin);
}

function headerProblems(response: Response, file: string, allowedScripts: string[]): string[] {
  const problems: string[] = [];
  const csp = directives(response.headers.get('content-security-policy'));
  const scripts = csp['script-src'] ?? csp['default-src'];
  if (!scripts) problems.push('no script-src in the Content-Security-Policy');
  for (const source of scripts ?? []) {
    const allowed =
      source === "'self'" || source.startsWith("'sha256-") || allowedScripts.includes(source);
    if (!allowed || UNSAFE_SCRIPT_SOURCES.includes(source))
      problems.push(`script-src allows ${source}`);
  }
  if ((csp['frame-ancestors'] ?? []).join(' ') !== "'none'")
    problems.push("frame-ancestors is not 'none'");
  if (response.headers.get('x-frame-options') !== 'DENY')
    problems.push('X-Frame-Options is not DENY');
  if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!SAFE_REFERRER.includes(response.headers.get('referrer-policy') ?? ''))
    problems.push(`Referrer-Policy is ${response.headers.get('referrer-policy')}`);
  const cache = response.headers.get('cache-control') ?? '';
  const name = file.split('/').pop() || 'index.html';
  const page = !name.includes('.');
  if (HASHED_FILE.test(name) && !/immutable/.test(cache))
    problems.push(`hashed file cached "${cache}"`);
  if ((page || REVALIDATED.includes(name)) && cache !== 'no-cache')
    problems.push(`redeployed file cached "${cache}"`);
  return problems;
}

async function checkApp(
  target: ReliabilityTarget,
  name: string,
  baseUrl: string,
  allowedScripts: string[],
): Promise<{ tried: number; failures: string[] }> {
  const failures: string[] = [];
  let tried = 0;
  const isShell = name === 'shell';
  for (const file of await sampleFiles(baseUrl)) {
    for (const origin of [target.appOrigin, ATTACKER]) {
      tried += 1;
      const response = await fetch(`${baseUrl}${file}`, { headers: { origin } });
      await response.arrayBuffer();
      const where = `${name} ${file} (Origin ${origin})`;
      if (response.status !== 200) {
        failures.push(`${where}: ${response.status}`);
        continue;
      }
      const problems = headerProblems(response, file, isShell ? allowedScripts : []);
      const allowOrigin = response.headers.get('access-control-allow-origin');
      const expected = !isShell && origin === target.appOrigin ? origin : null;
      if (allowOrigin !== expected) problems.push(`Access-Control-Allow-Origin is ${allowOrigin}`);
      failures.push(...problems.map((problem) => `${where}: ${problem}`));
    }
  }
  return { tried, failures };
}

/** One path sent exactly as written (fetch would normalise `/x/../`), status and body. */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/`, { path: rawPath, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
  });
}

/** Spellings of a script's map that a file server may decode or normalise to the map. */
export const mapSpellings = (script: string): string[] => {
  const dir = script.slice(0, script.lastIndexOf('/') + 1);
  const name = script.slice(dir.length);
  return [
    `${script}.map`,
    `${script}%2Emap`,
    `${script}%2emap`,
    `${script}.m%61p`,
    `${script}.%6D%61%70`,
    `${script}%2E%6D%61%70`,
    `${dir}${name.replace(/\./g, '%2E')}%2Emap`,
    `${dir}x/../${name}.map`,
    `${dir}./${name}.map`,
    `${dir}%2E/${name}.map`,
    `${script}.map?v=1`,
  ];
};

async function mapProblems(name: string, baseUrl: string, files: string[]) {
  const scripts = files.filter((file) => file.endsWith('.js'));
  const failures: string[] = [];
  let tried = 0;
  for (const spelling of scripts.flatMap(mapSpellings)) {
    tried += 1;
    const { status, body } = await rawGet(baseUrl, spelling);
    if (status === 200 || /"(sources|mappings)"/.test(body))
      failures.push(`${name} ${spelling}: a source map answered ${status}`);
  }
  return { tried, failures };
}

export const servedHeadersCheck: ReliabilityCheck = {
  name: 'served headers',
  async run(target) {
    const allowedScripts = await remoteOrigins(target.appUrls.shell);
    let tried = 0;
    const failures: string[] = [];
    if (!target.appUrls.shell) failures.push('no shell among the served apps');
    for (const [name, baseUrl] of Object.entries(target.appUrls)) {
      const result = await checkApp(target, name, baseUrl, allowedScripts);
      const maps = await mapProblems(name, baseUrl, await sampleFiles(baseUrl));
      tried += result.tried + maps.tried;
      failures.push(...result.failures, ...maps.failures);
    }
    return { check: this.name, tried, failures };
  },
};
