/**
 * The block library's rich text (issue 31, field kind `richText`): paragraphs, line breaks, bold,
 * italic and links, and lists where the declaration allows them (`lists: true`). Nothing else: no
 * headings, colours, fonts or images, which belong to the block's design, not to its copy.
 *
 * One model, three readers (decision 0063):
 * - the server keeps a value as the canonical HTML `serializeRichText` writes, after sanitize-html
 *   (modules/pages/rich-text.ts), and refuses links that a link field would refuse;
 * - the public site draws the parsed model as React elements (web-public/src/sections/content.tsx), so
 *   no stored string is ever set as HTML: a row that was never cleaned still draws as text;
 * - the console's ProseMirror editor reads and writes the same HTML (web-admin/src/editor/inline).
 *
 * A value is HTML when it begins with a tag (after white space); anything else is plain text in the
 * older rule of block text: a blank line starts a paragraph, a single newline is a line break. So
 * the plain copy of a declaration's defaults, a row from before the migration and an API client
 * that sends plain text all mean what they meant, and `Use the <b> tag` is still those words.
 *
 * Plain TypeScript with no DOM: the server, both bundles and the migration read it the same way.
 */

export type RichInline =
  | { text: string }
  | { br: true }
  | { mark: 'strong' | 'em'; children: RichInline[] }
  | { href: string; children: RichInline[] }

export type RichBlock = { kind: 'p'; children: RichInline[] } | { kind: 'ul' | 'ol'; items: RichInline[][] }

/** The tags a stored value may hold (what sanitize-html keeps before the model is written again). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'a'] as const
export const RICH_TEXT_LIST_TAGS = ['ul', 'ol', 'li'] as const

/** The longest HTML kept for a field of `max` characters of text: links and tags take room too. */
export const richTextHtmlMax = (max: number) => max * 4 + 8_192

/** A value that is HTML (begins with a tag) rather than plain text. */
export const isRichTextMarkup = (value: string) => /^\s*<[a-zA-Z!/]/.test(value)

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return ENTITY[name.toLowerCase()] ?? whole
  })
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** The older plain-text rule: blank lines separate paragraphs, single newlines are line breaks. */
function plainBlocks(text: string): RichBlock[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({
      kind: 'p' as const,
      children: p.split(/\r?\n/).flatMap((line, i): RichInline[] => (i > 0 ? [{ br: true }, { text: line }] : [{ text: line }])),
    }))
}

/** Elements whose content is not copy: dropped with them. */
const NOT_COPY = new Set(['script', 'style', 'template', 'textarea', 'noscript', 'iframe', 'object', 'svg', 'math', 'title', 'head'])
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/g
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * The model of `value`. Markup outside the profile is dropped and its text kept (the text of a
 * script-like element goes with it); `isLinkTarget` decides which hrefs stay links (the others
 * keep their words). Empty paragraphs are left out.
 */
export function parseRichText(value: string | undefined, isLinkTarget: (href: string) => boolean = () => true): RichBlock[] {
  const source = value ?? ''
  if (!isRichTextMarkup(source)) return plainBlocks(source)
  const blocks: RichBlock[] = []
  /** The paragraph or list item being filled, and the marks and links open inside it. */
  let line: RichInline[] | null = null
  let list: Extract<RichBlock, { kind: 'ul' | 'ol' }> | null = null
  const open: Array<{ tag: string; children: RichInline[] }> = []
  let skipping: string | null = null

  const target = (): RichInline[] => {
    if (open.length) return open[open.length - 1].children
    if (!line) {
      line = []
      if (list) list.items.push(line)
      else blocks.push({ kind: 'p', children: line })
    }
    return line
  }
  const endLine = () => {
    open.length = 0
    line = null
  }
  const addText = (raw: string) => {
    const text = decodeEntities(raw).replace(/[\t\n\r\f ]+/g, ' ')
    if (!text || (text === ' ' && !line && !open.length)) return
    target().push({ text })
  }

  let last = 0
  for (const match of source.matchAll(TAG)) {
    const between = source.slice(last, match.index)
    last = match.index + match[0].length
    if (!skipping) addText(between)
    const closing = match[1] === '/'
    const tag = (match[2] ?? '').toLowerCase()
    if (!tag) continue // a comment or declaration
    if (skipping) {
      if (closing && tag === skipping) skipping = null
      continue
    }
    if (NOT_COPY.has(tag)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) skipping = tag
      continue
    }
    const mark = tag === 'strong' || tag === 'b' ? 'strong' : tag === 'em' || tag === 'i' ? 'em' : null
    if (mark || tag === 'a') {
      if (closing) {
        const at = open.map((o) => o.tag).lastIndexOf(mark ?? 'a')
        if (at >= 0) open.length = at
        continue
      }
      const children: RichInline[] = []
      if (mark) {
        target().push({ mark, children })
        open.push({ tag: mark, children })
        continue
      }
      const found = HREF.exec(match[3] ?? '')
      const href = found ? decodeEntities(found[1] ?? found[2] ?? found[3] ?? '').trim() : ''
      const parent = target()
      if (href && isLinkTarget(href)) {
        parent.push({ href, children })
        open.push({ tag: 'a', children })
      } else open.push({ tag: 'a', children: parent }) // a refused target: its words stay, unlinked
      continue
    }
    if (tag === 'br') {
      target().push({ br: true })
      continue
    }
    if (tag === 'ul' || tag === 'ol') {
      endLine()
      if (closing) list = null
      else {
        list = { kind: tag, items: [] }
        blocks.push(list)
      }
      continue
    }
    if (tag === 'li') {
      endLine()
      continue
    }
    // p, div, headings, blockquote...: a block boundary, inside a list item or not.
    if (tag === 'p' || tag === 'div' || /^h[1-6]$/.test(tag) || tag === 'blockquote' || tag === 'section' || tag === 'article' || tag === 'tr') {
      if (!list) endLine()
      else if (!closing && line && (line as RichInline[]).length) target().push({ br: true })
    }
  }
  if (!skipping) addText(source.slice(last))
  return tidy(blocks)
}

