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

  /** Mirrors every route registered on `app` from now on. */
  attach(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        this.router.on(method.toUpperCase() as HTTPMethod, route.url, { constraints: route.constraints ?? {} }, () => {}, route)
      }
    })
  }

  /** The route Fastify's router would match; undefined for none or an address it cannot read. */
  match(method: string, url: string): RouteOptions | undefined {
    try {
      return (this.router.find(method as HTTPMethod, url) as { store: RouteOptions } | null)?.store
    } catch {
      return undefined // an address the router cannot read is Fastify's to refuse
    }
  }
}
