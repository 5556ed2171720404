/**
 * The image upload's rules and messages (admin-area §5 Image upload, §8, §9), kept pure for tests.
 * A refused upload names the server's own reason when it gives one ({error}: "Image size must be less
 * than 2MB", "Unsupported image type"…), which says more than the status line; without one it falls
 * back to the spec's "Upload failed: {status} {statusText}".
 */
import { JOURNAL_MESSAGES, MAX_IMAGE_BYTES } from '../../../shared/api/journal.ts'
import type { UploadReply } from '../api/endpoints.ts'

/** What the server accepts (it decides by the file's bytes; this is the early, friendly check). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

export const UPLOAD_SUCCESS = 'Image uploaded successfully!'
export const NO_URL_RETURNED = 'Upload failed - no URL returned'
export const NETWORK_FAILURE = 'Network error. Please try again.'

/** The client's checks before anything is sent: the spec's type and size messages, else null. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return JOURNAL_MESSAGES.imageType
  if (file.size > MAX_IMAGE_BYTES) return JOURNAL_MESSAGES.imageSize
  return null
}

const serverError = (reply: UploadReply) => (typeof reply.body?.error === 'string' && reply.body.error.trim() ? reply.body.error.trim() : null)

/** The uploaded image's URL, or why there is none. */
export function uploadOutcome(reply: UploadReply): { url: string } | { reason: string } {
  if (!reply.ok) return { reason: serverError(reply) ?? `Upload failed: ${reply.status} ${reply.statusText}`.trim() }
  const url = reply.body?.url
  if (typeof url === 'string' && url) return { url }
  return { reason: serverError(reply) ?? NO_URL_RETURNED }
}

/** What the user is told (§8): "Failed to upload image: {reason}". */
export const uploadFailure = (reason: string) => `Failed to upload image: ${reason}`

/** Reads a file as a base64 data URL, reporting progress (0–1). */
export function readAsDataUrl(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => reader.abort(), { once: true })
    reader.readAsDataURL(file)
  })
}
