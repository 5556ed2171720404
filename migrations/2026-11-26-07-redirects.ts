/**
 * redirects (issue 18): an old public address and where it now leads. Frozen in time.
 * from_path is unique (one answer per address); hits and last_hit_at are written in batches by the
 * instance that served them (modules/redirects/service.ts), never on the page view itself.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('from_path', 'text', (c) => c.notNull().unique())
    .addColumn('to_target', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (301, 302)`))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').execute()
}
