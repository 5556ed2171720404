/** The addresses of stored images: `/media/images/<sha256>.<ext>` and their WebP variants `<sha256>-<width>.webp`. */

export const IMAGES_PATH = '/media/images/'

const IMAGE_FILE = /^([0-9a-f]{64})(?:-([1-9][0-9]{0,4}))?\.(png|jpg|gif|webp)$/

/** The parts of an image file name (`<sha256>.<ext>` or `<sha256>-<width>.webp`), or null if it is not one. */
export function parseImageFile(file: string): { sha256: string; ext: string; width: number | null } | null {
  const m = IMAGE_FILE.exec(file)
  if (!m) return null
  const width = m[2] ? Number(m[2]) : null
  if (width !== null && m[3] !== 'webp') return null
  return { sha256: m[1], ext: m[3], width }
}
