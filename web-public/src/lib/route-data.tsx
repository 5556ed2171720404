/**
 * Route data: what a content screen needs beyond the frame, loaded by the server for the first
 * page (each route's `server.load`, routes/) and embedded with the page data, so hydration needs no second
 * fetch. Navigations inside the app fetch the same data from the public API (use-route-resource.ts).
 */
import { createContext } from 'react'
import type { BlogDetail, PostState } from '../../../shared/api/journal.ts'

/** A blog as the detail page shows it; `preview` is set when staff open a post visitors cannot see yet. */
export interface PageBlog extends BlogDetail {
  preview?: { state: Exclude<PostState, 'published'> }
}

/**
 * What every route's data carries: its route's kind and the key of what it shows (a slug, a page's
 * key, a list's query). Each screen declares its own data's shape and its route imports it
 * (routes/index.ts derives the union, RouteData); this module imports no route, so screens never
 * reach the route table through it.
 */
export interface RouteDataBase {
  kind: string
  key: string
}

export const RouteDataContext = createContext<RouteDataBase | undefined>(undefined)

/**
 * The history entry the server rendered: the one the page was loaded on. A first visit has no
 * history state ('default', as React Router names it); a reload after navigating inside the app
 * keeps that entry's key, which is then the server's page. Read once, as this (frame) chunk
 * starts, before anything navigates; the server's StaticRouter says 'default'.
 */
export const SERVER_ENTRY_KEY: string =
  (typeof window === 'undefined' ? undefined : (window.history.state as { key?: unknown } | null)?.key as string | undefined) ?? 'default'
