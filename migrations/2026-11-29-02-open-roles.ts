/**
 * open_roles (issue 30): the second content type served from its declaration
 * (shared/content-types/roles.ts): the fixed columns of every served type, then one per field.
 * Frozen in time.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('open_roles')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_date', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('team', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('workplace', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('closes_on', 'date')
    .addUniqueConstraint('open_roles_slug_unique', ['slug'])
    .addCheckConstraint('open_roles_status_known', sql`status in ('draft', 'published')`)
    .addCheckConstraint('open_roles_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .addCheckConstraint('open_roles_title_present', sql`btrim(title) <> ''`)
    .addCheckConstraint('open_roles_employment_type_known', sql`employment_type in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY')`)
    .addCheckConstraint('open_roles_workplace_known', sql`workplace in ('onsite', 'hybrid', 'remote')`)
    .execute()
  await sql`create index open_roles_public_idx on open_roles (title, id) where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_roles').execute()
}
