/**
 * Unsaved copies of the console's forms, kept in the browser (localStorage) so a reload, a closed
 * tab or an ended session loses nothing. One copy per signed-in user, kind of form and item (a new
 * item, or the id being edited), so two staff members sharing a browser never see each other's.
 * The storage is a parameter so the rules can be tested without a browser.
 */

/**
 * The forms that keep copies: the collections' forms (blog, vlog, press highlight, media kit item),
 * page (the Website Pages Manager, one copy per page) and settings (one copy, itemId null).
 */
/** `served-<type>`: a content type served from its fields (collections/served.tsx). */
export type DraftKind = 'blog' | 'vlog' | 'press' | 'media-kit' | 'page' | 'settings' | `served-${string}`

export interface DraftSlot {
  userId: number
  kind: DraftKind
  /** null: a new item. */
  itemId: number | null
}

export interface Draft<T> {
  /** Epoch milliseconds of the last write. */
  savedAt: number
  /** What the copy is, for lists ("Quiet power on forest trails"); may be empty. */
  label: string
  values: T
}

export interface KeptDraft extends Omit<Draft<unknown>, 'values'> {
  itemId: number | null
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

const PREFIX = 'yerth-admin-draft:v1'
/** Copies older than this are dropped when read. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600_000
/** Fired on window after every write and removal, so lists of copies can refresh. */
export const DRAFTS_CHANGED = 'yerth-admin-drafts-changed'

const slotPrefix = (userId: number, kind: DraftKind) => `${PREFIX}:${userId}:${kind}:`
export const draftKey = ({ userId, kind, itemId }: DraftSlot) => `${slotPrefix(userId, kind)}${itemId ?? 'new'}`

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DRAFTS_CHANGED))
}

function parse<T>(raw: string | null, now: number): Draft<T> | null {
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as Partial<Draft<T>>
    if (typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || draft.values === null) return null
    if (now - draft.savedAt > DRAFT_MAX_AGE_MS) return null
    return { savedAt: draft.savedAt, label: typeof draft.label === 'string' ? draft.label : '', values: draft.values }
  } catch {
    return null
  }
}

export function readDraft<T>(slot: DraftSlot, storage = browserStorage(), now = Date.now()): Draft<T> | null {
  if (!storage) return null
  try {
    const key = draftKey(slot)
    const draft = parse<T>(storage.getItem(key), now)
    if (!draft && storage.getItem(key) !== null) storage.removeItem(key)
    return draft
  } catch {
    return null
  }
}

/** Keeps a copy; false when the browser refused (storage full or disabled): the form still works. */
export function writeDraft<T>(slot: DraftSlot, values: T, label: string, storage = browserStorage(), now = Date.now()): boolean {
  if (!storage) return false
  try {
    storage.setItem(draftKey(slot), JSON.stringify({ savedAt: now, label, values } satisfies Draft<T>))
    announce()
    return true
  } catch (err) {
    console.warn('Could not keep an unsaved copy in this browser', err)
    return false
  }
}

export function removeDraft(slot: DraftSlot, storage = browserStorage()) {
  if (!storage) return
  try {
    storage.removeItem(draftKey(slot))
    announce()
  } catch {
    // Nothing to do: the copy then stays until it ages out.
  }
}

/** The copies one user keeps for one kind of form, newest first. */
export function listDrafts(userId: number, kind: DraftKind, storage = browserStorage(), now = Date.now()): KeptDraft[] {
  if (!storage) return []
  const prefix = slotPrefix(userId, kind)
  const found: KeptDraft[] = []
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (!key?.startsWith(prefix)) continue
      const rest = key.slice(prefix.length)
      const itemId = rest === 'new' ? null : /^[1-9]\d*$/.test(rest) ? Number(rest) : undefined
      if (itemId === undefined) continue
      const draft = parse(storage.getItem(key), now)
      if (draft) found.push({ itemId, savedAt: draft.savedAt, label: draft.label })
    }
  } catch {
    return found
  }
  return found.sort((a, b) => b.savedAt - a.savedAt)
}

/** Whether two form values are the same (a copy equal to what is loaded is not worth offering). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
