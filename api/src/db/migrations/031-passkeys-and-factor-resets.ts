import { type Kysely } from 'kysely';

// Passkeys (WebAuthn) as a second factor: an admin's named credentials, and the challenges
// the server handed out, each usable once and only until it expires (a replayed or forged
// ceremony finds no row). And an owner's reset of another admin's factors, which waits for a
// second owner under the two-person rule (as wallet changes do, decision 035). Frozen
// (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_passkeys')
    // The credential id (base64url) the authenticator answers with; unique across admins.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // COSE public key, base64url: only ever used to check signatures.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // The authenticator's signature counter: a lower one than stored means a cloned key.
    .addColumn('counter', 'bigint', (c) => c.notNull())
    // JSON array of transports (usb, internal, hybrid...): hints for the browser.
    .addColumn('transports', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('admin_passkeys_admin_id')
    .on('admin_passkeys')
    .column('admin_id')
    .execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    // 'register' and 'check' belong to a signed-in admin; 'sign-in' to nobody yet.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_factor_resets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // The admin whose app, passkeys and recovery codes go.
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id'))
    // pending, applied (approved, or at once with the rule off), rejected, cancelled.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('admins.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('admins.id'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_factor_resets_admin_id')
    .on('admin_factor_resets')
    .column('admin_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_factor_resets').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('admin_passkeys').execute();
}
