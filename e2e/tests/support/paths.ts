import os from 'node:os';
import path from 'node:path';

/** Fixed (not per-process): Playwright evaluates its config in every worker too. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), 'rewards-e2e');
export const E2E_RUN_DIR = path.join(E2E_DATA_DIR, 'run');
export const ROOT_DIR = path.resolve(__dirname, '../../..');
/** The admin session the `setup` project signs in once and the admin projects start with. */
export const ADMIN_STORAGE_STATE = path.join(E2E_RUN_DIR, 'admin-storage-state.json');
