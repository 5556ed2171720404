/**
 * enquiries: what visitors send through the contact forms and the newsletter sign-ups (admin-area §3
 * Enquiry), and newsletter_subscriptions: one row per e-mail address (unique regardless of case),
 * active or unsubscribed. Indexes serve the console list (newest first, filtered by status and type)
 * and finding everything kept about one address; search is an ILIKE over the filtered rows (no
 * trigram index: pg_trgm is not available everywhere we run).
 * Frozen in time: Kysely<any>, never the app's types.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_page', 'text', (c) => c.notNull())
    .addColumn('form_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('enquiries_form_type', sql`form_type in ('contact', 'newsletter', 'career')`)
    .addCheckConstraint('enquiries_status', sql`status in ('unread', 'read', 'replied', 'archived')`)
    .execute()
  await sql`create index enquiries_created_at on enquiries (created_at desc, id desc)`.execute(db)
  await sql`create index enquiries_status on enquiries (status, created_at desc)`.execute(db)
  await sql`create index enquiries_form_type on enquiries (form_type, created_at desc)`.execute(db)
  await sql`create index enquiries_email on enquiries (lower(email))`.execute(db)

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('source_page', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .addCheckConstraint('newsletter_subscriptions_status', sql`status in ('active', 'unsubscribed')`)
    .execute()
  await sql`create unique index newsletter_subscriptions_email on newsletter_subscriptions (lower(email))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute()
  await db.schema.dropTable('enquiries').execute()
}
