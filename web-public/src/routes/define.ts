/**
 * What a public route is. Each route is declared once, in its own module in this folder, and named
 * by one line of the table (./index.ts). From that declaration:
 * - the browser's router draws its screen at its addresses (App.tsx), and preloads its chunk;
 * - the server matches requests to it, redirects other spellings to its canonical address, keys the
 *   render cache, loads its data, writes its head and status, links its chunks, decides whether a
 *   visitor's page may be cached (web-public/plugin.ts, page-route.ts), and lists it in the sitemap;
 * - analytics counts views of it (modules/analytics/public-paths.ts).
 *
 * The server part (`server`) is never sent to browsers: each route module writes it as
 * `globalThis.YERTH_BROWSER_BUILD ? undefined : {…}`, written out in the route's module (a constant
 * imported from elsewhere is not folded); the browser build defines it as `true` (vite.config.ts), so the part and everything only it imports (loaders, head texts, the
 * block catalogue) fall out of the bundle. On the server (the SSR bundle, and tsx) it is there.
 */
import type { JournalServices } from '../../loaders.ts'
import type { PageMeta } from '../document.ts'
import type { LazyPage } from '../lib/lazy-page.tsx'

declare global {
  /** `true` in the browser build only (vite.config.ts); undefined on the server. */
  var YERTH_BROWSER_BUILD: boolean | undefined
}

/** The screen the route draws, and the address's parameters it needs (`{ kind: 'blogDetail', slug }`). */
export type Match<K extends string = string, P extends object = object> = { kind: K } & P

/** What the server answers for a page: its head and HTTP status. */
export interface PageAnswer {
  meta: PageMeta
  status: number
}

/** A page the sitemap lists (the route's own paths; absolute URLs are made by the sitemap). */
export interface SitemapPage {
  path: string
  updated_at: string | Date | null
  /** The absolute canonical URL an editor set, if any: a page that names another is not listed. */
  canonical?: string
}

/** The request a route's data is loaded for. */
export interface LoadContext<M> {
  match: M
  /** The URL the page is rendered with: its canonical path and normalised query. */
  url: URL
  services: JournalServices
  /** Staff may see previews of what visitors cannot see yet. */
  staff: boolean
}

/** The server's part of a route (absent from the browser bundle). */
export interface RouteServer<M, D> {
  /** The code-split modules the screen renders with, as Vite's manifest names them (their <link> tags). */
  modules(match: M, data: D | undefined): string[]
  /**
   * The query parameters the page depends on, normalised (`?search=x&page=2`); others (utm_source,
   * junk) are ignored rather than redirected. Default: none.
   */
  query?(search: URLSearchParams): string
  /** The data of the first render (sent to the browser with the page, so hydration does not fetch it). */
  load?(context: LoadContext<M>): Promise<D>
  /** Head and status. */
  head(match: M, data: D | undefined): PageAnswer
  /**
   * Whether a visitor's rendered page may be kept in the render cache: only when its key names
   * something that exists, so the keys are bounded by the content. Default: always (one page).
   */
  cacheable?(match: M, data: D | undefined): boolean
  /** Its entries in the sitemap. Default: its first path, when that has no parameter. */
  sitemap?(services: JournalServices): Promise<SitemapPage[]>
  /** The data as the page's JSON carries it, when part of it is already in the HTML (read back by `fromPage`). Default: all of it. */
  toBrowser?(data: D): D
}

export interface PublicRoute<K extends string = string, P extends object = object, D = unknown> {
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
  /**
   * The screen, code-split (lazyPage). It is drawn with the match as its `match` prop (App.tsx), so
   * it never imports the route table: the route imports the screen, not the other way round.
   */
  screen: LazyPage<{ match: Match<K, P> }>
  /** The browser's copy of the data, completed from the rendered page (what `server.toBrowser` left out). */
  fromPage?(data: D): D
  /** What the screen needs loaded before it renders (server) or hydrates (browser), beyond its own chunk. */
  preload?(match: Match<K, P>, data: D | undefined): Promise<unknown> | undefined
  server: RouteServer<Match<K, P>, D> | undefined
}

/** A route declaration, typed (the identity: the table reads the object as it is). */
export const defineRoute = <K extends string, P extends object = object, D = undefined>(route: PublicRoute<K, P, D>): PublicRoute<K, P, D> => route
