/**
 * The blog editor's document model (admin-area §9). Every node and mark writes exactly the HTML the
 * server's sanitiser keeps (modules/content/sanitize.ts, values in shared/rich-text.ts) and reads the
 * same HTML back, so a saved post reopens unchanged (proved by roundtrip.test.ts):
 *
 *   <p style="line-height:1.5">, <h1>…<h6> (same optional line-height), <ul>/<ol> of <li><p>…</p></li>,
 *   <strong> <em> <u> <s>, <span style="font-family:…;font-size:…;color:…"> (INLINE_STYLE_ORDER),
 *   <a href title? target="_blank" rel="noopener noreferrer"> (or <a href title?> for same-tab links),
 *   <img src alt title?>, <br>.
 *
 * Styles are read from the raw `style` attribute, never from the browser's CSSOM (which would quote
 * "Times New Roman" and turn #22a625 into rgb()), so the browser and node read them the same way.
 */
import { Schema, type DOMOutputSpec, type Mark, type Node as PMNode } from 'prosemirror-model'
import { FONT_FAMILIES, FONT_SIZES, INLINE_STYLE_ORDER, LINE_HEIGHTS, PALETTE, styleString } from '../../../shared/rich-text.ts'

export type FontFamily = (typeof FONT_FAMILIES)[number]
export type FontSize = (typeof FONT_SIZES)[number]
export type LineHeight = (typeof LINE_HEIGHTS)[number]
export type PaletteColour = (typeof PALETTE)[number]
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

