/**
 * The server part of a page of blocks (shared/routes/page.ts): one screen (pages/ManagedPage.tsx)
 * draws the page's stored blocks; designed blocks come in chunks of their own, loaded by the blocks
 * the page shows (sections/registry.ts).
 */
import type { PublicPage } from '../../../../shared/api/pages.ts'
import { blockByType } from '../../../../shared/blocks/catalogue.ts'
import { MANAGED_PAGES, isManagedKey } from '../../../../shared/pages/managed.ts'
import { loadExtras, loadPage, type JournalServices } from '../../../loaders.ts'
import { NOT_FOUND_META } from '../../frame-meta.ts'
import { managedPageMeta } from '../../page-meta.ts'
import type { PageRouteData } from '../../pages/ManagedPage.tsx'
import { defineServer } from '../define.ts'

export type { PageRouteData }

/** The screen module of every page of blocks, and each chunk of designed blocks, as Vite's manifest names them. */
export const MANAGED_PAGE_MODULE = 'src/pages/ManagedPage.tsx'
export const BLOCK_CHUNK_MODULE = (chunk: string) => `src/sections/${chunk}/index.ts`

/**
 * The route data around a page already read: what its blocks need loaded with it. The route's
 * loader and the console's live preview (a page with unsaved blocks, web-public/preview.ts) both
 * go through here, so a preview shows the same media kit, press and latest posts as the page.
 */
export async function pageRouteData(services: JournalServices, key: string, page: PageRouteData['page']): Promise<PageRouteData> {
  return { kind: 'page', key, page, extras: page ? await loadExtras(services, page) : {} }
}

/** The chunks of designed blocks the visible sections need, in first-use order (the spec's generic blocks come with the screen). */
function blockChunks(sections: PublicPage['sections']): string[] {
  const chunks = new Set<string>()
  for (const s of sections) {
    const chunk = s.visible ? blockByType(s.type)?.chunk : undefined
    if (chunk && chunk !== 'generic') chunks.add(chunk)
  }
  return [...chunks]
}

export const pageServer = defineServer<'page', PageRouteData>('page', {
  // The screen and the chunks of the designed blocks it shows (the registry loads the same files).
  modules: (_match, data) => [MANAGED_PAGE_MODULE, ...blockChunks(data?.page?.sections ?? []).map(BLOCK_CHUNK_MODULE)],
  load: async ({ match, services, staff }) => pageRouteData(services, match.key, await loadPage(services, match.key, staff)),
  head: (match, data) => (data?.page ? { meta: managedPageMeta(match.key, data.page, match.path), status: 200 } : { meta: NOT_FOUND_META, status: 404 }),
  // Bounded by the pages that exist: an unpublished managed page is the 404 page for every
  // visitor; an address that is no page at all renders each time (junk must not fill the cache).
  cacheable: (match, data) => (data?.page ? !data.page.preview : isManagedKey(match.key)),
  // The published pages (all seven when the pages module is not registered); HyperBuilt's
  // sub-paths name /hyperbuilt as their canonical page, so only that one is listed.
  sitemap: async ({ pages }: JournalServices) => (await pages?.sitemapEntries?.()) ?? MANAGED_PAGES.map((p) => ({ path: p.path as string, updated_at: null })),
})
