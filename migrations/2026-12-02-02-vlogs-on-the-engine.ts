/**
 * Vlogs are served by the content types' engine (issue 30; docs/decisions/0057): its slug rule
 * recognises a clash by the constraint `<table>_slug_unique`, which every served type's table has.
 * The vlogs table's was PostgreSQL's default name for a column's unique constraint. Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table vlogs rename constraint vlogs_slug_key to vlogs_slug_unique`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table vlogs rename constraint vlogs_slug_unique to vlogs_slug_key`.execute(db)
}
