/**
 * mail: the e-mail outbox (issue 8). A mail is written here in the same transaction as whatever
 * caused it (a contact submission, a newsletter sign-up) and delivered later by the sender loop, so
 * a mail exists exactly when its cause was committed. `next_attempt_at` is when the sender may next
 * try it (also the lease while one instance is sending it); the (status, next_attempt_at) index
 * serves the sender's "due queued mails" scan, lower(to_address) the personal-data look-ups.
 * Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('mail_outbox_status', sql`status in ('queued', 'sent', 'failed')`)
    .addCheckConstraint('mail_outbox_headers_object', sql`jsonb_typeof(headers) = 'object'`)
    .execute()
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('mail_outbox_to').on('mail_outbox').expression(sql`lower(to_address)`).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute()
}
