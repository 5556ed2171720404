/**
 * What a restore does to whether visitors see an item (issue 29): the snapshot keys that say so are
 * declared once (shared/api/revisions.ts PUBLISHING_KEYS, which the server's restore keeps by
 * default); here they are read as words for the question the History panel asks.
 */
import { PUBLISHING_KEYS, type Snapshot, type VersionedType } from '../../../../shared/api/revisions.ts'
import { formatDateTime } from '../../lib/dates.ts'

/** "Published", "Hidden from visitors", "Draft", "Scheduled for 3 May 2026, 09:00"; '' when the type has no publishing. */
export function publishingWords(type: VersionedType, snapshot: Snapshot, now = Date.now()): string {
  if (type === 'pages') return snapshot.is_published === false ? 'Hidden from visitors' : snapshot.is_published === true ? 'Published' : ''
  if (PUBLISHING_KEYS[type].length === 0) return ''
  const status = String(snapshot.status ?? '')
  const date = typeof snapshot.publish_date === 'string' && snapshot.publish_date ? snapshot.publish_date : ''
  if (status === 'draft') return 'Draft (hidden from visitors)'
  if (status === 'scheduled' || (status === 'published' && date && Date.parse(date) > now)) return date ? `Scheduled for ${formatDateTime(date)}` : 'Scheduled'
  if (status === 'published') return 'Published'
  return ''
}

/** Whether the version's publishing differs from the item's now: only then is there a question to ask. */
export function publishingDiffers(type: VersionedType, version: Snapshot, now: Snapshot): boolean {
  return PUBLISHING_KEYS[type].some((key) => key in version && key in now && JSON.stringify(version[key]) !== JSON.stringify(now[key]))
}
