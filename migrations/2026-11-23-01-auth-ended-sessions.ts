/**
 * auth: why a session was ended early. When the server ends sessions because their admin was
 * deactivated, deleted or had the password changed by someone else, it keeps a tombstone (the ended
 * session id's SHA-256, never the id itself, and the reason) until the session's own absolute end,
 * so the next request with that cookie can answer 401 with the reason. Frozen in time: the reason
 * list is written out here.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .addColumn('sid_hash', 'text', (c) => c.primaryKey())
    // No foreign key: the tombstone of a deleted admin's session must outlive the admin.
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('ended_sessions_sid_hash_hex', sql`sid_hash ~ '^[0-9a-f]{64}$'`)
    .addCheckConstraint('ended_sessions_reason_known', sql`reason in ('deactivated', 'deleted', 'password_reset', 'password_changed')`)
    .execute()
  await db.schema.createIndex('ended_sessions_expires_at').on('ended_sessions').column('expires_at').execute()
  await db.schema.createIndex('ended_sessions_admin_id').on('ended_sessions').column('admin_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ended_sessions').execute()
}
