import { routesOf } from '@rewards/contract/routes';
import {
  COMPAT_MANIFEST_KEY,
  CONTRACT_VERSION,
  SHARED_KIT_VERSION,
} from '@rewards/contract/platform';
import { guardManifest, incompatibilityOf, remoteVersionOf } from './compat-guard';

const CONTENT_MODULES: string[] = routesOf('mfe_content').map((route) => route.module);

const manifest = (overrides: Record<string, unknown> = {}) => ({
  metaData: {},
  exposes: [],
  shared: [],
  [COMPAT_MANIFEST_KEY]: {
    remote: 'mfe_content',
    version: '1.4.0-0a1b2c3d',
    kitVersion: SHARED_KIT_VERSION,
    contractVersion: CONTRACT_VERSION,
    exposes: CONTENT_MODULES,
    ...overrides,
  },
});

const major = (version: string) => Number(version.split('.')[0]);

describe('the compatibility guard rules', () => {
  it('loads a remote built with the same majors that exposes every manifest module', () => {
    expect(guardManifest('mfe_content', manifest())).toEqual([]);
    expect(incompatibilityOf('mfe_content')).toBeUndefined();
    expect(remoteVersionOf('mfe_content')).toBe('1.4.0-0a1b2c3d');
  });

  it('accepts a remote built against an older kit minor, and another contract minor', () => {
    const older = manifest({
      kitVersion: `${major(SHARED_KIT_VERSION)}.0.0`,
      contractVersion: `${major(CONTRACT_VERSION)}.7.0`,
    });
    expect(guardManifest('mfe_content', older)).toEqual([]);
  });

  it('refuses a remote built against a newer kit minor: it may use what this shell lacks', () => {
    const newer = `${major(SHARED_KIT_VERSION)}.99.0`;
    expect(guardManifest('mfe_content', manifest({ kitVersion: newer }))).toEqual([
      `shared kit ${newer} is not compatible with the shell's ${SHARED_KIT_VERSION}`,
    ]);
  });

  it('refuses another kit major and says which versions differ', () => {
    const next = `${major(SHARED_KIT_VERSION) + 1}.0.0`;
    expect(guardManifest('mfe_content', manifest({ kitVersion: next }))).toEqual([
      `shared kit ${next} is not compatible with the shell's ${SHARED_KIT_VERSION}`,
    ]);
    expect(incompatibilityOf('mfe_content')).toHaveLength(1);
  });

  it('refuses another API contract major', () => {
    const next = `${major(CONTRACT_VERSION) + 1}.0.0`;
    expect(guardManifest('mfe_content', manifest({ contractVersion: next }))).toEqual([
      `API contract ${next} is not major-compatible with the shell's ${CONTRACT_VERSION}`,
    ]);
  });

  it('refuses a remote missing a module the route manifest loads from it', () => {
    const partial = manifest({ exposes: CONTENT_MODULES.slice(0, 1) });
    expect(guardManifest('mfe_content', partial)).toEqual(
      CONTENT_MODULES.slice(1).map(
        (module) => `does not expose ${module}, which the route manifest loads from it`,
      ),
    );
  });

  it('refuses a manifest without a declaration, or one for another remote', () => {
    expect(guardManifest('mfe_users', { metaData: {} })).toEqual([
      'mfe_users declares no compatibility block in its manifest',
    ]);
    expect(guardManifest('mfe_users', manifest())).toContain(
      'manifest is for mfe_content, registered as mfe_users',
    );
  });

  it('a refused remote that is fixed loads again', () => {
    guardManifest('mfe_content', manifest({ kitVersion: '99.0.0' }));
    guardManifest('mfe_content', manifest());
    expect(incompatibilityOf('mfe_content')).toBeUndefined();
  });
});
