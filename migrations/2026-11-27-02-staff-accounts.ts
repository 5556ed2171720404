/**
 * auth: staff accounts a team can run (issue 19). Invitations by e-mail and password-reset links
 * (only the SHA-256 of each token is kept; single use; an end time), the device and address of each
 * session (for "Active sessions"), and three more reasons a session can be ended early. Frozen in
 * time: the role and reason lists are written out here.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute()

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('admin_invitations_email_lower', sql`email = lower(email)`)
    .addCheckConstraint('admin_invitations_role_known', sql`role in ('viewer', 'editor', 'admin', 'super_admin')`)
    .addCheckConstraint('admin_invitations_token_hash_hex', sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .execute()
  // One open invitation per address (accepted or revoked ones stay for the record).
  await sql`create unique index admin_invitations_open_email on admin_invitations (email) where accepted_at is null and revoked_at is null`.execute(db)

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('password_resets_token_hash_hex', sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .execute()
  await db.schema.createIndex('password_resets_admin_id').on('password_resets').column('admin_id').execute()

  await sql`alter table ended_sessions drop constraint ended_sessions_reason_known`.execute(db)
  await sql`alter table ended_sessions add constraint ended_sessions_reason_known check (reason in ('deactivated', 'deleted', 'password_reset', 'password_changed', 'password_reset_link', 'signed_out_elsewhere', 'signed_out_by_admin'))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from ended_sessions where reason in ('password_reset_link', 'signed_out_elsewhere', 'signed_out_by_admin')`.execute(db)
  await sql`alter table ended_sessions drop constraint ended_sessions_reason_known`.execute(db)
  await sql`alter table ended_sessions add constraint ended_sessions_reason_known check (reason in ('deactivated', 'deleted', 'password_reset', 'password_changed'))`.execute(db)
  await db.schema.dropTable('password_resets').execute()
  await db.schema.dropTable('admin_invitations').execute()
  await db.schema.alterTable('sessions').dropColumn('ip').execute()
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute()
}
