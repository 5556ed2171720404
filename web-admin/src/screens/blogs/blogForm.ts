/**
 * The blog form (admin-area §3 Blog, §5 Blog save, §8): empty and loaded values, the request body,
 * the required-field check and the save errors with the spec's tips.
 */
import { JOURNAL_MESSAGES, type BlogInput, type CmsBlog, type PostStatus } from '../../../../shared/api/journal.ts'
import { MAX_CONTENT_BYTES } from '../../../../shared/rich-text.ts'
import type { ApiResponse } from '../../api/client.ts'
import type { FormCheck, SaveError } from '../../collections/types.ts'
import { fromLocalInput, toLocalInput } from '../../lib/dates.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'

export interface BlogForm {
  title: string
  slug: string
  category: string
  author_name: string
  featured_image: string | null
  content: string
  tags: string
  status: PostStatus
  /** The datetime-local field's value (local time), '' for none. */
  publish_date: string
  meta_title: string
  meta_description: string
  meta_keywords: string
}

export const emptyBlogForm = (author: string): BlogForm => ({
  title: '',
  slug: '',
  category: '',
  author_name: author,
  featured_image: null,
  content: '',
  tags: '',
  status: 'draft',
  publish_date: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
})

export const blogFormOf = (blog: CmsBlog): BlogForm => ({
  title: blog.title,
  slug: blog.slug,
  category: blog.category,
  author_name: blog.author_name,
  featured_image: blog.featured_image || null,
  content: blog.content,
  tags: blog.tags,
  status: blog.status,
  publish_date: toLocalInput(blog.publish_date),
  meta_title: blog.meta_title,
  meta_description: blog.meta_description,
  meta_keywords: blog.meta_keywords,
})

export const blogInputOf = (form: BlogForm): BlogInput => ({
  title: form.title.trim(),
  slug: form.slug.trim(),
  category: form.category,
  author_name: form.author_name.trim(),
  featured_image: form.featured_image,
  content: form.content,
  tags: form.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', '),
  status: form.status,
  publish_date: fromLocalInput(form.publish_date),
  meta_title: form.meta_title.trim(),
  meta_description: form.meta_description.trim(),
  meta_keywords: form.meta_keywords.trim(),
})

export type RequiredField = 'title' | 'category' | 'content'

/** The required fields left empty (the content counts as empty with no text and no image). */
export function missingFields(form: BlogForm, contentEmpty: boolean): RequiredField[] {
  const missing: RequiredField[] = []
  if (!form.title.trim()) missing.push('title')
  if (!form.category.trim()) missing.push('category')
  if (contentEmpty) missing.push('content')
  return missing
}

/** What each empty required field says under itself. */
export const BLOG_FIELD_MESSAGES: Record<RequiredField, string> = {
  title: 'Enter a title.',
  category: 'Choose a category.',
  content: "Write the post's content.",
}

/** The client check before saving: every empty required field and the spec's message (§5), else content over the size limit. */
export function blogCheck(form: BlogForm, isEmpty: (key: 'content') => boolean): FormCheck<BlogForm> {
  const missing = missingFields(form, isEmpty('content'))
  if (missing.length) return { problems: Object.fromEntries(missing.map((field) => [field, BLOG_FIELD_MESSAGES[field]])), message: BLOG_REQUIRED }
  const big = contentTooLarge(form.content)
  return big ? { problems: { content: big.message }, message: big.tip ? `${big.message} ${big.tip}` : big.message } : { problems: {}, message: null }
}

const contentBytes = (html: string) => new TextEncoder().encode(html).length
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`

/**
 * Content over the 800 KB limit in words that fit the post: a text-only post is too long (the
 * pasted-images tip would mislead); a post with images gets the tip once. null within the limit.
 */
export function contentTooLarge(html: string, bytes = contentBytes(html)): SaveError | null {
  if (bytes <= MAX_CONTENT_BYTES) return null
  const limit = `${kilobytes(bytes)} of the ${MAX_CONTENT_BYTES / 1024} KB limit`
  if (!/<img\b/i.test(html)) return { message: `This post is too long to save: ${limit}. Shorten it or split it into several posts.` }
  return { message: `This post is too large to save: ${limit}.`, tip: TOO_LARGE_TIP }
}

export const BLOG_REQUIRED = JOURNAL_MESSAGES.blogRequired
export const BLOG_SAVE_FAILED = 'Failed to save blog'
export const NETWORK_ERROR = 'Network error. Please try again.'
export const TOO_LARGE_TIP = 'Tip: use the Image Upload feature (the image button in the editor toolbar, or the featured image) instead of pasting images into the text.'
export const EMBEDDED_TIP = 'Please upload the images with the Image Upload feature and reference them by their URL instead.'

export type { SaveError }

/**
 * §8 in words that fit the post: a 400 whose error contains "too large" (or a 413, the request over
 * the server's size limit) says how large the post is against the 800 KB limit, with the image-upload
 * tip only when the post holds images (issue 16: the server's own sentence already carries a tip, so
 * it is not repeated); one containing "embedded images" asks to upload and reference the images; any
 * other failure shows the server's error, else "Failed to save blog". A 401 (the session ended and
 * the person did not sign in again) says how to save. `form`: what was sent (for its size).
 */
export function blogSaveError(response: ApiResponse<unknown>, form?: BlogForm): SaveError {
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  if (response.status === 401) return { message: SIGN_IN_TO_SAVE }
  if ((response.status === 400 || response.status === 413) && /too large/i.test(error || (response.status === 413 ? 'too large' : ''))) {
    const content = form?.content ?? ''
    // Past the limit by the server's count even if this browser counts a little less.
    return contentTooLarge(content, Math.max(contentBytes(content), MAX_CONTENT_BYTES + 1)) ?? { message: 'This post is too large to save.' }
  }
  if (response.status === 400 && /embedded images/i.test(error)) return { message: 'This post contains images pasted into the text, which cannot be saved.', tip: EMBEDDED_TIP }
  return { message: error || BLOG_SAVE_FAILED }
}
