/** Kysely table interfaces of the revisions module (migration 2026-11-26-09-revisions). */
import type { ColumnType, Generated } from 'kysely'
import type { Snapshot } from '../../shared/api/revisions.ts'

type Json = ColumnType<Snapshot, string, string>

export interface RevisionsTable {
  id: Generated<number>
  content_type: string
  item_id: number
  version: number
  snapshot: Json
  summary: string
  author_id: number | null
  author_name: string
  autosave: Generated<boolean>
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface TrashTable {
  id: Generated<number>
  content_type: string
  item_id: number
  title: string
  snapshot: Json
  version: number
  deleted_by: number | null
  deleted_by_name: string
  deleted_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface RevisionsTables {
  revisions: RevisionsTable
  trash: TrashTable
}
