import { http, HttpResponse } from 'msw';
import { mockServer } from '@rewards/shared/testing';
import {
  COMPAT_MANIFEST_KEY,
  CONTRACT_VERSION,
  SHARED_KIT_VERSION,
} from '@rewards/contract/platform';
import { routesOf } from '@rewards/contract/routes';
import { incompatibilityOf } from './compat-guard';
import { createContainerLoader } from './container-loader';
import { loadEntry } from './entry-retry';
import type { ShareScopeMap } from './runtime-internals';

// Running a script is the edge here (entry-retry.test.ts covers it): the "entry" hands back
// a container that records how it was initialised.
jest.mock('./entry-retry', () => ({ loadEntry: jest.fn() }));
const loadEntryMock = jest.mocked(loadEntry);

const MANIFEST = 'http://localhost:3001/mf-manifest.json';

const manifest = (kitVersion = SHARED_KIT_VERSION) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  [COMPAT_MANIFEST_KEY]: {
    remote: 'mfe_users',
    version: '1.0.0-0a1b2c3d',
    kitVersion,
    contractVersion: CONTRACT_VERSION,
    exposes: routesOf('mfe_users').map((route) => route.module),
  },
});

function fakeContainer() {
  const container = {
    init: jest.fn(),
    get: jest.fn(async (expose: string) => () => ({ default: `page ${expose}` })),
  };
  loadEntryMock.mockResolvedValue(container);
  return container;
}

function serveManifest(body: object, status = 200) {
  mockServer.use(http.get(MANIFEST, () => HttpResponse.json(body, { status })));
}

afterEach(() => loadEntryMock.mockReset());

describe('the container loader', () => {
  const scopes: ShareScopeMap = { default: { react: {} } };
  const loader = () => {
    const created = createContainerLoader(() => scopes);
    created.register({ mfe_users: MANIFEST });
    return created;
  };

  it("initialises the container once with the host's share scopes, then gets each module", async () => {
    serveManifest(manifest());
    const container = fakeContainer();
    const containers = loader();
    await expect(containers.load('mfe_users/UserTablePage')).resolves.toEqual({
      default: 'page ./UserTablePage',
    });
    await containers.load('mfe_users/UserDetailPage');
    expect(loadEntryMock).toHaveBeenCalledTimes(1);
    expect(loadEntryMock).toHaveBeenCalledWith('http://localhost:3001/remoteEntry.js', 'mfe_users');
    expect(container.init).toHaveBeenCalledTimes(1);
    const [shareScope, initScope, options] = container.init.mock.calls[0] as unknown[];
    expect(shareScope).toBe(scopes.default);
    expect(initScope).toEqual([]);
    // The map rides along, not enumerable, as the runtime's Module.init hands it over.
    expect((options as { shareScopeMap: unknown }).shareScopeMap).toBe(scopes);
    expect(container.get).toHaveBeenCalledWith('./UserDetailPage');
  });

  it('refuses an incompatible remote before any of its code loads', async () => {
    serveManifest(manifest('99.0.0'));
    await expect(loader().load('mfe_users/UserTablePage')).rejects.toThrow(/mfe_users refused/);
    expect(loadEntryMock).not.toHaveBeenCalled();
    expect(incompatibilityOf('mfe_users')).toBeDefined();
  });

  it('keeps no failure: the next load asks for the manifest again', async () => {
    serveManifest({}, 503);
    const containers = loader();
    await expect(containers.load('mfe_users/UserTablePage')).rejects.toThrow(/503/);
    serveManifest(manifest());
    fakeContainer();
    await expect(containers.load('mfe_users/UserTablePage')).resolves.toBeDefined();
    expect(incompatibilityOf('mfe_users')).toBeUndefined();
  });

  it('names an unregistered remote', async () => {
    await expect(loader().load('mfe_nothing/Page')).rejects.toThrow(/No remote named mfe_nothing/);
  });
});
