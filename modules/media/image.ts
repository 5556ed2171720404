/**
 * Turning an untrusted upload into a safe image (ARCHITECTURE §4): the type is decided by the
 * decoded bytes (PNG, JPEG, GIF or WebP magic numbers, confirmed by the decoder), never by the file
 * name or the data URL's declared type; the pixels are capped; the image is decoded and re-encoded
 * by libvips (sharp), which drops every byte that is not pixels: EXIF (GPS included), XMP, IPTC,
 * ICC profiles (converted to sRGB), comments and anything appended after the image.
 *
 * Animated GIF and WebP stay animated (a staff member who uploads an animation expects one), within
 * the same pixel budget counted over all frames.
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp'
import { JOURNAL_MESSAGES, MAX_IMAGE_BYTES } from '../../shared/api/journal.ts'
import { badRequest } from '../core/errors.ts'

type SharpFactory = (typeof import('sharp'))['default']

let loading: Promise<SharpFactory> | null = null

/**
 * sharp, loaded at the first upload rather than at boot: libvips costs about 25 MB of memory and
 * 0.1 s of start-up, and most processes never decode an image.
 */
function loadSharp(): Promise<SharpFactory> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // Uploads are rare and each decoded image can take ~160 MB: no operation cache kept between them,
    // and one libvips thread per operation (uploads also run one at a time per process): on a
    // 2-core machine more threads only add memory (each its own buffers and malloc arena).
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  }))
}

export const MEDIA_MESSAGES = {
  type: JOURNAL_MESSAGES.imageType,
  size: JOURNAL_MESSAGES.imageSize,
  dimensions: 'Image dimensions are too large',
  dataUrl: 'image must be a base64 data URL (data:image/...;base64,...)',
  base64: 'image is not valid base64 data',
  filename: 'filename must be a plain file name (no folders or control characters)',
} as const

/** Largest decoded image accepted, in pixels (all frames together for an animation). */
export const MAX_INPUT_PIXELS = 40_000_000
/** Longest side of either dimension accepted in the input header. */
export const MAX_INPUT_SIDE = 16_384
/** Frames of an animation accepted. */
export const MAX_FRAMES = 500
/** Stored images are scaled down to fit this many pixels on their long side. */
export const MAX_OUTPUT_SIDE = 2560

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp'

export const KINDS: Record<ImageKind, { mime: string; ext: 'png' | 'jpg' | 'gif' | 'webp' }> = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
}

/** Extensions a file name may carry (or none at all: pasted images often have no name). */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg', 'pjp', 'gif', 'webp'])

const startsWith = (buf: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
  return buf.length >= at + expected.length && buf.subarray(at, at + expected.length).equals(expected)
}

/** The image type its magic numbers say, or null. */
export function sniff(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(buf, 'IHDR', 12)) return 'png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return 'gif'
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8) && ['VP8 ', 'VP8L', 'VP8X'].some((c) => startsWith(buf, c, 12))) return 'webp'
  return null
}

/**
 * Dimensions some formats declare outside the frame the decoder reports: a GIF's logical screen and
 * a WebP's VP8X canvas. A renderer may allocate them, so they are capped like the pixels.
 */
export function declaredCanvas(buf: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'gif' && buf.length >= 10) return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) }
  if (kind === 'webp' && startsWith(buf, 'VP8X', 12) && buf.length >= 30) {
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 }
  }
  return null
}

const DATA_URL = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9!#$&^_.+-]+=[^;,]*)*);base64,/i

/** The bytes of a base64 data URL. Its declared type is ignored: the bytes decide. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const head = DATA_URL.exec(dataUrl.slice(0, 300))
  if (!head) throw badRequest(MEDIA_MESSAGES.dataUrl)
  const body = dataUrl.slice(head[0].length).replace(/[\r\n\t ]+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) throw badRequest(MEDIA_MESSAGES.base64)
  return Buffer.from(body, 'base64')
}

/** A plain file name is required when one is given; its extension, if any, must be an image's. */
export function checkFilename(name: string): void {
  const trimmed = name.trim()
  if (trimmed === '') return
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed) || trimmed === '.' || trimmed === '..' || trimmed.startsWith('..')) {
    throw badRequest(MEDIA_MESSAGES.filename)
  }
  const dot = trimmed.lastIndexOf('.')
  if (dot > 0 && !IMAGE_EXTENSIONS.has(trimmed.slice(dot + 1).toLowerCase())) throw badRequest(MEDIA_MESSAGES.type)
}

