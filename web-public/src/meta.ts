/** Head metadata of the screens this bundle renders (titles follow public-site §2). */
import { DEFAULT_DESCRIPTION, type PageMeta } from './document.ts'

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: "The page you are looking for doesn't exist or has moved. Find your way back to Yerth.",
  index: false,
}

export const COMING_SOON_META: PageMeta = {
  title: 'Coming Soon',
  description: DEFAULT_DESCRIPTION,
  index: false,
}

export interface PageMatch {
  meta: PageMeta
  /** HTTP status of the server's answer. */
  status: number
}

/**
 * Head and status of a content route. The content screens arrive with later issues; until a route
 * is added here and in App.tsx it is answered by the 404 page (HTTP 404).
 */
export function matchPage(_pathname: string): PageMatch {
  return { meta: NOT_FOUND_META, status: 404 }
}
