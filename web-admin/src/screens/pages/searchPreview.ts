/** How a search engine shows a page's title and description: cut near these lengths (title, description), at a word. */
export const SEARCH_TITLE_CHARS = 60
export const SEARCH_DESCRIPTION_CHARS = 160
/** Link previews cut sooner: a card's headline near 70 characters, its line under it near 200. */
export const SOCIAL_TITLE_CHARS = 70
export const SOCIAL_DESCRIPTION_CHARS = 200

/** Cut at a word before `max` characters with an ellipsis, as a search result does. */
export function cutForSearch(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ')
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