export interface CleanImage {
  data: Buffer
  kind: ImageKind
  mime: string
  ext: 'png' | 'jpg' | 'gif' | 'webp'
  width: number
  /** Height of one frame. */
  height: number
  animated: boolean
}

const inputOptions = (animated: boolean): SharpOptions => ({
  // Abort on truncated or corrupt pixel data, not only on unreadable headers.
  failOn: 'error',
  limitInputPixels: MAX_INPUT_PIXELS,
  animated,
})

function encode(pipeline: Sharp, kind: ImageKind): Sharp {
  switch (kind) {
    case 'png':
      return pipeline.png({ compressionLevel: 8, adaptiveFiltering: true })
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, progressive: true, chromaSubsampling: '4:2:0' })
    case 'webp':
      return pipeline.webp({ quality: 85 })
    case 'gif':
      return pipeline.gif()
  }
}

/**
 * Checks and re-encodes an upload: 400 with the spec's message for anything that is not a PNG,
 * JPEG, GIF or WebP image, is over 2 MB, or decodes to too many pixels.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  const kind = sniff(input)
  if (!kind) throw badRequest(MEDIA_MESSAGES.type)
  if (input.length > MAX_IMAGE_BYTES) throw badRequest(MEDIA_MESSAGES.size)

  const canvas = declaredCanvas(input, kind)
  if (canvas && (canvas.width > MAX_INPUT_SIDE || canvas.height > MAX_INPUT_SIDE || canvas.width * canvas.height > MAX_INPUT_PIXELS)) {
    throw badRequest(MEDIA_MESSAGES.dimensions)
  }

  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata()
  } catch {
    throw badRequest(MEDIA_MESSAGES.type)
  }
  // The decoder must agree with the magic numbers (a polyglot that only starts like an image is refused).
  if (meta.format !== kind || !meta.width || !meta.height) throw badRequest(MEDIA_MESSAGES.type)
  const frames = Math.max(1, meta.pages ?? 1)
  const frameHeight = meta.pageHeight ?? meta.height
  if (
    meta.width > MAX_INPUT_SIDE ||
    frameHeight > MAX_INPUT_SIDE ||
    meta.width * frameHeight > MAX_INPUT_PIXELS ||
    meta.width * frameHeight * frames > MAX_INPUT_PIXELS ||
    frames > MAX_FRAMES
  ) {
    throw badRequest(MEDIA_MESSAGES.dimensions)
  }
  const animated = frames > 1 && (kind === 'gif' || kind === 'webp')

  let data: Buffer
  try {
    const pipeline = sharp(input, { ...inputOptions(animated), autoOrient: !animated })
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
    // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC data unless asked to.
    data = await encode(pipeline, kind).toBuffer()
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw badRequest(MEDIA_MESSAGES.dimensions)
    throw badRequest(MEDIA_MESSAGES.type)
  }
  const out = await sharp(data, { animated }).metadata()
  return {
    data,
    kind,
    ...KINDS[kind],
    width: out.width,
    height: out.pageHeight ?? out.height,
    animated,
  }
}

/** WebP copies of a clean image at each of `widths` not wider than the image itself. */
export async function makeVariants(image: CleanImage, widths: readonly number[]): Promise<Array<{ width: number; data: Buffer }>> {
  const sharp = await loadSharp()
  const variants: Array<{ width: number; data: Buffer }> = []
  for (const width of widths) {
    if (width > image.width) continue
    const data = await sharp(image.data, inputOptions(image.animated)).resize({ width }).webp({ quality: 80 }).toBuffer()
    variants.push({ width, data })
  }
  return variants
}
