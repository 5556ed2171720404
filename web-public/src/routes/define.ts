/**
 * What the public app adds to a route's declaration (shared/routes/: its kind and addresses): the
 * screen it draws (./screens.ts, one line a route) and, on the server only, what it loads and
 * answers (./server/, one module a route). From these:
 * - the browser's router draws its screen at its addresses (App.tsx), and preloads its chunk;
 * - the server matches requests to it, redirects other spellings to its canonical address, keys the
 *   render cache, loads its data, writes its head and status, links its chunks, decides whether a
 *   visitor's page may be cached (web-public/plugin.ts, page-route.ts), and lists it in the sitemap;
 * - analytics counts views of it (modules/analytics/public-paths.ts).
 *
 * The server part never reaches browsers by structure: it lives in ./server/, which only server code
 * imports (entry-server.tsx, web-public/plugin.ts, page-route.ts, sitemap.ts, route-data-api.ts;
 * routes.test.ts checks that no module the browser loads does), so it imports its helpers (loaders,
 * head texts, the block catalogue) directly.
 */
import type { JournalServices } from '../../loaders.ts'
import type { PageMeta } from '../document.ts'
import type { LazyPage } from '../lib/lazy-page.tsx'
import type { Match, RouteKind, MatchOfKind } from '../../../shared/routes/index.ts'

export type { Match }

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

/** The server's part of a route (./server/: never in the browser bundle). */
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
  /** The data as the page's JSON carries it, when part of it is already in the HTML (read back by the screen part's `fromPage`). Default: all of it. */
  toBrowser?(data: D): D
}

/** The browser's part of a route (./screens.ts): its screen, and what hydration needs beyond it. */
export interface RouteScreen<M, D> {
  /**
   * The screen, code-split (lazyPage). It is drawn with the match as its `match` prop (App.tsx), so
   * it never imports the route tables: the tables import the screen, not the other way round.
   */
  screen: LazyPage<{ match: M }>
  /** The browser's copy of the data, completed from the rendered page (what `server.toBrowser` left out). */
  fromPage?(data: D): D
  /** What the screen needs loaded before it renders (server) or hydrates (browser), beyond its own chunk. */
  preload?(match: M, data: D | undefined): Promise<unknown> | undefined
}

/** A screen part, typed by its kind's match and the data its screen declares (the identity). */
export const defineScreen = <K extends RouteKind, D = undefined>(_kind: K, part: RouteScreen<MatchOfKind<K>, D>): RouteScreen<MatchOfKind<K>, D> => part

/** A server part, typed likewise (the identity). */
export const defineServer = <K extends RouteKind, D = undefined>(_kind: K, part: RouteServer<MatchOfKind<K>, D>): RouteServer<MatchOfKind<K>, D> => part
