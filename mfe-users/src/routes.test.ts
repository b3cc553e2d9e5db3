import path from 'node:path';
import { standaloneRouteMismatches } from '@rewards/shared/testing';
import { routes } from './routes';

it('serves every exposed page standalone at its manifest path', async () => {
  expect(await standaloneRouteMismatches('mfe_users', routes, path.join(__dirname, '..'))).toEqual(
    [],
  );
});