/** Drops empty marks, links and lines, and white space at the edges of a line. */
function tidy(blocks: RichBlock[]): RichBlock[] {
  const clean = (nodes: RichInline[]): RichInline[] =>
    nodes.flatMap((node): RichInline[] => {
      if ('children' in node) {
        const children = clean(node.children)
        return children.length ? [{ ...node, children }] : []
      }
      return 'text' in node && !node.text ? [] : [node]
    })
  const trimLine = (nodes: RichInline[]): RichInline[] => {
    const out = clean(nodes)
    trimEdge(out, 'start')
    trimEdge(out, 'end')
    while (out.length && 'br' in out[out.length - 1]) out.pop()
    return clean(out)
  }
  return blocks.flatMap((block): RichBlock[] => {
    if (block.kind === 'p') {
      const children = trimLine(block.children)
      return children.length ? [{ kind: 'p', children }] : []
    }
    const items = block.items.map(trimLine).filter((i) => i.length)
    return items.length ? [{ kind: block.kind, items }] : []
  })
}

function trimEdge(nodes: RichInline[], edge: 'start' | 'end') {
  const node = edge === 'start' ? nodes[0] : nodes[nodes.length - 1]
  if (!node) return
  if ('text' in node) node.text = edge === 'start' ? node.text.trimStart() : node.text.trimEnd()
  else if ('children' in node) trimEdge(node.children, edge)
}

/** The list items of a model as paragraphs (a field that does not allow lists). */
export function withoutLists(blocks: RichBlock[]): RichBlock[] {
  return blocks.flatMap((b): RichBlock[] => (b.kind === 'p' ? [b] : b.items.map((children) => ({ kind: 'p' as const, children }))))
}

function inlineHtml(nodes: RichInline[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) return escapeText(node.text)
      if ('br' in node) return '<br>'
      if ('mark' in node) return `<${node.mark}>${inlineHtml(node.children)}</${node.mark}>`
      return `<a href="${escapeAttribute(node.href)}">${inlineHtml(node.children)}</a>`
    })
    .join('')
}

/** The canonical HTML of a model: what is stored, what the API answers, what the editor writes. */
export function serializeRichText(blocks: RichBlock[]): string {
  return blocks
    .map((block) => (block.kind === 'p' ? `<p>${inlineHtml(block.children)}</p>` : `<${block.kind}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${block.kind}>`))
    .join('')
}

/** The canonical HTML of a value, plain text or HTML. */
export const toRichTextHtml = (value: string, isLinkTarget?: (href: string) => boolean) => serializeRichText(parseRichText(value, isLinkTarget))

function inlineText(nodes: RichInline[]): string {
  return nodes.map((node) => ('text' in node ? node.text : 'br' in node ? '\n' : inlineText(node.children))).join('')
}

/** The words of a model as plain text: paragraphs apart by a blank line, list items one per line. */
export function richTextPlain(blocks: RichBlock[]): string {
  return blocks.map((b) => (b.kind === 'p' ? inlineText(b.children) : b.items.map((i) => inlineText(i)).join('\n'))).join('\n\n')
}

/** The words of a value (plain text or HTML), for a summary, a search snippet or a length count. */
export const plainOfRichText = (value: string | undefined) => richTextPlain(parseRichText(value))

/** Every link target of a model, in order. */
export function richTextLinks(blocks: RichBlock[]): string[] {
  const out: string[] = []
  const walk = (nodes: RichInline[]) => {
    for (const node of nodes) {
      if ('href' in node) out.push(node.href)
      if ('children' in node) walk(node.children)
    }
  }
  for (const b of blocks) (b.kind === 'p' ? [b.children] : b.items).forEach(walk)
  return out
}
