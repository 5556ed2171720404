/**
 * Issue 17, the About Us page: one stored section as it is today (its designed component chosen by
 * its id; its stored type, text/banner/button/image, was ignored for these) becomes a block of the
 * catalogue. Frozen in time: imports nothing from the app.
 *
 * Every text, link, image and item the page drew is kept. What changes:
 * - `type` becomes the block type (DESIGNED_IDS);
 * - an `icon` of a card the old page could not draw (it drew the spark for any name outside its
 *   own twelve) becomes `spark`, which it showed; a name in other case or with spaces is tidied;
 * - a founder entry of `visionaries` keeps what the page drew: its link as `profileUrl` (the old
 *   page fell back to `linkedin`) and its bio as `bio` (it fell back to `shortBio`); its `id` (only
 *   a React key: an item field may not be named id) goes;
 * - keys the page never drew, and that the block does not declare, go (the block's validation
 *   refuses undeclared keys, so a page carrying them could not be saved again).
 * Running it again changes nothing more. A section whose id is not one of About Us' designed ids is
 * returned unchanged.
 */

/** Legacy section id on the About Us page → block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'stats-hero',
  'human-tech': 'belief-quote',
  'three-es': 'pillar-cards',
  'what-we-stand-for': 'long-read',
  values: 'value-cards',
  visionaries: 'leaders',
  collaboration: 'partner',
  'why-motors': 'reason-grid',
  'ready-to-shape': 'invite-banner',
  'explore-careers': 'invite-button',
}

/** The metadata keys each block declares (and `items` holds entries with these keys). */
const METADATA: Record<string, { keys: string[]; items?: string[] }> = {
  'stats-hero': { keys: ['eyebrow', 'subtitle', 'linkText', 'link', 'image', 'imageAlt'], items: ['value', 'label'] },
  'belief-quote': { keys: ['eyebrow', 'image', 'imageAlt', 'quote', 'quoteAuthor'] },
  'pillar-cards': { keys: ['eyebrow'], items: ['icon', 'title', 'tagline', 'description'] },
  'long-read': { keys: ['eyebrow'] },
  'value-cards': { keys: ['eyebrow'], items: ['icon', 'title', 'description'] },
  leaders: { keys: ['eyebrow', 'profileLabel'], items: ['name', 'title', 'badge', 'bio', 'profileUrl', 'image', 'imageAlt', 'defaultCopy'] },
  partner: { keys: ['eyebrow', 'partnerName', 'partnerRole', 'image', 'imageAlt', 'partnerUrl', 'highlights', 'stat', 'statLabel', 'defaultCopy'] },
  'reason-grid': { keys: ['eyebrow'], items: ['icon', 'title', 'description', 'gradient'] },
  'invite-banner': { keys: ['eyebrow', 'subtitle', 'linkText', 'link'] },
  'invite-button': { keys: ['link'] },
}

/** The card icons the old About Us page drew (any other name drew the spark). */
const OLD_ICONS = ['heart', 'leaf', 'spark', 'bolt', 'person', 'chip', 'globe', 'sun', 'wrench', 'refresh', 'sensor', 'users']

const isObject = (v: any): boolean => v !== null && typeof v === 'object' && !Array.isArray(v)
const text = (v: any): string => (typeof v === 'string' ? v : '')

function icon(value: any): string {
  const name = text(value).trim().toLowerCase()
  if (name === '') return text(value) === '' ? '' : 'spark'
  return OLD_ICONS.includes(name) ? name : 'spark'
}

function keep(record: any, keys: string[]): any {
  return Object.fromEntries(Object.entries(record).filter(([k]) => keys.includes(k)))
}

function upgradeItem(type: string, item: any, keys: string[]): any {
  if (!isObject(item)) return item
  const out: any = { ...item }
  if (type === 'leaders') {
    if (!text(out.profileUrl) && text(out.linkedin)) out.profileUrl = out.linkedin
    if (!text(out.bio) && text(out.shortBio)) out.bio = out.shortBio
  }
  if (Object.hasOwn(out, 'icon')) out.icon = icon(out.icon)
  return keep(out, keys)
}

export function upgrade(section: any): any {
  if (!isObject(section) || typeof section.id !== 'string' || !Object.hasOwn(DESIGNED_IDS, section.id)) return section
  const type = DESIGNED_IDS[section.id]
  const out: any = { ...section, type }
  if (!isObject(section.metadata)) return out
  const declared = METADATA[type]
  const metadata: any = keep(section.metadata, declared.keys)
  if (declared.items && Array.isArray(section.metadata.items)) {
    metadata.items = section.metadata.items.map((item: any) => upgradeItem(type, item, declared.items!))
  }
  out.metadata = metadata
  return out
}
