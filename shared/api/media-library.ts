/**
 * The media library (issue 18, "One media library"): every uploaded image with its alt text, size,
 * uploader and where it is used. Plain types and limits only (the console imports them).
 * GET /api/cms/media/library?search=&page= → MediaLibraryResponse; PUT /api/cms/media/library/:id
 * `{alt}` → `{item}`; DELETE /api/cms/media/library/:id → 204, or 409 MediaLibraryInUse.
 */

import { CONTENT_TYPES, type ImageUsingType } from '../content-types/index.ts'

/** The content types whose items can use an image (the keys of the usage providers), and the Trash. */
export type ImageUsageType = ImageUsingType | 'trash'

/** One place an image appears: a post, a vlog, a page, a press highlight or a media-kit item. */
export interface ImageUsage {
  type: ImageUsageType | (string & {})
  id: number
  title: string
  /** The public address of the place, when it has one. */
  url?: string
}

export interface LibraryImage {
  id: number
  /** `/media/images/<sha256>.<ext>` */
  url: string
  /** A small WebP variant for grids (`/media/images/<sha256>-480.webp`), or the original when it has none. */
  thumb: string
  alt: string
  /** The name of the file as it was uploaded ('' for images uploaded before the library). */
  filename: string
  width: number
  height: number
  bytes: number
  mime: string
  uploaded_by: { id: number; name: string } | null
  created_at: string
  used_in: ImageUsage[]
}

export interface MediaLibraryResponse {
  items: LibraryImage[]
  total: number
  page: number
  page_size: number
}

/** 409 of DELETE /api/cms/media/library/:id: the image is in use, and where. */
export interface MediaLibraryInUse {
  error: string
  used_in: ImageUsage[]
}

export const LIBRARY_PAGE_SIZE = 24

export const LIBRARY_LIMITS = {
  /** Alt text: a sentence or two; 200 fits every place it is copied to (a block's alt field allows 200). */
  alt: 200,
  search: 200,
  /** Pages a list can be asked for (24 × 10,000 images is far beyond any library). */
  page: 10_000,
} as const

/** What the console and the server call each type of place, singular (the types' own labels). */
export const USAGE_TYPE_LABELS = {
  ...Object.fromEntries(CONTENT_TYPES.filter((d) => d.usesImages).map((d) => [d.type, d.label])),
  /** A deleted item that can still be restored (30 days). */
  trash: 'Trashed item',
} as Record<ImageUsageType, string>
