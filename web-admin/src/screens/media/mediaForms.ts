/**
 * The Media Manager's forms (admin-area §3 Media kit item and Press highlight, §5, §8), kept pure
 * for tests: values, request bodies, the client checks with the spec's required fields, the save
 * errors, and the media-kit file upload's checks and outcomes.
 */
import type { MediaFileType, MediaKitBody, MediaKitItem, PressBody, PressHighlight, PressStatus } from '../../../../shared/api/media-kit.ts'
import type { ApiResponse } from '../../api/client.ts'
import type { FileUploadReply } from '../../api/endpoints.ts'
import type { FormCheck } from '../../collections/types.ts'
import { fromLocalInput, toLocalInput } from '../../lib/dates.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'
import { isHttpUrl } from '../../../../shared/http-url.ts'

/** admin-area §9 (the same list as shared/api/media-kit.ts MEDIA_FILE_TYPES; only types are imported from there). */
export const FILE_TYPES = ['ZIP', 'PDF', 'PNG', 'JPG', 'DOC'] as const satisfies readonly MediaFileType[]
/** 50 MB, as the server's MAX_KIT_FILE_BYTES. */
export const MAX_KIT_FILE_BYTES = 50 * 1024 * 1024
const EXTENSIONS = ['zip', 'pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx']

export const NETWORK_ERROR = 'Network error. Please try again.'

// ---- media kit

export interface MediaKitForm {
  title: string
  description: string
  file_type: MediaFileType | ''
  file_url: string
  file_size: string
  item_count: string
}

export const emptyMediaKitForm = (): MediaKitForm => ({ title: '', description: '', file_type: '', file_url: '', file_size: '', item_count: '' })

export const mediaKitFormOf = (item: MediaKitItem): MediaKitForm => ({
  title: item.title,
  description: item.description,
  file_type: item.file_type,
  file_url: item.file_url,
  file_size: item.file_size,
  item_count: item.item_count,
})

export const mediaKitInputOf = (form: MediaKitForm): MediaKitBody => ({
  title: form.title.trim(),
  description: form.description.trim(),
  // The check makes sure a type is chosen before anything is sent.
  file_type: form.file_type as MediaFileType,
  file_url: form.file_url.trim(),
  file_size: form.file_size.trim(),
  item_count: form.item_count.trim(),
})

export const MEDIA_KIT_REQUIRED = 'Please fill in all required fields (Title, File Type, File URL)'
export const FILE_URL_INVALID = 'Enter a valid file address: https://… or a site path such as /media/files/…'
export const MEDIA_KIT_SAVE_FAILED = 'Failed to save media kit item'

/** An http(s) URL with a host, or a path on this site (one leading slash, no "..", no spaces or backslashes). */
export function validFileUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value) && !value.split('/').includes('..')
  return isHttpUrl(value, { noSpaces: true })
}

/** §5: title, file type and file URL (a valid URL) required. */
export function mediaKitCheck(form: MediaKitForm): FormCheck<MediaKitForm> {
  const problems: FormCheck<MediaKitForm>['problems'] = {}
  if (!form.title.trim()) problems.title = 'Enter a title.'
  if (!form.file_type) problems.file_type = 'Choose the file type.'
  const url = form.file_url.trim()
  if (!url) problems.file_url = 'Upload the file or enter its address.'
  else if (!validFileUrl(url)) problems.file_url = FILE_URL_INVALID
  const missing = !form.title.trim() || !form.file_type || !url
  return { problems, message: missing ? MEDIA_KIT_REQUIRED : (problems.file_url ?? null) }
}

// ---- press highlights

export interface PressForm {
  title: string
  slug: string
  description: string
  content: string
  /** '' for none. */
  featured_image: string
  external_url: string
  status: PressStatus
  /** The datetime-local field's value (local time), '' for none. */
  publish_date: string
}

export const emptyPressForm = (): PressForm => ({ title: '', slug: '', description: '', content: '', featured_image: '', external_url: '', status: 'draft', publish_date: '' })

