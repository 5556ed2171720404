/**
 * content: what the content types of the console have in common, written once. Blog posts (blogs)
 * and the types served by the engine (content-types: vlogs, press highlights, events, roles) each have a unique slug, a status with a publish date
 * (draft, scheduled, published), and, for posts and vlogs, categories; blog posts and press
 * highlights hold rich text from the same editor.
 *
 * The boundary:
 * - A plain library of functions and types, not a Fastify plugin: it registers no routes, decorates
 *   nothing, owns no tables and publishes no change topics. Import it from this file only.
 * - Each content module owns its tables, routes, messages, audit entries and change topics. Where the
 *   shared code needs the database it is table-agnostic: the owning module passes its own table names
 *   (publishing, slugsLike, Categories) or a function that does the write (saveWithSlug); nothing here
 *   names a table, and no content module reaches into another's.
 * - It may depend on core (db types, errors) and shared/; never on a content module.
 *
 *   slugs.ts       unique slugs with retry on conflict (SlugRule, requestedSlug, saveWithSlug, slugsLike)
 *   publishing.ts  status, publish date and scheduling (publishing, StateFilter, parsePublishDate, publishDateWithin, emptyDateIsNull)
 *   categories.ts  categories with usage counts, rename and delete-if-unused (Categories, categoryMessages)
 *   sanitize.ts    the rich-text HTML sanitiser (sanitizeRichText, hasEmbeddedImages); xss-corpus.ts is its test corpus
 *   like.ts        search fragments as LIKE patterns (containsPattern)
 *   search.ts      what a visitor typed as a prefix text query (prefixQuery)
 */
export {
  deriveSlug,
  derivedFrom,
  firstFreeSlug,
  isUniqueViolation,
  RANDOM_FROM,
  requestedSlug,
  saveWithSlug,
  SLUG_ATTEMPTS,
  slugsLike,
  type SlugRequest,
  type SlugRule,
} from './slugs.ts'
export { emptyDateIsNull, parsePublishDate, publishDateWithin, publishing, type Publishing, type StateFilter } from './publishing.ts'
export { Categories, categoryMessages, categoryName, type CategoryMessages, type CategoryRule } from './categories.ts'
export { hasEmbeddedImages, SANITIZE_OPTIONS, sanitizeRichText } from './sanitize.ts'
export { containsPattern } from './like.ts'
export { prefixQuery } from './search.ts'
