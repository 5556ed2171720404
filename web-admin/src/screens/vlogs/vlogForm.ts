/**
 * The vlog form (admin-area §3 Vlog, §5 Vlog, §8): values, request body and the client checks,
 * which use the server's own rules (youtubeId from shared/journal.ts) so both agree.
 */
import type { CmsVlog, PostStatus, VlogInput } from '../../../../shared/api/journal.ts'
import { youtubeId } from '../../../../shared/journal.ts'
import type { ApiResponse } from '../../api/client.ts'
import type { FormCheck } from '../../collections/types.ts'
import { fromLocalInput, toLocalInput } from '../../lib/dates.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'
import { isHttpUrl } from '../../../../shared/http-url.ts'

export interface VlogForm {
  title: string
  slug: string
  category: string
  youtube_url: string
  /** Stored thumbnail (uploaded or an address); '' uses the video's own. */
  thumbnail: string
  description: string
  author_name: string
  status: PostStatus
  publish_date: string
  meta_title: string
  meta_description: string
  meta_keywords: string
}

export const emptyVlogForm = (author: string): VlogForm => ({
  title: '',
  slug: '',
  category: '',
  youtube_url: '',
  thumbnail: '',
  description: '',
  author_name: author,
  status: 'draft',
  publish_date: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
})

export const vlogFormOf = (vlog: CmsVlog): VlogForm => ({
  title: vlog.title,
  slug: vlog.slug,
  category: vlog.category,
  youtube_url: vlog.youtube_url,
  thumbnail: vlog.thumbnail_url,
  description: vlog.description,
  author_name: vlog.author_name,
  status: vlog.status,
  publish_date: toLocalInput(vlog.publish_date),
  meta_title: vlog.meta_title,
  meta_description: vlog.meta_description,
  meta_keywords: vlog.meta_keywords,
})

export const vlogInputOf = (form: VlogForm): VlogInput => ({
  title: form.title.trim(),
  slug: form.slug.trim(),
  category: form.category,
  youtube_url: form.youtube_url.trim(),
  thumbnail: form.thumbnail.trim() || null,
  description: form.description.trim(),
  author_name: form.author_name.trim(),
  status: form.status,
  publish_date: fromLocalInput(form.publish_date),
  meta_title: form.meta_title.trim(),
  meta_description: form.meta_description.trim(),
  meta_keywords: form.meta_keywords.trim(),
})

export const VLOG_REQUIRED = 'Please fill in all required fields (Title, Category, YouTube URL)'
export const VLOG_YOUTUBE = 'Enter a YouTube video link (watch, youtu.be, embed or shorts address).'
export const VLOG_THUMBNAIL = 'The thumbnail must be an uploaded image or an http(s) address.'
export const VLOG_SAVE_FAILED = 'Failed to save vlog'

export type VlogField = 'title' | 'category' | 'youtube_url' | 'thumbnail'

/** Field problems in the order to fix them (the first is focused); the first required gap gives the spec's message. */
export function vlogProblems(form: VlogForm): Partial<Record<VlogField, string>> {
  const problems: Partial<Record<VlogField, string>> = {}
  if (!form.title.trim()) problems.title = 'Enter a title.'
  if (!form.youtube_url.trim()) problems.youtube_url = 'Enter the video’s YouTube link.'
  else if (!youtubeId(form.youtube_url)) problems.youtube_url = VLOG_YOUTUBE
  if (!form.category.trim()) problems.category = 'Choose a category.'
  const thumbnail = form.thumbnail.trim()
  if (thumbnail && !validThumbnail(thumbnail)) problems.thumbnail = VLOG_THUMBNAIL
  return problems
}

function validThumbnail(value: string): boolean {
  if (value.startsWith('/')) return /^\/media\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/.test(value) && !value.split('/').includes('..')
  return isHttpUrl(value)
}

/** The message for a set of problems: the spec's required-fields message when a required one is empty. */
export function problemSummary(form: VlogForm, problems: Partial<Record<VlogField, string>>): string | null {
  if (!form.title.trim() || !form.category.trim() || !form.youtube_url.trim()) return VLOG_REQUIRED
  return problems.youtube_url ?? problems.thumbnail ?? null
}

/** The client check before saving (§5). */
export function vlogCheck(form: VlogForm): FormCheck<VlogForm> {
  const problems = vlogProblems(form)
  return { problems, message: problemSummary(form, problems) }
}

/** §8: the server's error, else "Failed to save vlog"; a 401 (session ended, not signed in again) says how to save. */
export function vlogSaveError(response: ApiResponse<unknown>): string {
  if (response.status === 401) return SIGN_IN_TO_SAVE
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  return error || VLOG_SAVE_FAILED
}
