/** Kysely table interface of the redirects module (migration 2026-11-26-07-redirects). */
import type { ColumnType, Generated } from 'kysely'

export interface RedirectsTable {
  id: Generated<number>
  from_path: string
  to_target: string
  status: number
  hits: Generated<number>
  last_hit_at: Date | null
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface RedirectsTables {
  redirects: RedirectsTable
}
