/**
 * A page of blocks: one of the seven managed pages (shared/pages/managed.ts; HyperBuilt also answers
 * on its two sub-paths, public-site §2) or a page an editor created, at `/<slug>` (issue 17).
 */
import { MANAGED_PAGES, isManagedKey, isPageSlug } from '../pages/managed.ts'
import { declareRoute } from './define.ts'

/** Managed pages by path. */
const MANAGED_PATHS: Record<string, string> = {
  ...Object.fromEntries(MANAGED_PAGES.map((p) => [p.path, p.key])),
  '/hyperbuilt/reality': 'hyperbuilt',
  '/hyperbuilt/podcast': 'hyperbuilt',
}

export const PAGE = declareRoute({
  kind: 'page',
  paths: [...Object.keys(MANAGED_PATHS), '/:slug'],
  // `key`: the managed page's key, or the created page's slug; `path`: the address asked for.
  params: ({ slug }, path): { key: string; path: string } | null => {
    if (slug === undefined) return { key: MANAGED_PATHS[path], path }
    // `/home` is not a second address of `/`: a managed key is a page only at its own path.
    return isPageSlug(slug) && !isManagedKey(slug) ? { key: slug, path } : null
  },
  canonical: (match) => match.path,
})
