/**
 * How a visitor's search text becomes index-friendly conditions (all served by the GIN index on
 * blogs.search, see the migration):
 * - `text`: the search as typed, for websearch_to_tsquery('english'): whole words (stemmed, so
 *   "vehicles" finds "vehicle"), "quoted phrases", `or`, `-excluded` words.
 * - `prefix`: the same words as prefixes for to_tsquery('simple'), so a partly typed word matches
 *   ("hypermob" finds "Hypermobility"); excluded words stay excluded. Null when there is no word.
 * - `titlePattern`: an ILIKE pattern for the title, used only when the indexed search finds
 *   nothing, so a fragment from inside a title word ("mobility" in "Hypermobility") still finds it.
 *   Served by the trigram index of the titles (2026-11-25-01), which can look up a fragment only by
 *   its runs of 3 or more letters or digits: null when the text has none ("ab", "a b", "%"); such
 *   text is searched as words and word prefixes only (docs/decisions/0024-journal-search-at-10000-posts.md).
 */
import { containsPattern } from '../content/index.ts'

/** Words taken into the prefix query; more than this adds nothing but cost. */
const MAX_WORDS = 12
const MAX_WORD_LENGTH = 60
/** A run of letters or digits long enough for the trigram index to look up (3). */
const LOOKUP_RUN = /[\p{L}\p{N}]{3}/u

export interface SearchPlan {
  text: string
  prefix: string | null
  titlePattern: string | null
}

export function searchPlan(raw: string): SearchPlan | null {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (!text) return null
  const terms: string[] = []
  for (const chunk of text.split(' ')) {
    const negated = chunk.startsWith('-') && chunk.length > 1
    // Letters and digits only: nothing else can reach to_tsquery's own syntax.
    for (const word of chunk.match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (terms.length >= MAX_WORDS) break
      const w = word.toLowerCase().slice(0, MAX_WORD_LENGTH)
      terms.push(negated ? `!${w}` : `${w}:*`)
    }
  }
  const positive = terms.some((t) => !t.startsWith('!'))
  return {
    text,
    prefix: positive ? terms.join(' & ') : null,
    titlePattern: LOOKUP_RUN.test(text) ? containsPattern(text) : null,
  }
}
