/**
 * Saving a blog from the console (admin-area §2 Blog Manager, §5): required fields with the spec's
 * message, the 800 KB content limit, no embedded (data:) images, the sanitiser on every save,
 * derived text for the public list, and unique slugs (generated ones get -2, -3... suffixes and are
 * retried when a concurrent save takes the same one; an explicit one that is taken is a 409).
 */
import { JOURNAL_MESSAGES } from '../../shared/api/journal.ts'
import { excerptOf, plainText, readingTime } from '../../shared/journal.ts'
import { MAX_CONTENT_BYTES } from '../../shared/rich-text.ts'
import { badRequest } from '../core/errors.ts'
import { hasEmbeddedImages, publishDateWithin, requestedSlug, sanitizeRichText, saveWithSlug, slugsLike, type SlugRule } from '../content/index.ts'
import { findById, insertBlog, updateBlog, type BlogsDb, type BlogValues, type CmsRow } from './queries.ts'
import type { BlogBody } from './schemas.ts'
import { withoutNul } from './service.ts'
import { isHttpUrl } from '../../shared/http-url.ts'

export const BLOG_MESSAGES = {
  required: JOURNAL_MESSAGES.blogRequired,
  tooLarge: `Blog content is too large (max ${MAX_CONTENT_BYTES / 1024}KB). Pasted images make posts very large: upload them with the Image Upload feature instead.`,
  embedded: 'Blog content contains embedded images (data: URLs). Upload images with the Image Upload feature and insert them by their URL instead.',
  slugFormat: 'slug may only contain lower-case letters, digits and hyphens',
  slugTaken: 'A blog with this slug already exists',
  featuredImage: 'featured_image must be an http(s) URL or a /media/ path',
  publishDateRange: 'publish_date must be between the years 1900 and 9999',
} as const

/** Slugs of posts (content/slugs.ts): a title without letters or digits gets post-<random>. */
const SLUGS: SlugRule = {
  constraint: 'blogs_slug_unique',
  invalid: BLOG_MESSAGES.slugFormat,
  taken: BLOG_MESSAGES.slugTaken,
  fallback: 'post',
  randomSuffix: true,
}

/** How much of the text feeds the search vector: far beyond any real post, well inside tsvector's 1 MB. */
export const SEARCH_TEXT_MAX = 100_000

export interface Editor {
  /** null: not a staff member (a restore or seed without one). */
  id: number | null
  name: string
}

const trimmed = (s: string | undefined) => (s === undefined ? undefined : withoutNul(s).trim())

/** Comma-separated tags, each trimmed, empty ones dropped: "a, b, c". */
export const normaliseTags = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ')

const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~%\-/]+$/

export function validFeaturedImage(value: string): boolean {
  if (MEDIA_PATH.test(value)) return !value.split('/').includes('..')
  if (/[\s"'<>\\`]/.test(value)) return false
  return isHttpUrl(value)
}

/** Content checks and the derived values; throws the spec's messages. */
export function prepareContent(raw: string) {
  if (Buffer.byteLength(raw, 'utf8') > MAX_CONTENT_BYTES) throw badRequest(BLOG_MESSAGES.tooLarge)
  if (hasEmbeddedImages(raw)) throw badRequest(BLOG_MESSAGES.embedded)
  const content = sanitizeRichText(withoutNul(raw))
  const text = plainText(content)
  // Nothing left to read (an empty editor gives "<p></p>", or only removed markup): still missing.
  if (!text && !/<img\b/i.test(content)) throw badRequest(BLOG_MESSAGES.required)
  return { content, plain_text: text.slice(0, SEARCH_TEXT_MAX), excerpt: excerptOf(content), reading_time: readingTime(content) }
}

/** The fields of a body other than slug, checked; for an update only those that were sent. */
function prepareFields(body: BlogBody, existing: CmsRow | undefined, editor: Editor): Partial<Omit<BlogValues, 'slug'>> {
  const title = trimmed(body.title)
  const category = trimmed(body.category)
  const missing = (v: string | undefined, current: string | undefined) => (v === undefined ? !current : v === '')
  if (missing(title, existing?.title) || missing(category, existing?.category) || (body.content === undefined ? !existing : !body.content.trim())) {
    throw badRequest(BLOG_MESSAGES.required)
  }
  const out: Partial<Omit<BlogValues, 'slug'>> = {}
  if (title !== undefined) out.title = title
  if (category !== undefined) out.category = category
  if (body.content !== undefined) Object.assign(out, prepareContent(body.content))

  if (body.featured_image !== undefined) {
    const image = body.featured_image === null ? '' : withoutNul(body.featured_image).trim()
    if (image && !validFeaturedImage(image)) throw badRequest(BLOG_MESSAGES.featuredImage)
    out.featured_image = image || null
  }
  if (body.tags !== undefined) out.tags = normaliseTags(withoutNul(body.tags))
  for (const key of ['meta_title', 'meta_description', 'meta_keywords'] as const) {
    const v = trimmed(body[key])
    if (v !== undefined) out[key] = v
  }
  if (body.status !== undefined) out.status = body.status
  if (body.publish_date !== undefined) out.publish_date = body.publish_date === null ? null : publishDateWithin(body.publish_date, BLOG_MESSAGES.publishDateRange)

  // A blank author means "not given": the signed-in editor on a new post, unchanged on an edit.
  const author = trimmed(body.author_name)
  if (author) out.author_name = author
  else if (!existing) out.author_name = editor.name
  return out
}

export async function createBlog(db: BlogsDb, body: BlogBody, editor: Editor, id?: number): Promise<CmsRow> {
  const fields = prepareFields(body, undefined, editor)
  const requested = requestedSlug(SLUGS, trimmed(body.slug))
  const values: Omit<BlogValues, 'slug'> = {
    featured_image: null,
    tags: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    status: 'draft',
    publish_date: null,
    ...fields,
  } as Omit<BlogValues, 'slug'>
  return saveWithSlug(SLUGS, { requested, title: values.title, taken: (base) => slugsLike(db, 'blogs', base), db }, async (slug) => {
    const newId = await insertBlog(db, { ...values, slug, ...(id && { id }) }, editor.id)
    return (await findById(db, newId))!
  })
}

/**
 * Updates the fields that were sent; undefined when the post does not exist. A blank slug asks for one
 * generated from the title (the current one stays if it already is that).
 */
export async function editBlog(db: BlogsDb, id: number, body: BlogBody, editor: Editor): Promise<CmsRow | undefined> {
  const existing = await findById(db, id)
  if (!existing) return undefined
  const fields = prepareFields(body, existing, editor)
  const requested = requestedSlug(SLUGS, trimmed(body.slug))
  const slugRequest = { requested, title: fields.title ?? existing.title, current: existing.slug, taken: (base: string) => slugsLike(db, 'blogs', base, id), db }
  return saveWithSlug(SLUGS, slugRequest, async (slug) => {
    const updated = await updateBlog(db, id, slug ? { ...fields, slug } : fields, editor.id)
    return updated ? findById(db, id) : undefined
  })
}
