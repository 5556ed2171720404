/**
 * The server parts of every served content type's routes (shared/routes/served.ts): the data is
 * loaded once (app.contentTypes) for the first render and for navigations alike; staff see drafts
 * and scheduled items as previews; the sitemap lists the list and every public item.
 */
import { SERVED_TYPES } from '../../../../shared/content-types/served-types.ts'
import { itemPath } from '../../../../shared/content-types/paths.ts'
import type { ServedContentType } from '../../../../shared/content-types/served.ts'
import { servedDetailKind, servedListKind } from '../../../../shared/routes/served.ts'
import { describeImage } from '../../../loaders.ts'
import { servedItemMeta, servedListMeta, servedNotFoundMeta, type ServedDetailData, type ServedListData, type ServedPageItem } from '../../content/served.ts'
import type { Match, RouteServer } from '../define.ts'

const screenFile = (t: ServedContentType, screen: 'List' | 'Detail') => `src/content/${t.type}/${screen}.tsx`
/** The module that finds a type's screens by name (content/screens.ts): linked with them, as the browser needs both. */
const SCREENS_MODULE = 'src/content/screens.ts'

function listServer(t: ServedContentType): RouteServer<Match, ServedListData> {
  const kind = servedListKind(t.type)
  return {
    modules: () => [screenFile(t, 'List'), SCREENS_MODULE],
    load: async ({ services }) => {
      const { items, past } = (await services.contentTypes?.listPublic(t.type)) ?? { items: [], past: [] }
      return { kind, key: '', items, past }
    },
    head: () => ({ meta: servedListMeta(t), status: 200 }),
  }
}

function detailServer(t: ServedContentType): RouteServer<Match & { slug: string }, ServedDetailData> {
  const kind = servedDetailKind(t.type)
  return {
    modules: () => [screenFile(t, 'Detail'), SCREENS_MODULE],
    load: async ({ match, services, staff }) => {
      const source = services.contentTypes
      let item: ServedPageItem | null = null
      if (source && staff && source.findForPreview) {
        const found = await source.findForPreview(t.type, match.slug)
        if (found) {
          const { visible, ...rest } = found
          item = visible ? rest : { ...rest, preview: true }
        }
      } else if (source) item = await source.findPublic(t.type, match.slug)
      const picture = t.served.site.image && item ? String(item[t.served.site.image] ?? '') : ''
      return { kind, key: match.slug, item, image: await describeImage(services, picture) }
    },
    head: (_match, data) => (data?.item ? { meta: servedItemMeta(t, data.item, data.image), status: 200 } : { meta: servedNotFoundMeta(t), status: 404 }),
    // Bounded by the published items: unknown slugs render each time.
    cacheable: (_match, data) => data?.item != null && !data.item.preview,
    sitemap: async ({ contentTypes }) => ((await contentTypes?.sitemapEntries?.(t.type)) ?? []).map((e) => ({ path: itemPath(t, e.slug), updated_at: e.updated_at })),
  }
}

/** The server parts of the served types' routes, by kind. */
export const SERVED_SERVERS: Record<string, RouteServer<never, never>> = Object.fromEntries(
  (SERVED_TYPES as readonly ServedContentType[]).flatMap((t) => [
    ...(t.served.site.list === false ? [] : [[servedListKind(t.type), listServer(t)]]),
    ...(t.served.site.detail === false ? [] : [[servedDetailKind(t.type), detailServer(t)]]),
  ]),
)
