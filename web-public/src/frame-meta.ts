/** Head metadata of the screens the frame itself can show (404, coming soon): kept apart so the entry chunk carries no other screen's head. */
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
