/**
 * The public routes of every served content type (shared/content-types/served.ts), derived from the
 * registry: its list at `site.path` (unless a block lists it: `site.list: false`) and each item at `site.path/<slug>`, drawn by the type's own two
 * screens, found by name (content/screens.ts: content/<type>/List.tsx and Detail.tsx), so a new type adds no line here.
 * The data is loaded once (app.contentTypes) for the first render and for navigations alike; staff
 * see drafts and scheduled items as previews; the sitemap lists the list and every public item.
 */
import { SERVED_TYPES } from '../../../shared/content-types/served-types.ts'
import { itemPath } from '../../../shared/content-types/paths.ts'
import type { ServedContentType } from '../../../shared/content-types/served.ts'
import { SLUG_PATTERN } from '../../../shared/slug.ts'
import type { ServedDetailData, ServedListData, ServedPageItem } from '../content/served.ts'
import { lazyPage } from '../lib/lazy-page.tsx'
import { defineRoute } from './define.ts'
import { serverKit } from './kit.ts'

// The kinds, written out here: content/served.ts (meta, hooks) stays in the screens' chunks and the server kit.
const listKind = (t: ServedContentType) => `served-list:${t.type}` as const
const detailKind = (t: ServedContentType) => `served-detail:${t.type}` as const

const screenFile = (t: ServedContentType, screen: 'List' | 'Detail') => `src/content/${t.type}/${screen}.tsx`
/** The module that finds a type's screens by name (content/screens.ts): linked with them, as the browser needs both. */
const SCREENS_MODULE = 'src/content/screens.ts'

function listRoute(t: ServedContentType) {
  const kind = listKind(t)
  return defineRoute<typeof kind, object, ServedListData>({
    kind,
    paths: [t.served.site.path],
    screen: lazyPage(() => import('../content/screens.ts').then((m) => m.servedScreen(t.type, 'List'))),
    server: globalThis.YERTH_BROWSER_BUILD
      ? undefined
      : {
          modules: () => [screenFile(t, 'List'), SCREENS_MODULE],
          load: async ({ services }) => {
            const { items, past } = (await services.contentTypes?.listPublic(t.type)) ?? { items: [], past: [] }
            return { kind, key: '', items, past }
          },
          head: () => ({ meta: serverKit().servedListMeta(t), status: 200 }),
        },
  })
}

function detailRoute(t: ServedContentType) {
  const kind = detailKind(t)
  return defineRoute<typeof kind, { slug: string }, ServedDetailData>({
    kind,
    paths: [`${t.served.site.path}/:slug`],
    params: ({ slug }) => (SLUG_PATTERN.test(slug) ? { slug } : null),
    canonical: ({ slug }) => itemPath(t, slug),
    screen: lazyPage(() => import('../content/screens.ts').then((m) => m.servedScreen(t.type, 'Detail'))),
    server: globalThis.YERTH_BROWSER_BUILD
      ? undefined
      : {
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
            return { kind, key: match.slug, item, image: await serverKit().describeImage(services, picture) }
          },
          head: (_match, data) => {
            const { servedItemMeta, servedNotFoundMeta } = serverKit()
            return data?.item ? { meta: servedItemMeta(t, data.item, data.image), status: 200 } : { meta: servedNotFoundMeta(t), status: 404 }
          },
          // Bounded by the published items: unknown slugs render each time.
          cacheable: (_match, data) => data?.item != null && !data.item.preview,
          sitemap: async ({ contentTypes }) =>
            ((await contentTypes?.sitemapEntries?.(t.type)) ?? []).map((e) => ({ path: itemPath(t, e.slug), updated_at: e.updated_at })),
        },
  })
}

/** Two routes per served type, in the registry's order; one for a type listed by a block on a page (`site.list: false`). */
export const SERVED_ROUTES = (SERVED_TYPES as readonly ServedContentType[]).flatMap((t) => (t.served.site.list === false ? [detailRoute(t)] : [listRoute(t), detailRoute(t)]))
