import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { exposedScriptsOf } from './preload-hints';
import { makeDist, pointRemotesAt, startShell } from './test-dist';

/** A manifest shaped like a split-entry build of mfe-users (decision 042). */
const manifestOf = (tag: string, publicPath: string) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'UserTablePage', assets: { js: { sync: [`803.${tag}.js`, `expose.${tag}.js`] } } },
    { name: 'UserDetailPage', assets: { js: { sync: [`103.${tag}.js`] } } },
  ],
  rewardsContainer: `container.${tag}.js`,
});

/** A stand-in mfe-users deployment: two versions, each with its own manifest. */
async function startUsersRemote() {
  const remote = Fastify();
  const base = () => `http://127.0.0.1:${port}/versions/`;
  remote.get('/versions/:version/mf-manifest.json', async (request) =>
    manifestOf((request.params as { version: string }).version, base()),
  );
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const address = remote.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    remote,
    versions: base(),
    manifestUrl: (version: string) => `${base()}${version}/mf-manifest.json`,
  };
}

const pointUsersAt = (distDir: string, manifestUrl: string) =>
  pointRemotesAt(distDir, { mfe_users: manifestUrl });

describe("preload hints of a remote route's container and exposed chunks", () => {
  let distDir: string;
  let shell: FastifyInstance;
  let users: Awaited<ReturnType<typeof startUsersRemote>>;

  beforeEach(async () => {
    users = await startUsersRemote();
    distDir = makeDist('host');
    shell = await startShell(distDir);
  });
  afterEach(async () => {
    await shell.close();
    await users.remote.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('follows a deploy and a rollback of remotes.json without a restart', async () => {
    const { versions } = users;
    pointUsersAt(distDir, users.manifestUrl('aaaaaaaa'));
    const first = await shell.inject({ url: '/user-table' });
    for (const file of ['container.aaaaaaaa.js', '803.aaaaaaaa.js', 'expose.aaaaaaaa.js'])
      expect(first.body).toContain(`<link rel="preload" as="script" href="${versions}${file}">`);
    expect(first.body).toContain(`href="${versions}aaaaaaaa/remoteEntry.js"`);
    // Only the route's own page: the detail page's chunk is not hinted on the table.
    expect(first.body).not.toContain('103.aaaaaaaa.js');
    const detail = await shell.inject({ url: '/user-table/42' });
    expect(detail.body).toContain(`href="${versions}103.aaaaaaaa.js"`);

    pointUsersAt(distDir, users.manifestUrl('bbbbbbbb'));
    const deployed = await shell.inject({ url: '/user-table' });
    expect(deployed.body).toContain(`href="${versions}container.bbbbbbbb.js"`);
    expect(deployed.body).not.toContain('aaaaaaaa');

    pointUsersAt(distDir, users.manifestUrl('aaaaaaaa'));
    const rolledBack = await shell.inject({ url: '/user-table' });
    expect(rolledBack.body).toContain(`href="${versions}container.aaaaaaaa.js"`);
    expect(rolledBack.body).not.toContain('bbbbbbbb');
  });

  it('still serves the page, with the entry hints, when the remote is down', async () => {
    const url = users.manifestUrl('aaaaaaaa');
    await users.remote.close();
    pointUsersAt(distDir, url);
    const res = await shell.inject({ url: '/user-table' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aaaaaaaa/remoteEntry.js"');
    expect(res.body).not.toContain('container.');
  });
});

describe('exposedScriptsOf', () => {
  it("resolves an `auto` manifest's files next to it", () => {
    expect(
      exposedScriptsOf(
        manifestOf('0a1b2c3d', 'auto'),
        'http://localhost:3001/mf-manifest.json',
        'UserDetailPage',
      ),
    ).toEqual([
      'http://localhost:3001/container.0a1b2c3d.js',
      'http://localhost:3001/103.0a1b2c3d.js',
    ]);
  });

  it('gives only the container for an unknown page, nothing for an unreadable manifest', () => {
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(exposedScriptsOf(manifestOf('0a1b2c3d', 'auto'), url, 'Missing')).toEqual([
      'http://localhost:3001/container.0a1b2c3d.js',
    ]);
    expect(exposedScriptsOf(undefined, url, 'UserTablePage')).toEqual([]);
    expect(exposedScriptsOf({ metaData: { publicPath: 'not a url' } }, 'x', 'A')).toEqual([]);
  });
});
