/**
 * Route data: what a content screen needs beyond the frame, loaded by the server for the first
 * page (each route's `server.load`, routes/) and embedded with the page data, so hydration needs no second
 * fetch. Navigations inside the app fetch the same data from the public API (use-route-resource.ts).
 */
import { createContext } from 'react'
import type { BlogDetail, PostState } from '../../../shared/api/journal.ts'
import type { PressHighlight } from '../../../shared/api/media-kit.ts'
import type { PublicPageData } from '../../../shared/ssr.ts'
import type { RouteData } from '../routes/index.ts'

/** A blog as the detail page shows it; `preview` is set when staff open a post visitors cannot see yet. */
export interface PageBlog extends BlogDetail {
  preview?: { state: Exclude<PostState, 'published'> }
}

/** A press highlight as /press/{slug} shows it; `preview` is set when staff open one visitors cannot see (draft, scheduled). */
export type PagePress = PressHighlight & { preview?: true }

export type { RouteData } from '../routes/index.ts'

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
