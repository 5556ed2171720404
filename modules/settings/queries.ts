import { sql, type Kysely } from 'kysely'
import type { SettingsTables } from './tables.ts'

type Db = Kysely<SettingsTables>

export async function readAll(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute()
  return new Map(rows.map((r) => [r.key, r.value]))
}

/** Inserts the values whose keys are missing; returns the keys it inserted. */
export async function insertMissing(db: Db, values: Record<string, string>): Promise<string[]> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }))
  if (!rows.length) return []
  const inserted = await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .execute()
  return inserted.map((r) => r.key)
}

export async function upsertMany(db: Db, values: Record<string, string>, adminId: number | null): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updated_by: adminId }))
  if (!rows.length) return
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: (eb) => eb.ref('excluded.value'),
        updated_by: (eb) => eb.ref('excluded.updated_by'),
        updated_at: sql`now()`,
      }),
    )
    .execute()
}
