import { createMigrator, migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { seedDatabase } from '../../src/seed/seed-database';
import { resetData } from '../../src/seed/seed-state';
import { createUploadStore } from '../../src/storage/create-upload-store';
import {
  type EmptyDatabase,
  expectSameSchema,
  NEEDS_A_MIGRATION,
  openEmptyDatabase,
  rebuildUserListIndexes,
} from '../helpers/migration-checks';
import { type SchemaSnapshot, schemaSnapshot } from '../helpers/schema-snapshot';

// Migrations never change (decision 026): whatever order a database was migrated in, and
// whatever live code rebuilds later (the seed's bulk load, the index catalogue), the schema is
// the one a fresh database migrated to the latest in one go has. Compared on the database's
// own catalogue: tables, columns, indexes, constraints, triggers and trigger functions.

const MIGRATION_NAMES = Object.keys(migrations);
const NOW = new Date('2025-10-15T12:00:00.000Z');

describe('migrations', () => {
  const opened: EmptyDatabase[] = [];
  let reference: SchemaSnapshot;

  const open = async () => {
    const database = await openEmptyDatabase();
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    const { db } = await open();
    await migrateToLatest(db);
    reference = await schemaSnapshot(db);
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('builds a real schema to compare against', () => {
    // A snapshot that missed a kind of object would make every comparison below vacuous.
    const count = (kind: string) =>
      Object.keys(reference).filter((key) => key.startsWith(`${kind} `)).length;
    expect(count('table')).toBeGreaterThanOrEqual(20);
    expect(count('column')).toBeGreaterThan(150);
    expect(count('index')).toBeGreaterThan(40);
    expect(count('trigger')).toBeGreaterThanOrEqual(11);
    expect(reference['index users_sort_name']).toMatch(/lower\(full_name\)/);
  });

  it('one migration at a time builds the schema of all of them at once', async () => {
    const { db } = await open();
    const migrator = createMigrator(db);
    for (const name of MIGRATION_NAMES) {
      const { error, results } = await migrator.migrateUp();
      expect(error).toBeUndefined();
      expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${name} Success`]);
    }
    expectSameSchema(
      await schemaSnapshot(db),
      reference,
      'Migrated one at a time, the database differs from one migrated in one go.',
    );
  });

  it('steps down through every migration and up again to the same schema', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const migrator = createMigrator(db);
    for (const name of [...MIGRATION_NAMES].reverse()) {
      const { error, results } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([`${name} Success`]);
    }
    // Only the migrator's own tables (and SQLite's sequence table) are left.
    const tables = Object.keys(await schemaSnapshot(db)).filter((key) => key.startsWith('table '));
    expect(tables.filter((t) => !/^table (kysely_migration|sqlite_sequence)/.test(t))).toEqual([]);
    await migrateToLatest(db);
    expectSameSchema(
      await schemaSnapshot(db),
      reference,
      'Down through every migration and up again, the database differs from a fresh one.',
    );
  });

  it("leaves the migrated schema after the seed's bulk load and its reset", async () => {
    const { db, config } = await open();
    await migrateToLatest(db);
    const uploads = createUploadStore(config, db);
    const summary = await seedDatabase(db, { users: 30, uploads, now: NOW });
    expect(summary.users).toBe(30);
    expectSameSchema(await schemaSnapshot(db), reference, NEEDS_A_MIGRATION.seed);
    await resetData(db, uploads);
    expectSameSchema(await schemaSnapshot(db), reference, NEEDS_A_MIGRATION.seed);
  });

  it('the live index catalogue builds exactly the indexes the migrations built', async () => {
    const { db } = await open();
    await migrateToLatest(db);
    await rebuildUserListIndexes(db);
    expectSameSchema(await schemaSnapshot(db), reference, NEEDS_A_MIGRATION.catalogue);
  });
});
