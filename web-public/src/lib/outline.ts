/**
 * Headings of stored rich text (a post's or press highlight's body) drawn at levels that follow the
 * page's outline: the page's title is the h1, so the body's headings start at h2 and never skip a
 * level (an editor's h3 after the title becomes h2, an h5 after an h2 becomes h3), capped at h6.
 * Only the rendering changes: the stored HTML keeps the editor's levels. Applying it twice gives the
 * same HTML (the server-rendered body is read back from the page when hydrating).
 */
const HEADING_TAG = /<(\/?)h([1-6])\b/gi

export function nestHeadings(html: string, pageLevel = 1): string {
  const levels = [...html.matchAll(HEADING_TAG)].filter((m) => !m[1]).map((m) => Number(m[2]))
  if (!levels.length) return html
  // The editor's levels, ranked: the highest used becomes pageLevel + 1, the next one down + 2...
  const rank = new Map([...new Set(levels)].sort((a, b) => a - b).map((level, i) => [level, pageLevel + 1 + i]))
  let previous = pageLevel
  const open: number[] = []
  return html.replace(HEADING_TAG, (_tag, closing: string, level: string) => {
    if (closing) return `</h${open.pop() ?? level}`
    // A heading may go any number of levels up, but only one level deeper than the one before it.
    const drawn = Math.min(rank.get(Number(level))!, previous + 1, 6)
    previous = drawn
    open.push(drawn)
    return `<h${drawn}`
  })
}
