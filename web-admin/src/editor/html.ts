/**
 * The editor's document to blog HTML and back.
 *
 * Writing: straight from the schema's toDOM specs to a string, with no DOM in between. A DOM would
 * not be neutral: prosemirror-model sets `style` through CSSOM, and a browser then reports
 * "color: rgb(21, 128, 61)" for "color:#15803d", which the sanitiser refuses. Without a DOM, the
 * browser and the node test (roundtrip.test.ts) run exactly the same code, and the output is
 * byte-for-byte what the server's sanitiser writes for it (sanitizeRichText): text escapes & < > and
 * no-break spaces, attribute values also ", void elements are `<br>` and `<img …>`, attributes in one
 * fixed order, marks nested in schema order (as ProseMirror's DOMSerializer nests them).
 *
 * Reading: the browser's DOMParser (an inert document: nothing loads or runs) and the schema's rules.
 */
import { DOMParser as PMDOMParser, type DOMOutputSpec, type Fragment, type Mark, type Node as PMNode } from 'prosemirror-model'
import { MAX_CONTENT_BYTES } from '../../../shared/rich-text.ts'
import { schema } from './schema.ts'

const VOID_ELEMENTS = new Set(['img', 'br'])
/** Attributes in one fixed order, whatever order a spec lists them in. */
const ATTRIBUTE_ORDER = ['href', 'src', 'alt', 'title', 'target', 'rel', 'style']

function attributeRank(name: string) {
  const rank = ATTRIBUTE_ORDER.indexOf(name)
  return rank < 0 ? ATTRIBUTE_ORDER.length : rank
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** Opening and closing tag of a spec `[tag, attrs?, 0?]` (the only shapes this schema's toDOM returns). */
function tags(spec: DOMOutputSpec): { open: string; close: string } {
  if (!Array.isArray(spec)) throw new Error('The blog schema renders every node and mark as [tag, attrs?, 0?]')
  const [tag, second] = spec as [string, unknown]
  const attrs = second && typeof second === 'object' && !Array.isArray(second) ? (second as Record<string, unknown>) : {}
  const written = Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined)
    .sort(([a], [b]) => attributeRank(a) - attributeRank(b))
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('')
  return { open: `<${tag}${written}>`, close: VOID_ELEMENTS.has(tag) ? '' : `</${tag}>` }
}

const markTags = (mark: Mark) => tags(mark.type.spec.toDOM!(mark, true))

/** Inline content: marks stay open across neighbours that share them, like DOMSerializer.serializeFragment. */
function writeInline(content: Fragment, out: string[]) {
  const open: Mark[] = []
  const closeTop = () => out.push(markTags(open.pop()!).close)
  content.forEach((node) => {
    let keep = 0
    while (keep < open.length && keep < node.marks.length && node.marks[keep].eq(open[keep])) keep++
    while (open.length > keep) closeTop()
    for (const mark of node.marks.slice(keep)) {
      out.push(markTags(mark).open)
      open.push(mark)
    }
    writeNode(node, out)
  })
  while (open.length) closeTop()
}

function writeNode(node: PMNode, out: string[]) {
  if (node.isText) {
    out.push(escapeText(node.text ?? ''))
    return
  }
  const { open, close } = tags(node.type.spec.toDOM!(node))
  out.push(open)
  if (node.inlineContent) writeInline(node.content, out)
  else node.content.forEach((child) => writeNode(child, out))
  out.push(close)
}

/** The post's HTML. */
export function toHtml(doc: PMNode): string {
  const out: string[] = []
  doc.content.forEach((block) => writeNode(block, out))
  return out.join('')
}

const parser = PMDOMParser.fromSchema(schema)

/** Parses HTML in an inert document (images are not fetched, scripts never run). */
const browserBody = (html: string): HTMLElement => new DOMParser().parseFromString(html, 'text/html').body

/**
 * The document for stored HTML; anything the schema does not know is dropped, its text kept.
 * Spaces inside text are kept as typed (the editor shows them, so reopening must not change them);
 * whitespace between blocks is ignored. Styles are read from the raw attribute text (schema.ts).
 */
export function fromHtml(html: string, parseBody: (html: string) => Node = browserBody): PMNode {
  return parser.parse(parseBody(html), { preserveWhitespace: true })
}

/** Size of the HTML as the server counts it: UTF-8 bytes. */
export const htmlBytes = (html: string) => new TextEncoder().encode(html).length

/** "12.3 KB / 800KB max" (admin-area §5). */
export function sizeLabel(bytes: number): string {
  const kb = bytes / 1024
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB / ${MAX_CONTENT_BYTES / 1024}KB max`
}
