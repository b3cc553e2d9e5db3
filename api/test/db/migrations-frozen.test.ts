import type { SqlDialect } from '../../src/db/dialect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/seed-database';
import { createUploadStore } from '../../src/storage/create-upload-store';
import {
  type EmptyDatabase,
  expectSameSchema,
  openEmptyDatabase,
  rebuildUserListIndexes,
} from '../helpers/migration-checks';
import { schemaDifferences, type SchemaSnapshot, schemaSnapshot } from '../helpers/schema-snapshot';

// A migration never builds from live code (decision 026): with the live sort keys and tracked
// tables changed as a later change would change them, a fresh database still migrates to the
// same schema, and the checks of migrations.test.ts then point at the change.

// The switch the mocks read each time a value is used. jest.mock is hoisted above every
// declaration of this file, so the state lives on globalThis behind hoisted functions.
interface LiveSwitch {
  migrationsLiveCodeChanged?: boolean;
}
function mockLiveCodeChanged(): boolean {
  return (globalThis as LiveSwitch).migrationsLiveCodeChanged === true;
}
function changeLiveCode(changed: boolean): void {
  (globalThis as LiveSwitch).migrationsLiveCodeChanged = changed;
}

jest.mock('../../src/users/user-sort-keys', () => {
  const actual = jest.requireActual('../../src/users/user-sort-keys');
  const { sql: rawSql } = jest.requireActual('kysely');
  const changed = {
    ...actual.SORT_KEYS,
    // The name sorted case-sensitively, say.
    name: {
      ...actual.SORT_KEYS.name,
      expression: (d: SqlDialect) => d.sortText(rawSql`full_name`),
    },
  };
  return {
    ...actual,
    get SORT_KEYS() {
      return mockLiveCodeChanged() ? changed : actual.SORT_KEYS;
    },
  };
});

jest.mock('../../src/db/tracked-tables', () => {
  const actual = jest.requireActual('../../src/db/tracked-tables');
  // One more tracked table, as a later change would add one.
  const changed = [
    ...actual.TRACKED_TABLES,
    {
      entity: 'quiz_completion',
      table: 'quiz_completions',
      userId: (row: string) => `${row}.user_id`,
      status: null,
    },
  ];
  return {
    ...actual,
    get TRACKED_TABLES() {
      return mockLiveCodeChanged() ? changed : actual.TRACKED_TABLES;
    },
  };
});

describe('migrations with the live code changed', () => {
  const opened: EmptyDatabase[] = [];
  let reference: SchemaSnapshot;

  const migrated = async () => {
    const database = await openEmptyDatabase();
    opened.push(database);
    await migrateToLatest(database.db);
    return database;
  };

  beforeAll(async () => {
    reference = await schemaSnapshot((await migrated()).db);
    changeLiveCode(true);
  });
  afterAll(async () => {
    changeLiveCode(false);
    for (const database of opened) await database.close();
  });

  it('still build the schema they built before', async () => {
    const { db } = await migrated();
    expectSameSchema(
      await schemaSnapshot(db),
      reference,
      'A migration built from the live sort keys or tracked tables: freeze what it builds.',
    );
  });

  it('the index catalogue check names the changed sort key', async () => {
    const { db } = await migrated();
    await rebuildUserListIndexes(db);
    const differences = schemaDifferences(await schemaSnapshot(db), reference);
    expect(differences).toEqual([expect.stringMatching(/^changed index users_sort_name:/)]);
  });

  it('the seed check names the triggers of the table the live list added', async () => {
    const { db, config } = await migrated();
    await seedDatabase(db, { users: 5, uploads: createUploadStore(config, db), now: new Date() });
    const extra = schemaDifferences(await schemaSnapshot(db), reference);
    expect(extra.length).toBeGreaterThan(0);
    expect(
      extra.filter((line) => !/^extra (trigger|function) .*quiz_completions/.test(line)),
    ).toEqual([]);
  });
});
