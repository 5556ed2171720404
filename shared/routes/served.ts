/**
 * The routes of every served content type (shared/content-types/served.ts), derived from the
 * registry: its list at `site.path` (unless a block lists it: `site.list: false`) and each item at
 * `site.path/<slug>`; a new type adds no line anywhere in the route tables.
 * The browser's build reads a slim copy of the registry (names and paths only: vite.config.ts).
 */
import { SERVED_TYPES } from '../content-types/served-types.ts'
import { itemPath } from '../content-types/paths.ts'
import { SLUG_PATTERN } from '../slug.ts'
import { declareRoute } from './define.ts'

/** What the routes read of a served type: its name and its site's address (all the browser's copy has). */
export interface ServedSiteOf {
  type: string
  served: { site: { path: string; list?: false; detail?: false; ownScreens?: true } }
}

export const servedListKind = (type: string) => `served-list:${type}` as const
export const servedDetailKind = (type: string) => `served-detail:${type}` as const
export type ServedListKind = `served-list:${string}`
export type ServedDetailKind = `served-detail:${string}`

const listRoute = (t: ServedSiteOf) => declareRoute<ServedListKind>({ kind: servedListKind(t.type), paths: [t.served.site.path] })

const detailRoute = (t: ServedSiteOf) =>
  declareRoute<ServedDetailKind, { slug: string }>({
    kind: servedDetailKind(t.type),
    paths: [`${t.served.site.path}/:slug`],
    params: ({ slug }) => (SLUG_PATTERN.test(slug) ? { slug } : null),
    canonical: ({ slug }) => itemPath(t, slug),
  })

/** The served type a served route's kind names. */
export const servedTypeOfKind = (kind: string): string | undefined => /^served-(?:list|detail):(.+)$/.exec(kind)?.[1]

/**
 * Two routes per served type, in the registry's order: no list route for a type listed by a block on a
 * page or by a screen of its own (`site.list: false`), no item route for one whose items have no page
 * (`site.detail: false`: vlogs, listed by the journal's screen), and none for a type whose screens are
 * the spec's own (`site.ownScreens`: blog posts, routed by the journal's route modules).
 */
export const SERVED = (SERVED_TYPES as readonly ServedSiteOf[]).filter((t) => !t.served.site.ownScreens).flatMap((t) => [
  ...(t.served.site.list === false ? [] : [listRoute(t)]),
  ...(t.served.site.detail === false ? [] : [detailRoute(t)]),
])
