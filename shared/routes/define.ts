/**
 * What a public route is, framework-free (issue 30): its kind, its addresses and how an address
 * becomes the match its screen draws. The table of every route (./index.ts) is read by the server
 * (matching, redirects to the canonical address, the sitemap, analytics) and by the browser's router
 * alike. What a route draws is the public app's (web-public/src/routes/screens.ts, one line a
 * route); what its server does (data, head, cache policy, sitemap entries) is a server-only module
 * (web-public/src/routes/server/), which the browser's code never imports.
 */

/** The screen a route draws, and the address's parameters it needs (`{ kind: 'blogDetail', slug }`). */
export type Match<K extends string = string, P extends object = object> = { kind: K } & P

export interface RouteDeclaration<K extends string = string, P extends object = object> {
  kind: K
  /**
   * Its addresses, in React Router's syntax (`/journal/blogs/:slug`). Matching is case-sensitive and
   * ignores a trailing slash; an address with more fixed segments wins over one with parameters.
   */
  paths: readonly string[]
  /**
   * The match's fields from the pattern's parameters and the path; null when the address is not
   * this route's after all (a slug of the wrong shape). A route without parameters needs none.
   */
  params?(params: Record<string, string>, path: string): P | null
  /** The one address of the screen; other spellings are redirected there. Default: its first path. */
  canonical?(match: Match<K, P>): string
}

/** A route declaration, typed (the identity: the table reads the object as it is). */
export const declareRoute = <K extends string, P extends object = object>(route: RouteDeclaration<K, P>): RouteDeclaration<K, P> => route
