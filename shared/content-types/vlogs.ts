/**
 * Vlogs: video posts linking to YouTube (admin-area §2 Vlog Manager, §3, §5, §7; public-site §2
 * Vlog list, §7). Served from this declaration by the engine (modules/content-types), with the API
 * the spec gives them kept: `{vlogs, total, limit, offset, any_published}` from GET /api/public/vlogs
 * (search, category, author, sort and paging), `{vlog}` and `{vlogs, total}` in the console, the
 * categories at /api/public/vlog-categories and /api/cms/vlog-categories, the authors at
 * /api/public/vlog-authors. A vlog has no page of its own: its card on /journal/vlogs (a screen of
 * the journal, shared/routes/journal.ts) opens the video on YouTube. The Vlog Manager is a
 * hand-written console collection (web-admin/src/screens/vlogs), a spec'd screen.
 */
import { youtubeThumbnail } from '../journal.ts'
import { servedContentType } from './served.ts'

/** The public list's page: 12 cards when not asked (public-site §8 skeletons: 6), 50 at most. */
export const VLOG_PAGE = { default: 12, max: 50, maxOffset: 10_000 } as const

export const VLOGS = servedContentType({
  type: 'vlogs',
  table: 'vlogs',
  noun: 'vlog',
  label: 'Vlog',
  plural: 'Vlogs',
  auditAs: 'vlog',
  manager: {
    screen: 'Vlog Manager',
    path: '/vlogs',
    icon: 'vlog',
    summary: 'Videos of the journal: each card on /journal/vlogs opens its video on YouTube.',
    collection: 'vlogs',
  },
  api: { item: 'vlog', items: 'vlogs' },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 200 },
    { name: 'youtube_url', label: 'YouTube URL', kind: 'video', required: true, max: 2048, videoId: 'video_id' },
    {
      name: 'thumbnail_url',
      input: 'thumbnail',
      label: 'Thumbnail',
      kind: 'image',
      max: 2048,
      internal: true,
      hint: 'Leave empty to use the video’s own thumbnail.',
    },
    { name: 'category', label: 'Category', kind: 'shortText', required: true, max: 100 },
    { name: 'description', label: 'Description', kind: 'longText', max: 5000 },
    { name: 'author_name', label: 'Author', kind: 'shortText', max: 200, defaultsToAuthor: true },
    { name: 'meta_title', label: 'Meta title', kind: 'shortText', max: 200, internal: true },
    { name: 'meta_description', label: 'Meta description', kind: 'longText', max: 500, internal: true },
    { name: 'meta_keywords', label: 'Meta keywords', kind: 'shortText', max: 500, internal: true },
  ],
  slugFallback: 'vlog',
  slug: { max: 80, lowercase: true, numbered: true },
  // The spec's form message (admin-area §5, as for blogs), said of any missing one.
  requiredMessage: 'Please fill in all required fields (Title, Category, YouTube URL)',
  categories: { field: 'category', table: 'vlog_categories', path: 'vlog-categories', collapseSpaces: true },
  derived: {
    // The stored thumbnail, else the video's own (admin-area §3: "falls back to the video's own thumbnail").
    thumbnail: { answer: 'text', value: (v) => String(v.thumbnail_url ?? '') || youtubeThumbnail(String(v.video_id)) },
    // When it went live: its publish date, else when it was created (public-site §8: the list's order).
    display_date: { answer: 'instant', value: (v) => v.publish_date ?? v.created_at },
  },
  cmsPage: 200,
  list: { columns: ['title', 'category', 'status', 'publish_date'], search: ['title'] },
  site: {
    path: '/journal/vlogs',
    list: false,
    detail: false,
    intro: 'Videos from the road to Hypermobility: factory tours, test drives and the people building Yerth.',
    order: { field: 'published', direction: 'desc' },
    description: 'description',
    image: 'thumbnail_url',
    paged: {
      ...VLOG_PAGE,
      search: 'search',
      filters: [
        { param: 'category', field: 'category', caseless: true },
        { param: 'author', field: 'author_name' },
      ],
      facets: [{ path: 'vlog-authors', key: 'authors', field: 'author_name' }],
    },
  },
})
