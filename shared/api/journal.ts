/**
 * Blogs and vlogs API (public-site §3, §7; admin-area §3, §7). Types are plain TypeScript so the
 * bundles can import them without a schema runtime; the servers' TypeBox schemas live in their
 * modules and must produce these shapes. Dates are ISO 8601 strings.
 */

export type PostStatus = 'draft' | 'published'
/** What the console shows: a published post whose publish_date is in the future is "scheduled". */
export type PostState = 'draft' | 'published' | 'scheduled'
export type SortOrder = 'latest' | 'oldest'

export interface Category {
  id: number
  name: string
}

/** A category as the console lists it (GET /api/cms/blog-categories, /api/cms/vlog-categories): with how many posts of any status use it. */
export interface CmsCategory extends Category {
  used_by: number
}

/** A blog as list cards show it (public API). */
export interface BlogSummary {
  id: number
  slug: string
  title: string
  category: string
  author_name: string
  featured_image: string | null
  /** publish_date, else created_at (the date shown and sorted by). */
  display_date: string
  publish_date: string | null
  created_at: string
  tags: string
  /** Tags stripped, cut at 160 characters with an ellipsis. */
  excerpt: string
  /** Minutes: words / 200, rounded up. */
  reading_time: number
}

export interface BlogDetail extends BlogSummary {
  content: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  /** The last change (ISO): a post page's dateModified. */
  updated_at: string
}

/** GET /api/public/blogs?search&category&author&sort&limit&offset&exclude */
export interface BlogListResponse {
  blogs: BlogSummary[]
  total: number
  limit: number
  offset: number
}

/** A blog as the console edits it. */
export interface CmsBlog extends BlogDetail {
  status: PostStatus
  state: PostState
  /** +1 on every save; send it back with a save (an older one is refused, 409). */
  version: number
}

/** POST /api/cms/blogs and PUT /api/cms/blogs/:id */
export interface BlogInput {
  title: string
  /** Generated from the title when empty; must be unique. */
  slug?: string
  featured_image?: string | null
  category: string
  content: string
  tags?: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
  status?: PostStatus
  publish_date?: string | null
  author_name?: string
}

export interface Vlog {
  id: number
  slug: string
  title: string
  description: string
  category: string
  author_name: string
  youtube_url: string
  video_id: string
  /** The stored thumbnail, else the video's own (derived from video_id). */
  thumbnail: string
  display_date: string
  publish_date: string | null
  created_at: string
}

export interface VlogListResponse {
  vlogs: Vlog[]
  total: number
  limit: number
  offset: number
  /** Whether any vlog is published at all: the empty state says "Coming Soon" when not, else "No Results Found". */
  any_published: boolean
}

export interface CmsVlog extends Vlog {
  status: PostStatus
  state: PostState
  /** As stored (empty when the derived thumbnail is used). */
  thumbnail_url: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  updated_at: string
  /** +1 on every save; send it back with a save (an older one is refused, 409). */
  version: number
}

export interface VlogInput {
  title: string
  slug?: string
  youtube_url: string
  thumbnail?: string | null
  category: string
  description?: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
  status?: PostStatus
  publish_date?: string | null
  author_name?: string
}

/** POST /api/upload-image */
export interface UploadImageRequest {
  /** A base64 data URL (data:image/png;base64,...). */
  image: string
  filename: string
  /** The image's alt text for the media library (issue 18), asked at upload. */
  alt?: string
}
export interface UploadImageResponse {
  success: boolean
  url?: string
  /** The image's media library entry and its alt text (shared/api/media-library.ts). */
  id?: number
  alt?: string
  error?: string
}

/** Messages of admin-area §5 and §8 the console and the server share. */
export const JOURNAL_MESSAGES = {
  blogRequired: 'Please fill in all required fields (Title, Category, Content)',
  imageType: 'Please select an image file (JPG, PNG, GIF, WebP)',
  imageSize: 'Image size must be less than 2MB',
} as const

/** Image upload limit (admin-area §9). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** Widths of the resized WebP variants served for srcset. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const
/** `/media/images/<sha256>.<ext>` and `/media/images/<sha256>-<width>.webp` */
export const imageVariantUrl = (url: string, width: number) => url.replace(/\.(png|jpe?g|gif|webp)$/i, `-${width}.webp`)
