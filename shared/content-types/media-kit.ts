/**
 * Media kit items: the downloadable files of the Media page (admin-area §3 Media Manager, §5, §7;
 * public-site §2 Media, §7). Served from this declaration by the engine (modules/content-types),
 * with the API the spec gives them: `{items}` from GET /api/public/media-kit (every item, oldest
 * first: the order editors built the kit in), `{items, total}` and `{item}` in the console. An item
 * has no slug and no status: every saved item is on the Media page. Its file is uploaded through the
 * media module (POST /api/cms/media-kit/upload), which also counts downloads (POST
 * /api/public/media-kit/:id/download: `download_count`, a counter no save writes). The Media
 * Manager's Media Kit tab is its console (a hand-written collection, `manager.collection`).
 */
import { servedContentType } from './served.ts'

/** admin-area §9: the file types of a media kit item. */
export const KIT_FILE_TYPES = ['ZIP', 'PDF', 'PNG', 'JPG', 'DOC'] as const
/** The longest of each field (docs/decisions/0021-media-kit.md); the whole kit is listed, up to this many. */
export const KIT_LIMITS = { title: 200, description: 2000, url: 2000, fileSize: 50, itemCount: 50, publicList: 200 } as const

export const MEDIA_KIT = servedContentType({
  type: 'media-kit',
  table: 'media_kit_items',
  noun: 'media kit item',
  label: 'Media kit item',
  plural: 'Media kit items',
  auditAs: 'media_kit_item',
  manager: {
    screen: 'Media Manager',
    path: '/media',
    icon: 'media',
    summary: 'The files journalists download from the Media page: logos, photos, fact sheets.',
    collection: 'media-kit',
  },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: KIT_LIMITS.title },
    { name: 'description', label: 'Description', kind: 'longText', max: KIT_LIMITS.description },
    { name: 'file_type', label: 'File type', kind: 'select', required: true, options: KIT_FILE_TYPES.map((t) => ({ value: t, label: t })) },
    { name: 'file_url', label: 'File', kind: 'link', required: true, max: KIT_LIMITS.url, file: { typeField: 'file_type' } },
    { name: 'file_size', label: 'File size', kind: 'shortText', max: KIT_LIMITS.fileSize, hint: 'As people read it, such as “12 MB”.' },
    { name: 'item_count', label: 'Item count', kind: 'shortText', max: KIT_LIMITS.itemCount, hint: 'Such as “12” or “3 files”.' },
  ],
  slug: false,
  publishing: false,
  counters: ['download_count'],
  list: { columns: ['title', 'file_type', 'download_count'], search: ['title', 'description'], order: 'oldest' },
  site: {
    path: '/media',
    list: false,
    detail: false,
    intro: 'Logos, photos and fact sheets about Yerth, free to download for press use.',
    order: { field: 'created_at', direction: 'asc' },
    description: 'description',
    limit: KIT_LIMITS.publicList,
  },
})
