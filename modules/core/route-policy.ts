/**
 * Route policy: the security and caching facts of a route, decided once when the route is
 * registered and carried in its config. Request-time decisions (the site gate, Cache-Control of
 * staff answers) read `request.routeOptions.config` of the route the router matched, never the
 * request's URL text: `/api/%70ublic/blogs`, `/%61pi/public/blogs` and `/api/public//blogs/` reach
 * the same route and therefore the same decision.
 *
 * Defaults come from the route's registered path (a new public route is gated unless it says
 * otherwise); a route may state its own policy in `config`.
 */
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The site gate: `content` routes answer 403 while the gate blocks the caller (no grant, no staff
     * session); `open` routes stay reachable (the gate's own endpoints, the coming-soon forms). Pages
     * decide for themselves (they render the coming-soon page). Default: `content` under /api/public/.
     */
    gate?: 'content' | 'open'
    /**
     * A catch-all route that serves the pages editors create (web-public): whether it would draw such
     * a page at this path (and not a screen of its own). The pages module refuses a slug whose
     * address the router gives to any other route, or that this says it keeps for itself.
     */
    editorPageAt?: (path: string) => boolean
    /** `no-store`: answers must never be kept by a browser or shared cache. Default for staff, sign-in and upload routes. */
    cache?: 'no-store'
    /**
     * `allow`: core's CSRF guard lets a cross-site state-changing request through. Only for a route
     * that needs no cookie and acts on a secret in the request itself (the RFC 8058 one-click
     * unsubscribe a mail provider posts). Default: refused.
     */
    crossSite?: 'allow'
    /**
     * Cross-Origin-Resource-Policy of the route's answers. Default `same-origin` (helmet, core/security.ts);
     * `cross-origin` for public files other sites may embed or link (uploaded images, media kit files).
     */
    resourcePolicy?: 'cross-origin'
  }
}

const PUBLIC_API = /^\/api\/public(?:\/|$)/
/** Routes whose body is a file: they get UPLOAD_TIMEOUT_MS for it to arrive (core/timeouts.ts). */
const UPLOAD_API = /^\/api\/cms\/media-kit\/upload$|^\/api\/upload-image$/
/** Staff and sign-in APIs, and the upload endpoint: their answers carry personal or unpublished data. */
const PRIVATE_API = /^\/api\/(?:cms|auth)(?:\/|$)|^\/api\/upload-image$/

/** The policy a route gets from its registered path when its config does not say. */
export function defaultPolicy(url: string): { gate?: 'content'; cache?: 'no-store'; bodyTime?: 'upload' } {
  return {
    ...(UPLOAD_API.test(url) ? { bodyTime: 'upload' as const } : {}),
    ...(PUBLIC_API.test(url) ? { gate: 'content' as const } : {}),
    ...(PRIVATE_API.test(url) ? { cache: 'no-store' as const } : {}),
  }
}

export function installRoutePolicy(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...defaultPolicy(route.url), ...route.config }
  })

  // Set last (onSend), so a handler cannot forget it and an error answer carries it too. With the
  // request id: every answer names its request, for the log line and for support. A callback hook
  // (not async): it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config
    if (config?.cache === 'no-store') reply.header('cache-control', 'no-store')
    if (config?.resourcePolicy) reply.header('cross-origin-resource-policy', config.resourcePolicy)
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
}
