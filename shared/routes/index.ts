/**
 * THE table of public routes (issue 30: one table, framework-free, so the server's modules and the
 * public app read the same one): one line per declaration or family (./define.ts says what a route
 * declares). It is read by the browser's router (web-public/src/App.tsx, with each kind's screen from
 * web-public/src/routes/screens.ts), the server's matching, redirects, render cache, data, head and
 * links (web-public/plugin.ts, page-route.ts, entry-server.tsx, with each kind's server part from
 * web-public/src/routes/server/), the sitemap, analytics (which paths are public pages) and the
 * pages module (which slugs would shadow a route).
 */
import type { Match, RouteDeclaration } from './define.ts'

export type { Match, RouteDeclaration }
import { BLOG_DETAIL, BLOG_LIST, VLOG_LIST } from './journal.ts'
import { PAGE } from './page.ts'
import { SERVED } from './served.ts'
import { STATIC } from './static.ts'

export const ROUTES = [PAGE, BLOG_LIST, VLOG_LIST, BLOG_DETAIL, ...STATIC, ...SERVED] as const

type AnyRoute = (typeof ROUTES)[number]
type MatchOf<R> = R extends RouteDeclaration<infer K, infer P> ? Match<K, P> : never

/** What an address shows: the route's kind and the parameters its screen needs. */
export type RouteMatch = MatchOf<AnyRoute>
export type RouteKind = RouteMatch['kind']
/** The match of one kind. */
export type MatchOfKind<K extends RouteKind> = Extract<RouteMatch, { kind: K }>

/** A route as the generic code handles it (its own module keeps the precise types). */
type Route = RouteDeclaration<string, object>

const BY_KIND = new Map<string, Route>(ROUTES.map((r) => [r.kind, r as unknown as Route]))

/** The declaration of a route's kind (undefined for a kind this table does not hold). */
export const declarationOf = (kind: string): Route | undefined => BY_KIND.get(kind)

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
export function matchOf<K extends RouteKind>(kind: K, pathname: string): MatchOfKind<K> | null {
  const match = matchRoute(pathname)
  return match?.kind === kind ? (match as MatchOfKind<K>) : null
}

/** The one address of a screen. */
export function canonicalPath(match: RouteMatch): string {
  const route = BY_KIND.get(match.kind)!
  return route.canonical ? route.canonical(match) : route.paths[0]
}

/** Every public address without parameters (public-site §2). */
export const PUBLIC_PATHS: string[] = /* @__PURE__ */ Array.from(EXACT.keys())
