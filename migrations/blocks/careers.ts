/**
 * Issue 17, the Careers page: one stored section as it is today (its designed component chosen by
 * its id; its stored type, text/banner/button/image, was ignored for these) becomes a block of the
 * catalogue. Frozen in time: imports nothing from the app.
 *
 * Every text, link, image and item the page drew is kept. What changes:
 * - `type` becomes the block type (DESIGNED_IDS);
 * - the hero's button went to the section with id join-our-movement, fixed in the code: it gets
 *   `buttonLink: '#join-our-movement'` (the join-movement block's section id is its anchor) unless
 *   it already has a link;
 * - an `icon` of a card the old page could not draw (it drew the spark for any name outside its
 *   own seventeen) becomes `spark`, which it showed; a name in other case or with spaces is tidied;
 * - a point of join-our-movement keeps what the page drew as `text` (the old page fell back to
 *   `title`); a point with neither drew nothing and goes;
 * - keys the page never drew, and that the block does not declare, go (the block's validation
 *   refuses undeclared keys, so a page carrying them could not be saved again).
 * Running it again changes nothing more. A section whose id is not one of Careers' designed ids is
 * returned unchanged.
 */

/** Legacy section id on the Careers page → block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'careers-hero',
  'why-build': 'reason-list',
  'founders-quote': 'founders-quote',
  cultivating: 'growth-cards',
  perks: 'perk-grid',
  culture: 'culture-cards',
  'join-our-movement': 'join-movement',
}

const CARD = ['icon', 'title', 'description']

/** The metadata keys each block declares (and `items` holds entries with these keys). */
const METADATA: Record<string, { keys: string[]; items?: string[] }> = {
  'careers-hero': { keys: ['eyebrow', 'subtitle', 'buttonText', 'buttonLink', 'image', 'imageAlt'], items: ['value', 'label'] },
  'reason-list': { keys: ['eyebrow'], items: CARD },
  'founders-quote': { keys: ['attribution', 'role'] },
  'growth-cards': { keys: ['eyebrow'], items: CARD },
  'perk-grid': { keys: ['eyebrow'], items: CARD },
  'culture-cards': { keys: ['eyebrow'], items: CARD },
  'join-movement': { keys: ['eyebrow', 'applyTitle', 'applyText', 'email', 'emailSubject', 'socialTitle'], items: ['text'] },
}

/** Where the old hero's button went. */
const JOIN_ANCHOR = '#join-our-movement'

/** The card icons the old Careers page drew (any other name drew the spark). */
const OLD_ICONS = ['target', 'rocket', 'spark', 'users', 'leaf', 'compass', 'shield', 'handshake', 'growth', 'heart', 'clock', 'book', 'bike', 'chart', 'sun', 'eye', 'flask']

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
  if (type === 'join-movement' && !text(out.text) && text(out.title)) out.text = out.title
  if (Object.hasOwn(out, 'icon')) out.icon = icon(out.icon)
  return keep(out, keys)
}

export function upgrade(section: any): any {
  if (!isObject(section) || typeof section.id !== 'string' || !Object.hasOwn(DESIGNED_IDS, section.id)) return section
  const type = DESIGNED_IDS[section.id]
  const out: any = { ...section, type }
  const declared = METADATA[type]
  if (type === 'careers-hero') {
    const metadata: any = isObject(section.metadata) ? { ...section.metadata } : {}
    if (metadata.buttonLink === undefined) metadata.buttonLink = JOIN_ANCHOR
    out.metadata = metadata
  } else if (!isObject(section.metadata)) {
    return out
  }
  const source: any = out.metadata ?? section.metadata
  const metadata: any = keep(source, declared.keys)
  if (declared.items && Array.isArray(source.items)) {
    metadata.items = source.items.map((item: any) => upgradeItem(type, item, declared.items!))
    // A point without words drew nothing (the old page left it out); it would be refused now.
    if (type === 'join-movement') metadata.items = metadata.items.filter((item: any) => !isObject(item) || text(item.text) !== '')
  }
  out.metadata = metadata
  return out
}
