/**
 * Which server autosave of an item this browser has already dealt with (restored, discarded, or
 * made obsolete by a save), so "Restore unsaved changes?" does not offer it again. One mark per
 * user, type and item: the autosave's saved_at. Kept in localStorage; without it, the offer repeats.
 */
import type { RevisionType } from '../../api/revisions.ts'

interface AutosaveSlot {
  userId: number
  type: RevisionType
  itemId: number
}

const key = ({ userId, type, itemId }: AutosaveSlot) => `yerth-admin-autosave-seen:v1:${userId}:${type}:${itemId}`

export function autosaveSeen(slot: AutosaveSlot): string | null {
  try {
    return localStorage.getItem(key(slot))
  } catch {
    return null
  }
}

export function markAutosaveSeen(slot: AutosaveSlot, savedAt: string) {
  try {
    localStorage.setItem(key(slot), savedAt)
  } catch {
    // Storage refused: the autosave may be offered once more.
  }
}
