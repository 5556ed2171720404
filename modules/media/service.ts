/**
 * The media service: stores uploaded images (checked and re-encoded by image.ts) content-addressed
 * by the SHA-256 of the re-encoded bytes, with WebP variants for srcset, and reads them back for
 * serving. Usable by any module or CLI: `app.media.storeImage(buffer, adminId)`.
 */
import { createHash } from 'node:crypto'
import { IMAGE_VARIANT_WIDTHS } from '../../shared/api/journal.ts'
import { cleanImage, makeVariants } from './image.ts'
import { IMAGES_PATH, parseImageFile } from './image-files.ts'
import { ImageUsages } from './library.ts'
import { findImage, findVariant, imageExists, imageFacts, insertImage, type MediaDb } from './queries.ts'


export interface StoredImage {
  /** `/media/images/<sha256>.<ext>` */
  url: string
  sha256: string
  mime: string
  width: number
  height: number
  size: number
  /** Widths of the WebP variants (`/media/images/<sha256>-<width>.webp`). */
  variants: number[]
  /** False when the same image was already stored (same bytes after re-encoding, same URL). */
  created: boolean
}

export interface ServedImage {
  data: Buffer
  mime: string
  etag: string
}

export class MediaService {
  /** Images are decoded one at a time per process, so concurrent uploads cannot multiply the memory a large image takes. */
  private queue: Promise<unknown> = Promise.resolve()
  /** Where images are used: each content module registers its provider (library.ts). */
  readonly usages = new ImageUsages()

  constructor(private db: MediaDb) {}

  private serially<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job)
    this.queue = run.catch(() => {})
    return run
  }

  /**
   * Checks, re-encodes and stores an image; throws a 400 HttpError with the spec's message when the
   * bytes are not an acceptable image. Storing the same image again returns the same URL.
   * `entry`: what the library keeps of a new image (its alt text, file name, uploader's name).
   */
  async storeImage(input: Buffer, adminId: number | null, entry: { alt?: string; filename?: string; uploaderName?: string | null } = {}): Promise<StoredImage> {
    const image = await this.serially(() => cleanImage(input))
    const sha256 = createHash('sha256').update(image.data).digest('hex')
    const base = { url: `${IMAGES_PATH}${sha256}.${image.ext}`, sha256, mime: image.mime, width: image.width, height: image.height, size: image.data.length }
    const variantsFor = IMAGE_VARIANT_WIDTHS.filter((w) => w <= image.width)
    if (await imageExists(this.db, sha256)) return { ...base, variants: variantsFor, created: false }
    const variants = await this.serially(() => makeVariants(image, IMAGE_VARIANT_WIDTHS))
    const created = await insertImage(
      this.db,
      {
        sha256,
        mime: image.mime,
        ext: image.ext,
        width: image.width,
        height: image.height,
        size: image.data.length,
        data: image.data,
        created_by: adminId,
        alt: entry.alt?.trim() ?? '',
        filename: entry.filename?.trim().slice(0, 255) ?? '',
        created_by_name: adminId === null ? null : (entry.uploaderName ?? null),
      },
      variants,
    )
    return { ...base, variants: variants.map((v) => v.width), created }
  }

  /** Whether `url` names a stored image (an original or one of its variant URLs). */
  async exists(url: string): Promise<boolean> {
    if (!url.startsWith(IMAGES_PATH)) return false
    const parsed = parseImageFile(url.slice(IMAGES_PATH.length))
    if (!parsed) return false
    if (parsed.width !== null) return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(parsed.width) && imageExists(this.db, parsed.sha256)
    return imageExists(this.db, parsed.sha256, parsed.ext)
  }

  /** Width, height and type of an uploaded original named by `url` (a page's social image), or null. */
  async describe(url: string): Promise<{ width: number; height: number; mime: string } | null> {
    if (!url.startsWith(IMAGES_PATH)) return null
    const parsed = parseImageFile(url.slice(IMAGES_PATH.length))
    if (!parsed || parsed.width !== null) return null
    return (await imageFacts(this.db, parsed.sha256, parsed.ext)) ?? null
  }

  /**
   * The bytes to serve for a file name, or null when there is no such image. A variant wider than
   * its original was never made: that URL serves the original (the best there is, and still immutable).
   */
  async read(file: { sha256: string; ext: string; width: number | null }): Promise<ServedImage | null> {
    if (file.width !== null) {
      if (!(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(file.width)) return null
      const variant = await findVariant(this.db, file.sha256, file.width)
      if (variant) return { data: variant.data, mime: 'image/webp', etag: `"${file.sha256}-${file.width}"` }
      const original = await findImage(this.db, file.sha256)
      return original ? { data: original.data, mime: original.mime, etag: `"${file.sha256}"` } : null
    }
    const original = await findImage(this.db, file.sha256)
    if (!original || original.ext !== file.ext) return null
    return { data: original.data, mime: original.mime, etag: `"${file.sha256}"` }
  }
}
