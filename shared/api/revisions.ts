/**
 * Revisions, autosaves and the Trash (issue 18): the shapes both the server and the console use.
 * `<type>` is one of VERSIONED_TYPES (the content types that declare `versions`, shared/content-types/);
 * item ids are those of the type's own CMS API.
 *
 *   GET  /api/cms/<type>/:id/revisions?page=&limit=      RevisionListResponse, newest first
 *   GET  /api/cms/<type>/:id/revisions/:rid              RevisionResponse (with the snapshot)
 *   POST /api/cms/<type>/:id/revisions/:rid/restore      RestoreBody → RestoreResponse (a new revision)
 *   GET  /api/cms/<type>/:id/autosave                    AutosaveResponse (the caller's own)
 *   PUT  /api/cms/<type>/:id/autosave                    AutosaveBody → { saved_at }
 *   GET  /api/cms/trash?type=&search=&page=              TrashListResponse
 *   POST /api/cms/trash/:id/restore                      TrashRestoreResponse
 *   DELETE /api/cms/trash/:id                            204, gone for good
 *
 * Every save of a versioned item may carry `version` (the item's version it was based on); an older
 * one is refused with 409 and a SaveConflict beside {error}.
 */

import { CONTENT_TYPES, VERSIONED_TYPES, type VersionedType } from '../content-types/index.ts'

export { VERSIONED_TYPES, type VersionedType }

/** The type's PUT body fields, as saved (pages: content_json is the JSON text of the sections). */
export type Snapshot = Record<string, unknown>

export interface RevisionAuthor {
  id: number | null
  name: string
}

export interface RevisionSummary {
  id: number
  created_at: string
  author: RevisionAuthor | null
  /** One line: the fields changed; for pages, the blocks added, removed or edited. */
  summary: string
  /** An autosave of unsaved work (not published, not the item's content). */
  autosave: boolean
  /** The item's version this revision is (for an autosave: the version it was based on). */
  version: number
}

export interface RevisionListResponse {
  revisions: RevisionSummary[]
  total: number
  page: number
  limit: number
}

export interface RevisionResponse {
  revision: RevisionSummary & { snapshot: Snapshot }
}

/**
 * The snapshot keys that say whether, and from when, visitors see an item. A restore brings back a
 * version's content but keeps these as they are now unless the editor asks for the old ones too
 * (issue 29: restoring an old page also restored its Published switch and took a live page off the site).
 */
export const PUBLISHING_KEYS = Object.fromEntries(
  CONTENT_TYPES.flatMap((d): Array<[string, readonly string[]]> => (d.versions ? [[d.type, d.versions.publishing]] : [])),
) as Record<VersionedType, readonly string[]>

/** `keep` (the default): the item stays as published or hidden as it is now; `restore`: the version's state comes back too. */
export const RESTORE_PUBLISHING = ['keep', 'restore'] as const
export type RestorePublishing = (typeof RESTORE_PUBLISHING)[number]

export interface RestoreBody {
  version?: number
  publishing?: RestorePublishing
}

export interface RestoreResponse {
  version: number
  revision_id: number
  /** The item's content after the restore (the version's, with the publishing kept when asked). */
  snapshot: Snapshot
}

export interface AutosaveBody {
  snapshot: Snapshot
  version: number
}

export interface AutosaveResponse {
  autosave: { snapshot: Snapshot; saved_at: string; version: number } | null
}

/** Beside {error} in a 409 answer to a save based on an older version. */
export interface SaveConflict {
  conflict: {
    version: number
    saved_at: string
    saved_by: RevisionAuthor | null
    current: Snapshot
  }
}

export interface TrashItem {
  id: number
  type: VersionedType
  item_id: number
  title: string
  deleted_at: string
  deleted_by: RevisionAuthor | null
  /** When it is removed for good (30 days after deletion). */
  purge_at: string
}

export interface TrashListResponse {
  items: TrashItem[]
  total: number
  page: number
  limit: number
}

export interface TrashRestoreResponse {
  type: VersionedType
  item_id: number
  title: string
}

/** Retention (docs/decisions/0042-revisions-conflicts-autosave-trash.md): every revision for 90 days and at least the newest 50 of each item; the Trash for 30 days. */
export const REVISION_KEEP_DAYS = 90
export const REVISION_KEEP_LATEST = 50
export const TRASH_KEEP_DAYS = 30
export const REVISIONS_PAGE = { default: 20, max: 100 } as const
export const TRASH_PAGE = 20
