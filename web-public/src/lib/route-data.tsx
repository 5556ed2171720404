/**
 * Route data: what a content screen needs beyond the frame, loaded by the server for the first
 * page (web-public/loaders.ts) and embedded with the page data, so hydration needs no second
 * fetch. Navigations inside the app fetch the same data from the public API (use-route-resource.ts).
 */
import { createContext } from 'react'
import type { BlogDetail, BlogListResponse, BlogSummary, Category, PostState, VlogListResponse } from '../../../shared/api/journal.ts'
import type { PressHighlight } from '../../../shared/api/media-kit.ts'
import type { PublicPage } from '../../../shared/api/pages.ts'
import type { PublicPageData } from '../../../shared/ssr.ts'
import type { PageExtras } from '../sections/types.ts'
import type { ImageFacts } from '../document.ts'

/** A blog as the detail page shows it; `preview` is set when staff open a post visitors cannot see yet. */
export interface PageBlog extends BlogDetail {
  preview?: { state: Exclude<PostState, 'published'> }
}

/** A press highlight as /press/{slug} shows it; `preview` is set when staff open one visitors cannot see (draft, scheduled). */
export type PagePress = PressHighlight & { preview?: true }

export type RouteData =
  | { kind: 'blogList'; key: string; list: BlogListResponse; categories: Category[]; authors: string[] }
  /** `image`: size and type of the featured image (an upload), for the head's social card. */
  | { kind: 'blogDetail'; key: string; blog: PageBlog | null; related: BlogSummary[]; image?: ImageFacts | null }
  | { kind: 'vlogList'; key: string; list: VlogListResponse; categories: Category[]; authors: string[] }
  /**
   * A managed page: its visible sections and SEO fields (`preview` when staff open a page visitors
   * cannot see: unpublished), plus the extras its designed sections need. page null: no such page
   * for this visitor (unpublished), the 404 page.
   */
  | { kind: 'page'; key: string; page: (PublicPage & { preview?: true }) | null; extras: PageExtras }
  /** /press/{slug}: the highlight, null when there is none for this visitor (the 404 page). */
  | { kind: 'pressDetail'; key: string; highlight: PagePress | null; image?: ImageFacts | null }

/** PublicPageData plus the data of the screen (absent for screens that need none). */
export type PageData = PublicPageData & { route?: RouteData }

export const RouteDataContext = createContext<RouteData | undefined>(undefined)

/**
 * The history entry the server rendered: the one the page was loaded on. A first visit has no
 * history state ('default', as React Router names it); a reload after navigating inside the app
 * keeps that entry's key, which is then the server's page. Read once, as this (frame) chunk
 * starts, before anything navigates; the server's StaticRouter says 'default'.
 */
export const SERVER_ENTRY_KEY: string =
  (typeof window === 'undefined' ? undefined : (window.history.state as { key?: unknown } | null)?.key as string | undefined) ?? 'default'
