/**
 * Every route of the app in a second router of the same kind and options as Fastify's, filled as
 * routes are registered: so code outside a request can ask "what would the router match here?" and
 * read that route's config. Prepared answers use it before Fastify sees a request; the pages module
 * uses it to refuse a slug that would shadow a route the site already has. Core creates it before
 * any route is registered (core/index.ts), so it holds them all.
 */
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import type { FastifyInstance, RouteOptions } from 'fastify'

/** The router options of the app (host.ts); the mirror must read addresses exactly as Fastify's does. */
export const ROUTER_OPTIONS = { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false, useSemicolonDelimiter: false, caseSensitive: true, maxParamLength: 100 } as const

export class RouteTable {
  private readonly router = FindMyWay(ROUTER_OPTIONS)
  /**
   * The last addresses' matches, by method and address: a cached page's request is answered from
   * here without walking the router (QUALITY P1). Emptied when a route is added, and when full
   * (addresses are the visitors' to choose, so the memo must not grow with them). Only addresses of
   * at most MEMO_URL_LENGTH characters are kept: at most about a megabyte, whatever is asked.
   */
  private readonly memo = new Map<string, RouteOptions | null>()
  static MEMO_SIZE = 1024
  static MEMO_URL_LENGTH = 512

  /** Mirrors every route registered on `app` from now on. */
  attach(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        this.router.on(method.toUpperCase() as HTTPMethod, route.url, { constraints: route.constraints ?? {} }, () => {}, route)
      }
      this.memo.clear()
    })
  }

  /** The route Fastify's router would match; undefined for none or an address it cannot read. */
  match(method: string, url: string): RouteOptions | undefined {
    const remembered = url.length <= RouteTable.MEMO_URL_LENGTH
    const key = `${method} ${url}`
    const known = remembered ? this.memo.get(key) : undefined
    if (known !== undefined) return known ?? undefined
    let found: RouteOptions | undefined
    try {
      found = (this.router.find(method as HTTPMethod, url) as { store: RouteOptions } | null)?.store
    } catch {
      found = undefined // an address the router cannot read is Fastify's to refuse
    }
    if (!remembered) return found
    if (this.memo.size >= RouteTable.MEMO_SIZE) this.memo.clear()
    this.memo.set(key, found ?? null)
    return found
  }
}
