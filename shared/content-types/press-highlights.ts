/**
 * Press highlights: coverage of Yerth (admin-area §3 Media Manager, §4, §5, §7; public-site §2
 * Media and press, /press/{slug}, §7). Served from this declaration by the engine
 * (modules/content-types), with the API the spec gives them kept word for word: `{highlights}` and
 * `{highlight}` (`api`), the newest first, three on the Media page. The Media Manager's Press tab is
 * their console (a hand-written collection, `manager.collection`); the Media page's press block
 * lists them, and each has a page at /press/<slug> unless it links out (`external_url`).
 */
import { servedContentType } from './served.ts'

/** The longest of each field (docs/decisions/0021-media-kit.md): shared/api/media-kit.ts's MEDIA_LIMITS reads them from here. */
export const PRESS_LIMITS = { title: 300, description: 1000, content: 200_000, url: 2000 } as const
/** The public list's page: 3 on the Media page (public-site §9), 10 when not asked, 50 at most. */
export const PRESS_PUBLIC_LIMIT = { default: 10, max: 50 } as const

export const PRESS_HIGHLIGHTS = servedContentType({
  type: 'press-highlights',
  table: 'press_highlights',
  noun: 'press highlight',
  label: 'Press highlight',
  plural: 'Press highlights',
  auditAs: 'press_highlight',
  manager: {
    screen: 'Media Manager',
    path: '/media',
    icon: 'megaphone',
    summary: 'Coverage of Yerth: the newest three are on the Media page, and each opens its source or a page of its own.',
    collection: 'press',
  },
  api: { item: 'highlight', items: 'highlights' },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: PRESS_LIMITS.title },
    { name: 'description', label: 'Description', kind: 'longText', max: PRESS_LIMITS.description, hint: 'A sentence or two: shown on the Media page, in search results and on social cards.' },
    { name: 'content', label: 'Content', kind: 'richText', required: true, max: PRESS_LIMITS.content, detailOnly: true },
    { name: 'featured_image', label: 'Featured image', kind: 'image', max: PRESS_LIMITS.url },
    { name: 'external_url', label: 'External link', kind: 'link', max: PRESS_LIMITS.url, hint: 'The original coverage: the highlight opens it in a new tab instead of its own page.' },
  ],
  slugFallback: 'press',
  list: { columns: ['title', 'status', 'publish_date'], search: ['title', 'description'] },
  site: {
    path: '/press',
    list: false,
    crumb: { name: 'Media', path: '/media' },
    article: true,
    feed: true,
    intro: 'Press coverage and news about Yerth and Hypermobility.',
    order: { field: 'published', direction: 'desc' },
    description: 'description',
    image: 'featured_image',
    limit: PRESS_PUBLIC_LIMIT.max,
    defaultLimit: PRESS_PUBLIC_LIMIT.default,
  },
})
