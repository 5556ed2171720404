/**
 * A page's social card (issue 31): what a link preview (Open Graph, X cards) shows of it. Its own
 * image, title and description when an editor set them; otherwise the first image of its first
 * block, the search title and the search description. The public head (web-public/src/page-meta.ts)
 * and the console's preview (SEO Settings) read the same rule from here. Pure.
 */

/** An address a link preview can show: a raster image of this site or on https (previews do not draw SVG). */
const SHAREABLE_IMAGE = /^(?:\/(?![/\\])|https:\/\/)[^\s"'<>\\]+\.(?:png|jpe?g|webp|gif|avif)(?:[?#][^\s"'<>\\]*)?$/i

/** The first shareable image address in a block's values (its fields, then its items, in order). */
export function firstImageOf(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return SHAREABLE_IMAGE.test(value) ? value : undefined
  if (depth > 4 || value === null || typeof value !== 'object') return undefined
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstImageOf(inner, depth + 1)
    if (found) return found
  }
  return undefined
}

/** The image a share of the page shows: its own, else the first image of its first visible block; undefined: the site's card. */
export function socialImageOf(socialImage: string | undefined, sections: ReadonlyArray<{ visible?: boolean }>): string | undefined {
  return socialImage?.trim() || firstImageOf(sections.find((s) => s?.visible !== false))
}
