/** What the library screens say about an image, kept pure (tested in library.test.ts). */
import { USAGE_TYPE_LABELS, type ImageUsage, type ImageUsageType, type LibraryImage } from '../../../../shared/api/media-library.ts'

/** 2_400_000 → "2.3 MB", 48_200 → "47 KB", 900 → "900 bytes". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** "1200 × 600" */
export const dimensions = (image: Pick<LibraryImage, 'width' | 'height'>) => `${image.width} × ${image.height}`

/** "PNG", "JPG"… from the image's address. */
export const formatOf = (image: Pick<LibraryImage, 'url'>) => (image.url.split('.').pop() ?? '').toUpperCase()

/** What the image is called where a name is needed: its alt text, else its file name, else "Untitled image". */
export const imageName = (image: Pick<LibraryImage, 'alt' | 'filename'>) => image.alt.trim() || image.filename.trim() || 'Untitled image'

/** "Blog post", "Page"… */
export const usageLabel = (usage: Pick<ImageUsage, 'type'>) => USAGE_TYPE_LABELS[usage.type as ImageUsageType] ?? usage.type

/** "Used in 3 places" / "Used in Blog post “Launch day”" / "Not used anywhere". */
export function usageSummary(usedIn: readonly ImageUsage[]): string {
  if (usedIn.length === 0) return 'Not used anywhere'
  if (usedIn.length === 1) return `Used in ${usageLabel(usedIn[0])} “${usedIn[0].title}”`
  return `Used in ${usedIn.length} places`
}

export const LIBRARY_TEXT = {
  title: 'Library',
  noun: 'images',
  search: { label: 'Search images by alt text or file name', placeholder: 'Search by alt text or file name…' },
  empty: 'Images uploaded anywhere in the console appear here, ready to use again.',
  altHint: 'Describe the image for people who cannot see it. A page or post that picks the image from the library gets this text as its own; changing it here later does not change the places already using it.',
  /** Under the library's in-place alt editor: what a change reaches (docs/decisions/0050-editor-fixes-issue-29.md). */
  altEditHint: 'Used the next time the image is picked. Places already using it keep their own description.',
  /** The refusal shown before any question when the image is in use. */
  inUse: (image: Pick<LibraryImage, 'alt' | 'filename'>, places: readonly ImageUsage[]) => {
    const named = places.slice(0, 3).map((p) => `${usageLabel(p)} “${p.title}”`)
    const more = places.length > 3 ? ` and ${places.length - 3} more` : ''
    return `“${imageName(image)}” cannot be deleted: it is used in ${named.join(', ')}${more}. Replace it there first, then delete it.`
  },
  altMissing: 'No alt text yet',
  loadFailed: 'The library could not be loaded.',
  deleteFailed: 'The image could not be deleted. Please try again.',
  altFailed: 'The alt text could not be saved. Please try again.',
  deleteQuestion: (image: Pick<LibraryImage, 'alt' | 'filename'>) => ({
    title: `Delete “${imageName(image)}”?`,
    description: 'It will be removed from the library and its address will stop working. This cannot be undone.',
  }),
  deleted: (image: Pick<LibraryImage, 'alt' | 'filename'>) => `Deleted “${imageName(image)}”.`,
  altSaved: 'Alt text saved.',
  uploaded: 'Image uploaded to the library.',
} as const

/** The date of an upload as the library shows it: "26 Nov 2026". */
export const uploadDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
