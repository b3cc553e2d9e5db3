/**
 * Writes a deploy or rollback into the platform's database (the health view and the audit
 * log read it), opened from the same settings the API reads (DATA_DIR or DATABASE_URL).
 * Directly, not through the API: see decision 017.
 */
import { loadConfig, databaseLabel, databaseTarget } from '../../api/src/config';
import { assertReachable, openDatabase } from '../../api/src/db/connection';
import { migrateToLatest } from '../../api/src/db/migrate';
import {
  recordDeployment as insertDeployment,
  type DeploymentRecord,
} from '../../api/src/services/remote-deployments';

export async function recordDeployment(record: DeploymentRecord): Promise<void> {
  const config = loadConfig(process.env);
  const db = openDatabase(databaseTarget(config));
  try {
    await assertReachable(db, databaseLabel(config));
    // A fresh clone deploys before the API ever started: the tables must exist.
    await migrateToLatest(db);
    await insertDeployment(db, record);
  } finally {
    await db.destroy();
  }
}
