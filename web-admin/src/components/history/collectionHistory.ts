/**
 * Which collections keep revisions (issue 18) and how their snapshots meet their forms: the API type
 * each collection's key stands for, the diff fields drawn from its form config (diffModel.ts
 * formDiffFields, labels as the form shows them), and a snapshot (the PUT body) read as an item
 * the form's `of` understands. A collection config may say otherwise with `history` (collections/types.ts).
 */
import type { RevisionType, Snapshot } from '../../api/revisions.ts'
import { VERSIONED_TYPES } from '../../../../shared/api/revisions.ts'
import { contentTypeOf } from '../../../../shared/content-types/index.ts'
import type { AnyCollection } from '../../collections/types.ts'
import { formDiffFields, type Differ } from './diffModel.ts'

/** The versioned type each collection edits (its declaration's `manager.collection`, shared/content-types/). */
const TYPES = new Map<string, RevisionType>(
  VERSIONED_TYPES.flatMap((type) => {
    const collection = contentTypeOf(type)?.manager.collection
    return collection ? [[collection, type] as const] : []
  }),
)

export interface CollectionHistory {
  type: RevisionType
  differ: Differ
  /** A snapshot laid over the item it belongs to, as the form's `of` reads items. */
  itemOf: <Item>(base: Item | null, snapshot: Snapshot, version: number) => Item
}

export function collectionHistory(collection: AnyCollection): CollectionHistory | null {
  if (collection.history === false) return null
  const type = collection.history?.type ?? TYPES.get(collection.key)
  if (!type) return null
  // Where a PUT body's key differs from the item's (a vlog sends `thumbnail`, reads `thumbnail_url`).
  const renamed = contentTypeOf(type)?.versions?.itemKeys ?? {}
  return {
    type,
    differ: { kind: 'fields', fields: formDiffFields(collection.form, collection.history?.labels) },
    itemOf: <Item,>(base: Item | null, snapshot: Snapshot, version: number) => {
      const item: Record<string, unknown> = { ...(base ?? {}), ...snapshot, version }
      for (const [from, to] of Object.entries(renamed)) if (from in snapshot) item[to] = snapshot[from]
      return item as Item
    },
  }
}
