/**
 * auth: the pending sign-in step (a right password, the second step still to come) kept on the
 * server, so its cookie works once (issue 29): the cookie holds a random token, this table only its
 * SHA-256, whose admin it is, what it allows, a fingerprint of the password hash and its end. A
 * finished second step deletes the row. A backup leaves the table out. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_pending_steps')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('password_print', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('auth_pending_steps_token_hash_hex', sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('auth_pending_steps_purpose_known', sql`purpose in ('verify', 'setup')`)
    .execute()
  await db.schema.createIndex('auth_pending_steps_admin_id').on('auth_pending_steps').column('admin_id').execute()
  await db.schema.createIndex('auth_pending_steps_expires_at').on('auth_pending_steps').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_pending_steps').execute()
}
