/**
 * The blog form (admin-area §3 Blog, §5 Blog save, §8): empty and loaded values, the request body,
 * the required-field check and the save errors with the spec's tips.
 */
import { JOURNAL_MESSAGES, type BlogInput, type CmsBlog, type PostStatus } from '../../../../shared/api/journal.ts'
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

/** The client check before saving: every empty required field, and the spec's message (§5). */
export function blogCheck(form: BlogForm, isEmpty: (key: 'content') => boolean): FormCheck<BlogForm> {
  const missing = missingFields(form, isEmpty('content'))
  return { problems: Object.fromEntries(missing.map((field) => [field, BLOG_FIELD_MESSAGES[field]])), message: missing.length ? BLOG_REQUIRED : null }
}

export const BLOG_REQUIRED = JOURNAL_MESSAGES.blogRequired
export const BLOG_SAVE_FAILED = 'Failed to save blog'
export const NETWORK_ERROR = 'Network error. Please try again.'
export const TOO_LARGE_TIP = 'Tip: use the Image Upload feature (the image button in the editor toolbar, or the featured image) instead of pasting images into the text.'
export const EMBEDDED_TIP = 'Please upload the images with the Image Upload feature and reference them by their URL instead.'

export type { SaveError }

/**
 * §8: a 400 whose error contains "too large" gets the image-upload tip; one containing "embedded
 * images" asks to upload and reference the images; any other failure shows the server's error, else
 * "Failed to save blog". A 413 (the request itself over the server's size limit) is the same
 * "too large" case and gets the same tip. A 401 (the session ended and the person did not sign in
 * again) says how to save.
 */
export function blogSaveError(response: ApiResponse<unknown>): SaveError {
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  if (response.status === 401) return { message: SIGN_IN_TO_SAVE }
  if ((response.status === 400 || response.status === 413) && /too large/i.test(error || (response.status === 413 ? 'too large' : ''))) {
    return { message: error || 'Blog content is too large.', tip: TOO_LARGE_TIP }
  }
  if (response.status === 400 && /embedded images/i.test(error)) return { message: error, tip: EMBEDDED_TIP }
  return { message: error || BLOG_SAVE_FAILED }
}
