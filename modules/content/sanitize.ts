/**
 * The rich-text HTML sanitiser of every content type the console's editor writes (blog posts, press
 * highlights): an allowlist that matches exactly what the admin editor produces (shared/rich-text.ts).
 * Everything else is dropped: scripts, event handlers, iframes, forms, `style` values outside the
 * editor's own, and links or images with other schemes. Its regression corpus is xss-corpus.ts.
 */
import type sanitizeHtml from 'sanitize-html'
import { onFirstUse } from '../core/on-first-use.ts'
import { BLOCK_TAGS, FONT_FAMILIES, FONT_SIZES, IMAGE_PROTOCOLS, LINE_HEIGHTS, LINK_PROTOCOLS, MARK_TAGS, PALETTE } from '../../shared/rich-text.ts'

/** Loaded at the first save that needs it, not at boot (with its HTML and CSS parsers, about 80 ms). */
export const htmlSanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html')

const exact = (values: readonly string[]) => values.map((v) => new RegExp(`^${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'))

// A font name may also come quoted ("Times New Roman"), as a browser writes it; the editor writes it bare.
const fontNames = FONT_FAMILIES.flatMap((f) => [f, `"${f}"`, `'${f}'`])

const inlineStyles = {
  'font-family': exact(fontNames),
  'font-size': exact(FONT_SIZES),
  color: exact(PALETTE),
}
const blockStyles = { 'line-height': exact(LINE_HEIGHTS) }

/** What a kept href may start with: http(s), mailto, a site path (not protocol-relative) or a fragment. */
const LINK_TARGET = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i
/** What a kept image src may start with: http(s) or a site path (not protocol-relative). */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/(?!\/))/i

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
    // Links that open elsewhere never get a handle on this window; only absolute web, mail and
    // site-rooted links are kept (the href goes, the text stays). Attribute order is kept.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'href' ? LINK_TARGET.test(value) : name === 'target' ? value === '_blank' : name !== 'rel') kept[name] = value
      }
      if (kept.target) kept.rel = 'noopener noreferrer'
      return { tagName, attribs: kept }
    },
    // Images come from the web or the site's own uploads; anything else goes (see exclusiveFilter).
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'src' || IMAGE_SOURCE.test(value))),
    }),
  },
}

/**
 * The allowlisted HTML, serialised the way a browser's innerHTML writes it (void elements as `<br>`
 * and `<img ...>`, no-break spaces as `&nbsp;`), so a document the editor wrote comes back from a save
 * byte for byte. sanitize-html escapes `>` in text and attribute values, so ` />` only ends a void tag.
 */
export function sanitizeRichText(html: string): string {
  return htmlSanitizer()(html, SANITIZE_OPTIONS).replace(/ \/>/g, '>').replace(/\u00a0/g, '&nbsp;')
}

/**
 * True when the HTML embeds an image as a data: URL (refused with its own message: upload the image
 * instead). Parsed rather than matched with a regular expression, so entity-encoded or oddly quoted
 * sources are seen too and a hostile 800 KB input costs one linear pass.
 */
export function hasEmbeddedImages(html: string): boolean {
  let found = false
  htmlSanitizer()(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        // Browsers ignore ASCII whitespace and control characters inside a URL's scheme.
        if (/^data:/i.test((attribs.src ?? '').replace(/[\u0000-\u0020]/g, ''))) found = true
        return { tagName, attribs }
      },
    },
  })
  return found
}
