/**
 * The Media page's stored sections in the block shape (issue 17). Frozen in time: imports nothing
 * from the app.
 *
 * Before blocks, a section of the Media page was drawn by the component registered for its id (its
 * stored type, text or banner, was not used). Each designed id now names a block type of the media
 * family (shared/blocks/media.ts as of this change); metadata keys keep their names, and every text,
 * link, image and item is kept, with three adjustments the declaration needs:
 * - founders: an entry's `id` goes (a reserved name the editor never showed; only a React key), and a
 *   `profile` link (the old fallback when `linkedin` was empty) moves to `linkedin` when that is
 *   empty. A `profile` beside a non-empty `linkedin` was never drawn and goes, as issue 16's
 *   2026-11-26-05 migration dropped what /media did not draw.
 * - guidelines: an entry's `kind` becomes the choice it was drawn as (logo, colour, photography: the
 *   old renderer matched /colou?r/ first, then /logo/, else photography); its `color` is trimmed.
 * Anything else is kept as it is, so nothing is dropped silently.
 */

/** Legacy section id on the Media page → its block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'media-hero',
  'media-kit': 'media-kit',
  founders: 'founder-photos',
  press: 'press-list',
  guidelines: 'brand-guidelines',
  inquiry: 'press-inquiry',
}

const isRecord = (value: any): boolean => value !== null && typeof value === 'object' && !Array.isArray(value)

function founder(item: any): any {
  if (!isRecord(item)) return item
  const { id: _id, profile, ...rest } = item
  if (typeof profile === 'string' && profile.trim() && !(typeof rest.linkedin === 'string' && rest.linkedin.trim())) rest.linkedin = profile
  return rest
}

function guideline(item: any): any {
  if (!isRecord(item)) return item
  const next = { ...item }
  if (typeof next.kind === 'string') next.kind = /colou?r/i.test(next.kind) ? 'colour' : /logo/i.test(next.kind) ? 'logo' : 'photography'
  if (typeof next.color === 'string') next.color = next.color.trim()
  return next
}

/** One section of the Media page as stored before blocks → the block shape; any other section unchanged. */
export function upgrade(section: any): any {
  if (!isRecord(section) || typeof section.id !== 'string' || !Object.hasOwn(DESIGNED_IDS, section.id)) return section
  const type = DESIGNED_IDS[section.id]
  const next = { ...section, type }
  const items = isRecord(section.metadata) && Array.isArray(section.metadata.items) ? section.metadata.items : null
  if (items && type === 'founder-photos') next.metadata = { ...section.metadata, items: items.map(founder) }
  if (items && type === 'brand-guidelines') next.metadata = { ...section.metadata, items: items.map(guideline) }
  return next
}
