/**
 * auth: two-factor sign-in (TOTP, RFC 6238) for staff. One row per admin who has started or finished
 * enrolment (the secret AES-256-GCM encrypted, never in clear; the last time step used, so a code is
 * never accepted twice), their single-use recovery codes (SHA-256 of high-entropy codes, never the
 * codes), and auth's own small settings (who must use two-factor sign-in). Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_two_factor')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    // Null while enrolment waits for its first correct code.
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('admin_recovery_codes_admin_code', ['admin_id', 'code_hash'])
    .addCheckConstraint('admin_recovery_codes_hash_hex', sql`code_hash ~ '^[0-9a-f]{64}$'`)
    .execute()
  await db.schema
    .createTable('auth_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_settings').execute()
  await db.schema.dropTable('admin_recovery_codes').execute()
  await db.schema.dropTable('admin_two_factor').execute()
}
