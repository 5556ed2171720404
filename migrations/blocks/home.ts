/**
 * Issue 17, the Home page: one stored section as it is today (its designed component chosen by its
 * id; its stored type, text/banner/button/image, was ignored for these) becomes a block of the
 * catalogue. Frozen in time: imports nothing from the app.
 *
 * Every text, link, image and item is kept. What changes:
 * - `type` becomes the block type (DESIGNED_IDS);
 * - the three action bands (early-access, read-about-us, hyperbuilt-subscribe) were told apart by
 *   their ids in the stylesheet; each gets the look it had: `layout` (panel | plain) and `spacing`
 *   (tucked | close), unless it already has them; a `style` other than primary or secondary (drawn
 *   as primary) becomes primary;
 * - the two films were two components; each gets its `layout`: mirror-of-earth split, looked-at-earth
 *   backdrop;
 * - a founder entry's `id` is stored as `key` (an item field may not be named id);
 * - a feature pillar card's `icon` that the old page did not know (it drew the innovation icon for
 *   any name but performance, innovation and sustainable) becomes `innovation`, which it showed.
 * Running it again changes nothing more. A section whose id is not one of Home's designed ids is
 * returned unchanged.
 */

/** Legacy section id on the Home page → block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'hero',
  'nature-carousel': 'feature-carousel',
  'hypermobility-statement': 'statement',
  'discover-future': 'feature-pillars',
  'early-access': 'action-band',
  'mirror-of-earth': 'video-feature',
  'looked-at-earth': 'video-feature',
  'what-were-building': 'project-carousel',
  'read-about-us': 'action-band',
  'new-era': 'headline',
  'new-era-image': 'wide-image',
  'hyperbuilt-series': 'series-teaser',
  'hyperbuilt-subscribe': 'action-band',
  founders: 'founders',
  'latest-blogs': 'latest-posts',
  'closing-cta': 'closing-cta',
}

/** How each action band looked (home.css chose it by id). */
const ACTION_LOOKS: Record<string, { layout: string; spacing: string }> = {
  'early-access': { layout: 'panel', spacing: 'tucked' },
  'read-about-us': { layout: 'plain', spacing: 'tucked' },
  'hyperbuilt-subscribe': { layout: 'plain', spacing: 'close' },
}

const FILM_LAYOUTS: Record<string, string> = {
  'mirror-of-earth': 'split',
  'looked-at-earth': 'backdrop',
}

/** The icons the old feature cards drew; any other name drew innovation. */
const CARD_ICONS = ['performance', 'innovation', 'sustainable']

const isObject = (v: any): boolean => v !== null && typeof v === 'object' && !Array.isArray(v)

export function upgrade(section: any): any {
  if (!isObject(section) || typeof section.id !== 'string' || !Object.hasOwn(DESIGNED_IDS, section.id)) return section
  const id: string = section.id
  const type = DESIGNED_IDS[id]
  const out: any = { ...section, type }
  const metadata: any = isObject(section.metadata) ? { ...section.metadata } : undefined

  if (type === 'action-band') {
    const look = ACTION_LOOKS[id]
    const m = metadata ?? {}
    if (m.layout === undefined) m.layout = look.layout
    if (m.spacing === undefined) m.spacing = look.spacing
    if (typeof m.style === 'string' && m.style !== '' && m.style !== 'primary' && m.style !== 'secondary') m.style = 'primary'
    out.metadata = m
  } else if (type === 'video-feature') {
    const m = metadata ?? {}
    if (m.layout === undefined) m.layout = FILM_LAYOUTS[id]
    out.metadata = m
  } else if (metadata) {
    out.metadata = metadata
  }

  if (type === 'founders' && Array.isArray(out.metadata?.items)) {
    out.metadata.items = out.metadata.items.map((item: any) => {
      if (!isObject(item) || !Object.hasOwn(item, 'id')) return item
      const { id: key, ...rest } = item
      return rest.key === undefined ? { key, ...rest } : rest
    })
  }

  if (type === 'feature-pillars' && Array.isArray(out.metadata?.items)) {
    out.metadata.items = out.metadata.items.map((item: any) =>
      isObject(item) && typeof item.icon === 'string' && item.icon !== '' && !CARD_ICONS.includes(item.icon) ? { ...item, icon: 'innovation' } : item,
    )
  }

  return out
}
