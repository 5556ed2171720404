/**
 * The console's calls of revisions, autosaves and the trash (issue 18; modules/revisions): the
 * revisions of one item, one revision's snapshot, restoring it, the caller's one autosave of an item,
 * and the trash (list, restore, delete forever). A snapshot is the type's PUT body (what the editor
 * sends when it saves), so the console diffs and restores it in the shape it already knows.
 * A stale save answers 409 with `conflict`: `readConflict` reads it.
 */
import { http, type ApiResponse } from './client.ts'

import type {
  AutosaveResponse,
  RestorePublishing,
  RestoreResponse,
  RevisionAuthor,
  RevisionListResponse,
  RevisionResponse,
  RevisionSummary,
  Snapshot,
  TrashItem,
  TrashListResponse,
  TrashRestoreResponse,
  VersionedType,
} from '../../../shared/api/revisions.ts'

export type { RevisionSummary, Snapshot, TrashItem }
/** The content types that keep revisions, as their API paths name them. */
export type RevisionType = VersionedType
export type Person = RevisionAuthor
export type Revision = RevisionResponse['revision']
export type Autosave = NonNullable<AutosaveResponse['autosave']>

/** What a save based on an old version is refused with (409). */
export interface Conflict {
  /** The item's version now. */
  version: number
  saved_at: string
  saved_by: Person | null
  /** The item as it is now (a snapshot). */
  current: Snapshot
}

export interface TrashQuery {
  type?: RevisionType | 'all'
  search?: string
  /** 1-based. */
  page: number
}

const base = (type: RevisionType, id: number) => `/api/cms/${type}/${id}`

export const revisionsApi = {
  list: (type: RevisionType, id: number, page = 1, limit = 20) => http.get<RevisionListResponse>(`${base(type, id)}/revisions?page=${page}&limit=${limit}`),
  get: (type: RevisionType, id: number, rid: number) => http.get<RevisionResponse>(`${base(type, id)}/revisions/${rid}`),
  /** `version`: the version the editor holds (a restore over someone else's newer save is refused with 409). */
  restore: (type: RevisionType, id: number, rid: number, version?: number, publishing: RestorePublishing = 'keep') =>
    http.post<RestoreResponse>(`${base(type, id)}/revisions/${rid}/restore`, { ...(version === undefined ? {} : { version }), publishing }),
  autosave: (type: RevisionType, id: number) => http.get<AutosaveResponse>(`${base(type, id)}/autosave`),
  /** The caller's autosave of the item, discarded everywhere. */
  discardAutosave: (type: RevisionType, id: number) => http.delete<unknown>(`${base(type, id)}/autosave`),
}

/**
 * PUT …/autosave without the session-ended handling of `http`: an autosave runs in the background
 * and must never pop up the sign-in by itself (the save does that). `keepalive` (the page is being
 * hidden or closed) lets the request finish after the page is gone. Resolves the server's saved_at,
 * or null when it was not kept (the copy in the browser still holds the work).
 */
export async function putAutosave(type: RevisionType, id: number, snapshot: Snapshot, version: number, keepalive = false): Promise<string | null> {
  try {
    const response = await fetch(`${base(type, id)}/autosave`, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ snapshot, version }),
    })
    if (!response.ok) return null
    const body = (await response.json().catch(() => null)) as { saved_at?: unknown } | null
    return typeof body?.saved_at === 'string' ? body.saved_at : new Date().toISOString()
  } catch {
    return null
  }
}

export const trashApi = {
  list: (q: TrashQuery) => {
    const params = new URLSearchParams({ page: String(q.page) })
    if (q.type && q.type !== 'all') params.set('type', q.type)
    if (q.search?.trim()) params.set('search', q.search.trim())
    return http.get<TrashListResponse>(`/api/cms/trash?${params}`)
  },
  restore: (id: number) => http.post<TrashRestoreResponse>(`/api/cms/trash/${id}/restore`, {}),
  purge: (id: number) => http.delete<unknown>(`/api/cms/trash/${id}`),
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The conflict of a save refused because someone saved the item since (409 with `conflict`), else null. */
export function readConflict(response: ApiResponse<unknown>): Conflict | null {
  if (response.ok || response.status !== 409 || !isObject(response.data)) return null
  const conflict = (response.data as Record<string, unknown>).conflict
  if (!isObject(conflict) || typeof conflict.version !== 'number' || !isObject(conflict.current)) return null
  const by = conflict.saved_by
  return {
    version: conflict.version,
    saved_at: typeof conflict.saved_at === 'string' ? conflict.saved_at : '',
    saved_by: isObject(by) && typeof by.name === 'string' ? { id: typeof by.id === 'number' ? by.id : null, name: by.name } : null,
    current: conflict.current,
  }
}

/** The version an item answered by the API carries (0: none, an API without versions). */
export const versionOf = (item: unknown): number => (isObject(item) && typeof item.version === 'number' ? item.version : 0)
