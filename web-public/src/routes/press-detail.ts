/**
 * /press/{slug}: a press highlight's own page (public-site §2). Visitors see published, due
 * highlights; staff also open drafts and scheduled ones, marked as a preview. The sitemap lists
 * every highlight visitors can read.
 */
import { lazyPage } from '../lib/lazy-page.tsx'
import type { PressDetailData } from '../pages/press/PressDetail.tsx'
import { defineRoute } from './define.ts'
import { serverKit } from './kit.ts'

export const pressDetailRoute = defineRoute({
  kind: 'pressDetail',
  paths: ['/press/:slug'],
  params: ({ slug }) => ({ slug }),
  canonical: ({ slug }) => `/press/${encodeURIComponent(slug)}`,
  screen: lazyPage(() => import('../pages/press/PressDetail.tsx')),
  server: globalThis.YERTH_BROWSER_BUILD
    ? undefined
    : {
        modules: () => ['src/pages/press/PressDetail.tsx'],
        load: async ({ match, services, staff }): Promise<PressDetailData> => {
          const { findPress, describeImage } = serverKit()
          const highlight = services.press ? await findPress(services.press, match.slug, staff) : null
          return { kind: 'pressDetail', key: match.slug, highlight, image: await describeImage(services, highlight?.featured_image) }
        },
        head: (_match, data) => {
          const { pressMeta, PRESS_NOT_FOUND_META } = serverKit()
          return data?.highlight ? { meta: pressMeta(data.highlight, data.image), status: 200 } : { meta: PRESS_NOT_FOUND_META, status: 404 }
        },
        // Bounded by the published highlights: unknown slugs render each time.
        cacheable: (_match, data) => data?.highlight != null && !data.highlight.preview,
        sitemap: async ({ press }) =>
          ((await press?.sitemapEntries?.()) ?? []).map((p) => ({ path: `/press/${encodeURIComponent(p.slug)}`, updated_at: p.updated_at })),
      },
})
