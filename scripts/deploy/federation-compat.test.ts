import { exposesOf } from '@rewards/contract/routes';
import type { FederationOptions } from '../federation-options';
import { federationMismatches } from './federation-compat';

const kit = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
const shell: FederationOptions = {
  name: 'shell',
  shared: { react: { singleton: true, requiredVersion: '^19.2.0' }, '@rewards/shared': kit },
};
const users = (overrides: Partial<FederationOptions> = {}): FederationOptions => ({
  name: 'mfe_users',
  // What the route manifest says mfe-users exposes, so a new page needs no edit here.
  exposes: exposesOf('mfe_users'),
  shared: { react: { singleton: true, requiredVersion: '^19.2.0' }, '@rewards/shared': kit },
  ...overrides,
});

describe('the per-remote federation check', () => {
  it('passes a remote that exposes the manifest modules and shares what the shell shares', () => {
    expect(federationMismatches(users(), shell)).toEqual([]);
  });

  it('fails on a missing, an extra or a moved exposed module', () => {
    expect(federationMismatches(users({ exposes: {} }), shell)).toEqual(
      Object.keys(exposesOf('mfe_users')).map(
        (module) => `does not expose ${module}, which the route manifest loads`,
      ),
    );
    const extra = users({
      exposes: { ...users().exposes, './Secret': './src/secret.tsx' },
    });
    expect(federationMismatches(extra, shell)).toEqual([
      'exposes ./Secret, which no route manifest entry names',
    ]);
    const moved = users({ exposes: { ...users().exposes, './UserTablePage': './src/other.tsx' } });
    expect(federationMismatches(moved, shell)).toEqual([
      'exposes ./UserTablePage from ./src/other.tsx, the route manifest says ./src/pages/user-table-page.tsx',
    ]);
  });

  it('fails on a shared kit of another major, a non-singleton or a module the shell lacks', () => {
    const newKit = users({
      shared: { ...users().shared, '@rewards/shared': { ...kit, requiredVersion: '^2.0.0' } },
    });
    expect(federationMismatches(newKit, shell)).toEqual([
      'requires @rewards/shared ^2.0.0, the shell provides 1.0.0',
    ]);
    const ownReact = users({
      shared: { ...users().shared, react: { requiredVersion: '^19.2.0' } },
    });
    expect(federationMismatches(ownReact, shell)).toEqual([
      'shares react with singleton undefined, the shell with true',
    ]);
    const lodash = users({
      shared: { ...users().shared, lodash: { singleton: true, requiredVersion: '^4.0.0' } },
    });
    expect(federationMismatches(lodash, shell)).toEqual([
      'shares lodash, which the shell does not provide',
    ]);
  });
});
