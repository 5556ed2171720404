/**
 * The block rich-text editor's document (issue 31): paragraphs, line breaks, bold, italic, links and,
 * where a field allows them, lists; nothing else can be written. Read from and written to HTML
 * through the shared model (shared/blocks/rich-text.ts), the same code the server and the public
 * site read with, so what the editor writes is already the server's canonical form, with no DOM in
 * between (no browser normalisation, nothing parsed that could run).
 */
import { Schema, type Mark, type Node as PMNode } from 'prosemirror-model'
import { parseRichText, serializeRichText, toRichTextHtml, type RichBlock, type RichInline } from '../../../../shared/blocks/rich-text.ts'

export const inlineSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    bullet_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    list_item: { content: 'paragraph', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  // Declared outermost first: a link holds bold words, as the shared model nests them.
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: (dom) => ({ href: (dom as HTMLElement).getAttribute('href') }) }],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string, rel: 'noopener noreferrer' }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
  },
})

const { nodes, marks } = inlineSchema

function inlineNodes(children: RichInline[], active: readonly Mark[] = []): PMNode[] {
  return children.flatMap((node): PMNode[] => {
    if ('text' in node) return node.text ? [inlineSchema.text(node.text, active)] : []
    if ('br' in node) return [nodes.hard_break.create()]
    const mark = 'mark' in node ? marks[node.mark].create() : marks.link.create({ href: node.href })
    return inlineNodes(node.children, mark.addToSet(active))
  })
}

/** The editor's document for a stored value (plain text or HTML); one empty paragraph when it has no words. */
export function docFromHtml(html: string): PMNode {
  const content = parseRichText(html).map((block) =>
    block.kind === 'p'
      ? nodes.paragraph.create(null, inlineNodes(block.children))
      : nodes[block.kind === 'ul' ? 'bullet_list' : 'ordered_list'].create(
          null,
          block.items.map((item) => nodes.list_item.create(null, nodes.paragraph.create(null, inlineNodes(item)))),
        ),
  )
  return nodes.doc.create(null, content.length ? content : [nodes.paragraph.create()])
}

type Leaf = { leaf: RichInline; keys: string[] }

const markKey = (mark: Mark) => (mark.type === marks.link ? `a:${String(mark.attrs.href)}` : mark.type.name)

/** Flat runs of marked text as the shared model's nesting: neighbours that share their outer mark share its element. */
function nest(leaves: Leaf[]): RichInline[] {
  const out: RichInline[] = []
  for (let i = 0; i < leaves.length; ) {
    const key = leaves[i].keys[0]
    if (key === undefined) {
      out.push(leaves[i++].leaf)
      continue
    }
    let j = i
    while (j < leaves.length && leaves[j].keys[0] === key) j++
    const children = nest(leaves.slice(i, j).map((l) => ({ leaf: l.leaf, keys: l.keys.slice(1) })))
    out.push(key.startsWith('a:') ? { href: key.slice(2), children } : { mark: key as 'strong' | 'em', children })
    i = j
  }
  return out
}

function inlineOf(node: PMNode): RichInline[] {
  const leaves: Leaf[] = []
  node.forEach((child) => leaves.push({ leaf: child.isText ? { text: child.text ?? '' } : { br: true }, keys: child.marks.map(markKey) }))
  return nest(leaves)
}

/** The value to store for a document: the canonical HTML (empty paragraphs and trailing breaks left out). */
export function htmlFromDoc(doc: PMNode): string {
  const blocks: RichBlock[] = []
  doc.forEach((node) => {
    if (node.type === nodes.paragraph) blocks.push({ kind: 'p', children: inlineOf(node) })
    else blocks.push({ kind: node.type === nodes.bullet_list ? 'ul' : 'ol', items: Array.from({ length: node.childCount }, (_, i) => inlineOf(node.child(i).firstChild!)) })
  })
  return toRichTextHtml(serializeRichText(blocks))
}

/** How many characters a visitor reads (what a field's limit counts). */
export const wordsLength = (doc: PMNode) => doc.textBetween(0, doc.content.size, '\n\n', '\n').length
