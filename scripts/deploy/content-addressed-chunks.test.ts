import fs from 'node:fs';
import path from 'node:path';
import { BASE, createDeploySandbox } from './deploy-sandbox';

/** Decision 032: shared content-hashed files across versions, and the prune that keeps them. */
const { versionsDir, fakeBuild, run, live, remove } = createDeploySandbox();
afterAll(remove);

const V1 = '1.0.0-aaaaaaaa';
const V2 = '1.0.0-bbbbbbbb';
const V3 = '1.0.0-cccccccc';
const exists = (file: string) => fs.existsSync(path.join(versionsDir, file));
// The sandbox has no API to report to: the deploy says so (decision 034) and nothing else.
const ok = (result: ReturnType<typeof run>) => {
  expect(result.stderr).toMatch(/^(Not recorded in the platform's deploy history[^]*)?$/);
  expect(result.status).toBe(0);
};

it('publishes an unchanged chunk once, at one URL, and prunes only what no kept version uses', () => {
  const unchanged = { '419.11111111.js': 'unchanged', '419.11111111.js.map': '{}' };
  ok(
    run(
      'deploy',
      '--from',
      fakeBuild(V1, {
        chunks: { ...unchanged, '7.22222222.js': 'one', 'ssr/index.json': '{}' },
      }),
    ),
  );
  ok(run('deploy', '--from', fakeBuild(V2, { chunks: { ...unchanged, '7.44444444.js': 'two' } })));

  // The version folder holds what makes the version; hashed files sit once beside it.
  expect(fs.readdirSync(path.join(versionsDir, V1)).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
    'ssr',
  ]);
  expect(fs.readdirSync(path.join(versionsDir, V2)).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
  ]);
  for (const file of ['419.11111111.js', '419.11111111.js.map', '7.22222222.js', '7.44444444.js'])
    expect(exists(file)).toBe(true);
  // The shell resolves the entry in the version's folder and the chunks from the shared one.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(versionsDir, V2, 'mf-manifest.json'), 'utf8'),
  ) as { metaData: { publicPath: string; remoteEntry: { name: string; path: string } } };
  expect(manifest.metaData.publicPath).toBe(BASE);
  expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: V2 });
  expect(live()).toBe(`${BASE}${V2}/mf-manifest.json`);

  ok(
    run('deploy', '--from', fakeBuild(V3, { chunks: { ...unchanged, '9.55555555.js': 'three' } })),
  );
  expect(run('prune', '--keep', '0').status).toBe(1);
  ok(run('prune', '--keep', '2'));
  expect(exists(V1)).toBe(false);
  expect(exists('7.22222222.js')).toBe(false);
  // Used by the kept versions: the chunk V1 shared with them stays.
  for (const file of [V2, V3, '419.11111111.js', '419.11111111.js.map', '7.44444444.js'])
    expect(exists(file)).toBe(true);

  // Rollback still one step, and no further back than what was kept.
  ok(run('rollback'));
  expect(live()).toBe(`${BASE}${V2}/mf-manifest.json`);
  expect(run('rollback').stderr).toContain('no earlier version to roll back to');
  // The live version is never pruned, even with --keep 1 after a rollback.
  ok(run('prune', '--keep', '1'));
  expect(exists(V2)).toBe(true);
  expect(exists(V3)).toBe(false);
  expect(exists('9.55555555.js')).toBe(false);
  expect(exists('419.11111111.js')).toBe(true);
}, 180_000);
