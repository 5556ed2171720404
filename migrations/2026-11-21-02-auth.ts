/**
 * auth: admin users, their sessions and the audit log. Frozen in time: the role list is written out
 * here rather than imported, so a later change to the app's roles needs a new migration.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Emails are stored lowercased so the unique constraint is case-insensitive.
    .addCheckConstraint('admins_email_lowercase', sql`email = lower(email)`)
    .addCheckConstraint('admins_role_known', sql`role in ('viewer', 'editor', 'admin', 'super_admin')`)
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_admin_id').on('sessions').column('admin_id').execute()
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute()

  // No foreign key on admin_id: the trail must outlive a deleted admin (admin_email keeps who it was).
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('admin_id', 'integer')
    .addColumn('admin_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('ip', 'text')
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').expression(sql`at desc`).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.dropTable('admins').execute()
}
