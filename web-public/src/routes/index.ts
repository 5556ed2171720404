/**
 * THE table of public routes: one line per route module (./define.ts says what a route declares).
 * Everything that needs to know the site's pages reads it: the browser's router (App.tsx), the
 * server's matching, redirects, render cache, data, head and links (web-public/plugin.ts,
 * page-route.ts, entry-server.tsx), the sitemap (sitemap.ts), analytics (which paths are public
 * pages) and the pages module (which slugs would shadow a route).
 */
import { blogDetailRoute } from './blog-detail.ts'
import { blogListRoute } from './blog-list.ts'
import type { PublicPageData } from '../../../shared/ssr.ts'
import type { Match, PublicRoute } from './define.ts'
import { pageRoute } from './page.ts'
import { SERVED_ROUTES } from './served.ts'
import { STATIC_ROUTES } from './static.ts'
import { vlogListRoute } from './vlog-list.ts'

export const ROUTES = [pageRoute, blogListRoute, vlogListRoute, blogDetailRoute, ...STATIC_ROUTES, ...SERVED_ROUTES] as const

type AnyRoute = (typeof ROUTES)[number]
type MatchOf<R> = R extends PublicRoute<infer K, infer P, unknown> ? Match<K, P> : never
type DataOf<R> = R extends PublicRoute<infer _K, infer _P, infer D> ? D : never

/** What an address shows: the route's kind and the parameters its screen needs. */
export type RouteMatch = MatchOf<AnyRoute>
export type RouteKind = RouteMatch['kind']
/** The data a route's server part loads for the first render (sent with the page). */
export type RouteData = Exclude<DataOf<AnyRoute>, undefined>

/** PublicPageData plus the data of the screen (absent for screens that need none). */
export type PageData = PublicPageData & { route?: RouteData }

/** A route as the generic code handles it (its own module keeps the precise types). */
type Route = PublicRoute<string, object, unknown>

const BY_KIND = new Map<string, Route>(ROUTES.map((r) => [r.kind, r as unknown as Route]))

/** The declaration of a matched route. */
export const routeOf = (match: RouteMatch): Route => BY_KIND.get(match.kind)!

/** The route some route data belongs to (undefined for a kind this build does not know). */
export const routeOfData = (data: RouteData): Route | undefined => BY_KIND.get(data.kind)

/** Addresses without parameters, by path; the others as patterns (paths are plain `[a-z0-9/-]` text and `:name`). */
const EXACT = new Map<string, Route>()
const PATTERNS: Array<{ route: Route; names: string[]; re: RegExp }> = []
for (const route of BY_KIND.values()) {
  for (const path of route.paths) {
    const names = path.split('/').filter((s) => s[0] === ':').map((s) => s.slice(1))
    if (!names.length) EXACT.set(path, route)
    else PATTERNS.push({ route, names, re: new RegExp(`^${path.replace(/:[^/]+/g, '([^/]+)')}$`) })
  }
}
// Fewer parameters first: a fixed segment wins over a parameter (`/press/:slug` before `/:a/:b`).
PATTERNS.sort((a, b) => a.names.length - b.names.length)

function withParams(route: Route, values: Record<string, string>, path: string): RouteMatch | null {
  const params = route.params ? route.params(values, path) : {}
  return params ? ({ kind: route.kind, ...params } as RouteMatch) : null
}

/** The route of a pathname, null for the 404 page. Case-sensitive; a trailing slash is ignored, as the router does. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = EXACT.get(path)
  if (exact) return withParams(exact, {}, path)
  for (const { route, names, re } of PATTERNS) {
    const found = re.exec(path)
    if (!found) continue
    let values: Record<string, string>
    try {
      values = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]))
    } catch {
      return null // a malformed escape names nothing
    }
    const match = withParams(route, values, path)
    if (match) return match
  }
  return null
}

/** The match of `pathname` when it is route `kind`'s (a screen reading its parameters), else null. */
export function matchOf<K extends RouteKind>(kind: K, pathname: string): Extract<RouteMatch, { kind: K }> | null {
  const match = matchRoute(pathname)
  return match?.kind === kind ? (match as Extract<RouteMatch, { kind: K }>) : null
}

/** The one address of a screen. */
export function canonicalPath(match: RouteMatch): string {
  const route = routeOf(match)
  return route.canonical ? route.canonical(match) : route.paths[0]
}

/** Every public address without parameters (public-site §2). */
export const PUBLIC_PATHS: string[] = /* @__PURE__ */ Array.from(EXACT.keys())

/** Loads what a route's screen needs before rendering (server) or hydrating (browser): its chunk, and what its declaration adds. */
export async function preloadRoute(match: RouteMatch | null, data?: RouteData): Promise<void> {
  if (!match) return
  const route = routeOf(match)
  const mine = data && (data as { kind?: string }).kind === match.kind ? data : undefined
  await Promise.all([route.screen.preload(), route.preload?.(match, mine)])
}
