/**
 * Blog HTML sanitiser: an allowlist that matches exactly what the admin editor produces
 * (shared/rich-text.ts). Everything else is dropped: scripts, event handlers, iframes, forms,
 * `style` values outside the editor's own, and links or images with other schemes.
 */
import sanitizeHtml from 'sanitize-html'
import { BLOCK_TAGS, FONT_FAMILIES, FONT_SIZES, IMAGE_PROTOCOLS, LINE_HEIGHTS, LINK_PROTOCOLS, MARK_TAGS, PALETTE } from '../../shared/rich-text.ts'

const exact = (values: readonly string[]) => values.map((v) => new RegExp(`^${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'))

const inlineStyles = {
  'font-family': exact(FONT_FAMILIES),
  'font-size': exact(FONT_SIZES),
  color: exact(PALETTE),
}
const blockStyles = { 'line-height': exact(LINE_HEIGHTS) }

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...MARK_TAGS, 'span', 'a', 'img', 'ul', 'ol', 'li', 'br'],
  allowedAttributes: {
    ...Object.fromEntries(BLOCK_TAGS.map((t) => [t, ['style']])),
    span: ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
  },
  allowedStyles: {
    span: inlineStyles,
    ...Object.fromEntries(BLOCK_TAGS.map((t) => [t, blockStyles])),
  },
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesByTag: { img: [...IMAGE_PROTOCOLS] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of dropped script-like elements goes with them, not into the text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  // An image whose source was refused is dropped rather than left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Links that open elsewhere never get a handle on this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : (({ target: _t, rel: _r, ...rest }) => rest)(attribs),
    }),
  },
}

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS)
}

/** True when the HTML embeds images as data: URLs (refused: upload the image instead). */
export function hasEmbeddedImages(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html)
}