/** The `style` attribute as property → value, as written (no CSSOM normalisation). */
export function readStyle(dom: HTMLElement): Map<string, string> {
  const styles = new Map<string, string>()
  for (const declaration of (dom.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (property && value) styles.set(property, value)
  }
  return styles
}

/** The allowed value equal (case-insensitively) to `value`, else null: anything else is dropped, as the sanitiser does. */
function allowed<T extends string>(values: readonly T[], value: string | undefined): T | null {
  if (!value) return null
  const wanted = value.toLowerCase()
  return values.find((v) => v.toLowerCase() === wanted) ?? null
}

const lineHeightOf = (dom: HTMLElement) => allowed(LINE_HEIGHTS, readStyle(dom).get('line-height'))

const blockStyle = (lineHeight: string | null): Record<string, string> => (lineHeight ? { style: styleString([['line-height', lineHeight]]) } : {})

/** Attributes of the textStyle mark (one <span> carries all three). */
export interface TextStyleAttrs {
  fontFamily: FontFamily | null
  fontSize: FontSize | null
  color: PaletteColour | null
}
export const EMPTY_TEXT_STYLE: TextStyleAttrs = { fontFamily: null, fontSize: null, color: null }

/** Which attribute each inline style property comes from, so the span writes them in INLINE_STYLE_ORDER. */
const INLINE_STYLE_ATTR: Record<(typeof INLINE_STYLE_ORDER)[number], keyof TextStyleAttrs> = {
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
  color: 'color',
}

export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },

    paragraph: {
      group: 'block',
      content: 'inline*',
      attrs: { lineHeight: { default: null } },
      parseDOM: [{ tag: 'p', getAttrs: (dom) => ({ lineHeight: lineHeightOf(dom as HTMLElement) }) }],
      toDOM: (node): DOMOutputSpec => ['p', blockStyle(node.attrs.lineHeight), 0],
    },

    heading: {
      group: 'block',
      content: 'inline*',
      defining: true,
      attrs: { level: { default: 1 }, lineHeight: { default: null } },
      parseDOM: ([1, 2, 3, 4, 5, 6] as const).map((level) => ({
        tag: `h${level}`,
        getAttrs: (dom: HTMLElement) => ({ level, lineHeight: lineHeightOf(dom) }),
      })),
      toDOM: (node): DOMOutputSpec => [`h${node.attrs.level}`, blockStyle(node.attrs.lineHeight), 0],
    },

    bullet_list: {
      group: 'block',
      content: 'list_item+',
      parseDOM: [{ tag: 'ul' }],
      toDOM: (): DOMOutputSpec => ['ul', 0],
    },

    // No `start` attribute: the sanitiser keeps none on <ol>, so every numbered list starts at 1.
    ordered_list: {
      group: 'block',
      content: 'list_item+',
      parseDOM: [{ tag: 'ol' }],
      toDOM: (): DOMOutputSpec => ['ol', 0],
    },

    list_item: {
      content: 'paragraph block*',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: (): DOMOutputSpec => ['li', 0],
    },

    text: { group: 'inline' },

    image: {
      group: 'inline',
      inline: true,
      draggable: true,
      attrs: { src: {}, alt: { default: '' }, title: { default: null } },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom) => {
            const img = dom as HTMLElement
            return { src: img.getAttribute('src'), alt: img.getAttribute('alt') ?? '', title: img.getAttribute('title') || null }
          },
        },
      ],
      // alt is always written (an empty alt marks a decorative image; the sanitiser keeps alt=""), title only when set.
      toDOM: (node): DOMOutputSpec => ['img', { src: node.attrs.src, alt: node.attrs.alt, ...(node.attrs.title ? { title: node.attrs.title } : {}) }],
    },

    hard_break: {
      group: 'inline',
      inline: true,
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: (): DOMOutputSpec => ['br'],
    },
  },

  // Order = nesting order when serialised: a link wraps styled text, which wraps bold, and so on.
  marks: {
    link: {
      attrs: { href: {}, title: { default: null }, target: { default: null } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const a = dom as HTMLElement
            return { href: a.getAttribute('href'), title: a.getAttribute('title') || null, target: a.getAttribute('target') === '_blank' ? '_blank' : null }
          },
        },
      ],
      // A new-tab link always carries rel="noopener noreferrer" (what the sanitiser writes); a same-tab link has neither.
      toDOM: (mark: Mark): DOMOutputSpec => [
        'a',
        {
          href: mark.attrs.href,
          ...(mark.attrs.title ? { title: mark.attrs.title } : {}),
          ...(mark.attrs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
        0,
      ],
    },

    textStyle: {
      attrs: { fontFamily: { default: null }, fontSize: { default: null }, color: { default: null } },
      parseDOM: [
        {
          tag: 'span[style]',
          getAttrs: (dom) => {
            const styles = readStyle(dom as HTMLElement)
            const attrs: TextStyleAttrs = {
              // A browser writes a font name with spaces quoted; the editor writes it bare.
              fontFamily: allowed(FONT_FAMILIES, styles.get('font-family')?.replace(/^(["'])(.*)\1$/, '$2')),
              fontSize: allowed(FONT_SIZES, styles.get('font-size')),
              color: allowed(PALETTE, styles.get('color')),
            }
            return attrs.fontFamily || attrs.fontSize || attrs.color ? { ...attrs } : false
          },
        },
      ],
      toDOM: (mark: Mark): DOMOutputSpec => [
        'span',
        { style: styleString(INLINE_STYLE_ORDER.map((property) => [property, mark.attrs[INLINE_STYLE_ATTR[property]]])) },
        0,
      ],
    },

    strong: {
      parseDOM: [{ tag: 'strong' }, { tag: 'b' }],
      toDOM: (): DOMOutputSpec => ['strong', 0],
    },
    em: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }],
      toDOM: (): DOMOutputSpec => ['em', 0],
    },
    underline: {
      parseDOM: [{ tag: 'u' }],
      toDOM: (): DOMOutputSpec => ['u', 0],
    },
    strike: {
      parseDOM: [{ tag: 's' }, { tag: 'strike' }, { tag: 'del' }],
      toDOM: (): DOMOutputSpec => ['s', 0],
    },
  },
})

export const nodes = schema.nodes
export const marks = schema.marks

/** True when the document has no text and no image (an empty post). */
export function isEmptyDocument(doc: PMNode): boolean {
  let empty = true
  doc.descendants((node) => {
    if (!empty) return false
    if ((node.isText && node.text?.trim()) || node.type === nodes.image) empty = false
    return empty
  })
  return empty
}
