/**
 * Which collections keep revisions (issue 18) and how their snapshots meet their forms: the API type
 * each collection's key stands for, the diff fields drawn from its form config (diffModel.ts
 * formDiffFields, labels as the form shows them), and a snapshot (the PUT body) read as an item
 * the form's `of` understands. A collection config may say otherwise with `history` (collections/types.ts).
 */
import type { RevisionType, Snapshot } from '../../api/revisions.ts'
import type { AnyCollection } from '../../collections/types.ts'
import { formDiffFields, type Differ } from './diffModel.ts'

/** The collections' keys (collections/types.ts `key`) and the types their revisions are kept under. */
const TYPES: Record<string, RevisionType> = { blogs: 'blogs', vlogs: 'vlogs', press: 'press-highlights', 'media-kit': 'media-kit' }

/** Labels of values that custom fields edit. */
const LABELS: Partial<Record<RevisionType, Record<string, string>>> = { 'media-kit': { file_url: 'File' } }

/** Where a PUT body's key differs from the item's (a vlog sends `thumbnail`, reads `thumbnail_url`). */
const ITEM_KEYS: Partial<Record<RevisionType, Record<string, string>>> = { vlogs: { thumbnail: 'thumbnail_url' } }

export interface CollectionHistory {
  type: RevisionType
  differ: Differ
  /** A snapshot laid over the item it belongs to, as the form's `of` reads items. */
  itemOf: <Item>(base: Item | null, snapshot: Snapshot, version: number) => Item
}

export function collectionHistory(collection: AnyCollection): CollectionHistory | null {
  if (collection.history === false) return null
  const type = collection.history?.type ?? TYPES[collection.key]
  if (!type) return null
  const renamed = ITEM_KEYS[type] ?? {}
  return {
    type,
    differ: { kind: 'fields', fields: formDiffFields(collection.form, { ...LABELS[type], ...collection.history?.labels }) },
    itemOf: <Item,>(base: Item | null, snapshot: Snapshot, version: number) => {
      const item: Record<string, unknown> = { ...(base ?? {}), ...snapshot, version }
      for (const [from, to] of Object.entries(renamed)) if (from in snapshot) item[to] = snapshot[from]
      return item as Item
    },
  }
}
