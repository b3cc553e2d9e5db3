import { EVENT_PERMISSIONS, LISTS } from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { LIST_SOURCES } from '../../src/list-catalogue';

// A list is one registration (decision 065): its declaration names its key, permission, data
// set and live entity once. What other registries still say about the same list must agree.

describe('every registered list', () => {
  it('has one source, in the contract order, with a unique key and path', () => {
    expect(LIST_SOURCES.map((source) => source.declaration)).toEqual([...LISTS]);
    expect(new Set(LISTS.map((list) => list.key)).size).toBe(LISTS.length);
    expect(new Set(LISTS.map((list) => list.path)).size).toBe(LISTS.length);
  });

  it('sends its live events to the admins who may read it', () => {
    const entities = LISTS.flatMap((list) => (list.entity ? [[list.key, list.entity]] : []));
    const permissions = Object.fromEntries(
      entities.map(([key, entity]) => [key, EVENT_PERMISSIONS[entity as never]]),
    );
    expect(permissions).toEqual(
      Object.fromEntries(
        entities.map(([key]) => [key, LISTS.find((list) => list.key === key)!.permission]),
      ),
    );
  });

  it('is opened by the screen whose first window it is, with the same permission and data set', () => {
    const screens = Object.values(ROUTES).flatMap((route) =>
      'firstList' in route && route.firstList ? [route] : [],
    );
    expect(screens.length).toBeGreaterThan(0);
    for (const route of screens) {
      const list = LISTS.find((candidate) => candidate.path === route.firstList.api);
      expect({ path: route.path, permission: list?.permission, dataSet: list?.dataSet }).toEqual({
        path: route.path,
        permission: route.permission,
        dataSet: route.firstList.dataSet,
      });
    }
  });
});