export const pressFormOf = (highlight: PressHighlight): PressForm => ({
  title: highlight.title,
  slug: highlight.slug,
  description: highlight.description,
  content: highlight.content,
  featured_image: highlight.featured_image,
  external_url: highlight.external_url,
  status: highlight.status,
  publish_date: toLocalInput(highlight.publish_date),
})

export const pressInputOf = (form: PressForm): PressBody => ({
  title: form.title.trim(),
  slug: form.slug.trim(),
  description: form.description.trim(),
  content: form.content,
  featured_image: form.featured_image.trim(),
  external_url: form.external_url.trim(),
  status: form.status,
  publish_date: fromLocalInput(form.publish_date),
})

export const PRESS_REQUIRED = 'Please fill in all required fields (Title, Content)'
export const EXTERNAL_URL_INVALID = 'Enter a valid web address starting with https:// or http://, or leave it empty.'
export const PRESS_SAVE_FAILED = 'Failed to save press highlight'

export function validWebUrl(value: string): boolean {
  return isHttpUrl(value, { noSpaces: true })
}

/** §5: title and content required; external_url a valid URL if given. `contentEmpty`: no text and no image in the editor. */
export function pressCheck(form: PressForm, isEmpty: (key: 'content') => boolean): FormCheck<PressForm> {
  const problems: FormCheck<PressForm>['problems'] = {}
  if (!form.title.trim()) problems.title = 'Enter a title.'
  const contentEmpty = isEmpty('content')
  if (contentEmpty) problems.content = 'Write the highlight’s content.'
  const external = form.external_url.trim()
  if (external && !validWebUrl(external)) problems.external_url = EXTERNAL_URL_INVALID
  const missing = !form.title.trim() || contentEmpty
  return { problems, message: missing ? PRESS_REQUIRED : (problems.external_url ?? null) }
}

/** §8: the server's error, else the fallback; a 401 (session ended, not signed in again) says how to save. */
export function mediaSaveError(response: ApiResponse<unknown>, fallback: string): { message: string } {
  if (response.status === 401) return { message: SIGN_IN_TO_SAVE }
  const error = !response.ok && typeof response.data?.error === 'string' ? response.data.error.trim() : ''
  return { message: error || fallback }
}

// ---- the media kit file upload

export const FILE_TOO_LARGE = 'The file is too large (50 MB at most)'
export const FILE_TYPE_REFUSED = 'The file must be a ZIP, PDF, PNG, JPG or DOC file'

/** The checks before anything is sent (the server decides by the file's bytes). */
export function checkKitFile(file: { name: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (!file.name.includes('.') || !EXTENSIONS.includes(extension)) return FILE_TYPE_REFUSED
  if (file.size > MAX_KIT_FILE_BYTES) return FILE_TOO_LARGE
  if (file.size === 0) return 'The file is empty'
  return null
}

/** The uploaded file's address, type and size, or why there is none. */
export function kitUploadOutcome(reply: FileUploadReply): { url: string; file_type: MediaFileType; file_size: string } | { reason: string } {
  const serverError = typeof reply.body?.error === 'string' && reply.body.error.trim() ? reply.body.error.trim() : null
  if (!reply.ok) {
    if (serverError) return { reason: serverError }
    return { reason: reply.status === 413 ? FILE_TOO_LARGE : `Upload failed: ${reply.status} ${reply.statusText}`.trim() }
  }
  const { url, file_type, file_size } = reply.body ?? {}
  if (typeof url === 'string' && url && file_type && (FILE_TYPES as readonly string[]).includes(file_type)) return { url, file_type, file_size: file_size ?? '' }
  return { reason: serverError ?? 'Upload failed - no URL returned' }
}

/** 12.4 MB, 830 KB: a size as people read it. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

/** The last part of a file's address, for showing which file an item points to. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0]
  const last = path.split('/').filter(Boolean).pop() ?? url
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}
