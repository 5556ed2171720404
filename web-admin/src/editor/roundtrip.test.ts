/**
 * The editor's HTML survives a save unchanged (issue 3, admin-area §9): a document using every
 * feature of the editor is serialised, passed through the server's sanitiser, parsed back, and must
 * be the same document and the same HTML string. Runs in node: the writer (html.ts) uses no DOM, so
 * this is the browser's code path; linkedom stands in for the browser's DOMParser when reading back.
 */
import t from 'tap'
import { DOMParser as LinkedomParser } from 'linkedom'
import { toggleMark } from 'prosemirror-commands'
import type { Mark, Node as PMNode } from 'prosemirror-model'
import { sinkListItem } from 'prosemirror-schema-list'
import { TextSelection, type Command } from 'prosemirror-state'
import { sanitizeRichText } from '../../../modules/content/index.ts'
import { BLOCK_TAGS, FONT_FAMILIES, FONT_SIZES, LINE_HEIGHTS, MARK_TAGS, PALETTE } from '../../../shared/rich-text.ts'
import { applyLink, insertImage, insertText, removeLink, setBlockStyle, setLineHeight, setTextStyle, toggleList, toolbarState } from './commands.ts'
import { fromHtml, htmlBytes, sizeLabel, toHtml } from './html.ts'
import { EMOJI } from './options.ts'
import { isEmptyDocument, marks, nodes, schema } from './schema.ts'
import { createEditorState, plainTextSlice } from './setup.ts'
import { checkImageUrl, checkLinkUrl } from './urls.ts'

const parseBody = (html: string) => new LinkedomParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body as unknown as Node

const serialise = (doc: PMNode) => toHtml(doc)
const parse = (html: string) => fromHtml(html, parseBody)

/** Save (sanitise) and reopen: the same document, and the same HTML string. */
function assertSurvivesSave(t: Pick<typeof import('tap').default, 'equal' | 'ok' | 'same'>, doc: PMNode, label: string) {
  const html = serialise(doc)
  const saved = sanitizeRichText(html)
  t.equal(saved, html, `${label}: the sanitiser keeps the HTML byte for byte`)
  const reopened = parse(saved)
  t.ok(reopened.eq(doc), `${label}: the reopened document equals the original`)
  t.same(reopened.toJSON(), doc.toJSON(), `${label}: same JSON`)
  t.equal(serialise(reopened), html, `${label}: reopened document serialises to the same HTML`)
  return html
}

const text = (value: string, markList: Mark[] = []) => schema.text(value, markList)
const style = (attrs: Partial<Record<'fontFamily' | 'fontSize' | 'color', string>>) => marks.textStyle.create(attrs)
const p = (content: PMNode[] | PMNode | null = null, lineHeight: string | null = null) => nodes.paragraph.create({ lineHeight }, content)
const li = (...content: PMNode[]) => nodes.list_item.create(null, content)

function everyFeature(): PMNode {
  const blocks: PMNode[] = []
  // Every heading level, each with a different line spacing.
  for (const level of [1, 2, 3, 4, 5, 6]) blocks.push(nodes.heading.create({ level, lineHeight: LINE_HEIGHTS[level - 1] }, text(`Heading ${level}`)))
  blocks.push(nodes.heading.create({ level: 2 }, text('Heading without spacing')))
  // Every line spacing on a paragraph, and the default.
  for (const lineHeight of LINE_HEIGHTS) blocks.push(p(text(`Spacing ${lineHeight}`), lineHeight))
  blocks.push(p(text('Default spacing')))
  // Every font, every size, every palette colour.
  blocks.push(p(FONT_FAMILIES.flatMap((fontFamily, i) => [text(fontFamily, [style({ fontFamily })]), ...(i < FONT_FAMILIES.length - 1 ? [text(' · ')] : [])])))
  blocks.push(p(FONT_SIZES.map((fontSize) => text(`${fontSize} `, [style({ fontSize })]))))
  blocks.push(p(PALETTE.map((color) => text(`${color} `, [style({ color })]))))
  // All three inline styles on one span, with every mark, and each mark alone.
  blocks.push(
    p([
      text('Everything at once', [marks.strong.create(), marks.em.create(), marks.underline.create(), marks.strike.create(), style({ fontFamily: 'Space Grotesk', fontSize: '24px', color: '#7c3aed' })]),
      text(' bold', [marks.strong.create()]),
      text(' italic', [marks.em.create()]),
      text(' underline', [marks.underline.create()]),
      text(' strike', [marks.strike.create()]),
      text(' styled bold link', [marks.link.create({ href: 'https://www.yerth.com/journal?tag=ev&sort=latest', target: '_blank' }), style({ color: '#22a625' }), marks.strong.create()]),
    ]),
  )
  // Links: new tab, same tab (site path), e-mail, with a title.
  blocks.push(
    p([
      text('Read the '),
      text('journal', [marks.link.create({ href: '/journal' })]),
      text(', write to '),
      text('press', [marks.link.create({ href: 'mailto:press@yerth.com?subject=Hello' })]),
      text(' or visit '),
      text('our partner', [marks.link.create({ href: 'https://example.com/a b"c', title: 'A "partner" & friend', target: '_blank' })]),
      text('.'),
    ]),
  )
  // Images: uploaded (site path) with alt text, external with a title and an empty alt, then a line break.
  blocks.push(
    p([
      nodes.image.create({ src: '/media/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.png', alt: 'The Yerth scooter at dusk' }),
      nodes.image.create({ src: 'https://cdn.example.com/photo.jpg?w=800&h=600', alt: '', title: 'Decorative' }),
      nodes.hard_break.create(),
      text('After a line break'),
    ]),
  )
  // The emoji set, and characters HTML must escape.
  blocks.push(p(text(EMOJI.map((e) => e.char).join(' '))))
  blocks.push(p(text(`Fish & chips <b>not bold</b> "quoted" 'single' ${'\u00a0'}non-breaking`)))
  // Lists: bullets with a nested numbered list, numbers with nested bullets and a second paragraph.
  blocks.push(
    nodes.bullet_list.create(null, [
      li(p(text('First bullet'))),
      li(p(text('Second bullet', [marks.strong.create()])), nodes.ordered_list.create(null, [li(p(text('Nested number one'))), li(p(text('Nested number two', [style({ fontSize: '18px' })]), '2.0'))])),
    ]),
  )
  blocks.push(
    nodes.ordered_list.create(null, [
      li(p(text('Step one')), p(text('More about step one'))),
      li(p(text('Step two')), nodes.bullet_list.create(null, [li(p(text('Deep bullet')), nodes.bullet_list.create(null, [li(p(text('Deeper bullet')))]))])),
    ]),
  )
  blocks.push(p())
  blocks.push(p(text('The end.')))
  return nodes.doc.create(null, blocks)
}

t.test('a document with every editor feature survives a save unchanged', async (t) => {
  const doc = everyFeature()
  doc.check()
  const html = assertSurvivesSave(t, doc, 'every feature')

  // It really uses every value of admin-area §9.
  for (const tag of [...BLOCK_TAGS, ...MARK_TAGS, 'ul', 'ol', 'li', 'a', 'img', 'br', 'span']) t.match(html, new RegExp(`<${tag}[ >/]`), `uses <${tag}>`)
  for (const family of FONT_FAMILIES) t.ok(html.includes(`font-family:${family}`), `font ${family}`)
  for (const size of FONT_SIZES) t.ok(html.includes(`font-size:${size}`), `size ${size}`)
  for (const colour of PALETTE) t.ok(html.includes(`color:${colour}`), `colour ${colour}`)
  for (const lineHeight of LINE_HEIGHTS) t.ok(html.includes(`style="line-height:${lineHeight}"`), `line spacing ${lineHeight}`)
  for (const { char } of EMOJI) t.ok(html.includes(char), `emoji ${char}`)

  // The exact shapes the sanitiser's allowlist expects.
  t.ok(html.includes('<span style="font-family:Space Grotesk;font-size:24px;color:#7c3aed">'), 'one span, styles in INLINE_STYLE_ORDER')
  t.ok(html.includes('<a href="https://www.yerth.com/journal?tag=ev&amp;sort=latest" target="_blank" rel="noopener noreferrer">'), 'new-tab link with rel')
  t.ok(html.includes('<a href="/journal">journal</a>'), 'same-tab link without target or rel')
  t.match(html, /<img src="https:\/\/cdn\.example\.com\/photo\.jpg\?w=800&amp;h=600" alt="" title="Decorative"( \/)?>/, 'image with empty alt and title')
  t.ok(html.includes('<ol><li><p>Step one</p><p>More about step one</p></li>'), 'list items hold paragraphs')
  t.ok(html.includes('<p></p>'), 'empty paragraph kept')
})

t.test('the toolbar commands build the same kind of document', async (t) => {
  let state = createEditorState(nodes.doc.create(null, [p(text('Title line')), p(text('Body text here')), p(text('Item A')), p(text('Item B'))]))
  const run = (command: Command) => {
    t.ok(command(state, (tr) => (state = state.apply(tr))), 'command applies')
  }
  const select = (from: number, to = from) => {
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)))
  }
  // Find a text's position in the document.
  const find = (needle: string) => {
    let found = -1
    state.doc.descendants((node, pos) => {
      if (found < 0 && node.isText && node.text!.includes(needle)) found = pos + node.text!.indexOf(needle)
      return found < 0
    })
    return found
  }

  select(find('Title'))
  run(setBlockStyle(2))
  run(setLineHeight('1.2'))
  t.equal(toolbarState(state).block, 2, 'toolbar shows Heading 2')
  t.equal(toolbarState(state).lineHeight, '1.2', 'toolbar shows the spacing')
  run(setBlockStyle(3))
  t.equal(state.doc.firstChild!.attrs.lineHeight, '1.2', 'changing the heading level keeps the spacing')

  const body = find('Body')
  select(body, body + 4)
  run(setTextStyle('fontFamily', 'Georgia'))
  run(setTextStyle('fontSize', '32px'))
  run(setTextStyle('color', '#dc2626'))
  run(toggleMark(marks.strong))
  run(toggleMark(marks.em))
  run(toggleMark(marks.underline))
  run(toggleMark(marks.strike))
  const shown = toolbarState(state)
  t.same(shown.textStyle, { fontFamily: 'Georgia', fontSize: '32px', color: '#dc2626' }, 'toolbar shows font, size and colour')
  t.same(shown.marks, { strong: true, em: true, underline: true, strike: true }, 'toolbar shows every mark')
  run(setTextStyle('fontSize', null))
  t.same(toolbarState(state).textStyle, { fontFamily: 'Georgia', fontSize: null, color: '#dc2626' }, 'one property can be removed alone')

  const text2 = find('text')
  select(text2, text2 + 4)
  run(applyLink({ href: 'https://www.yerth.com', title: null, target: '_blank' }))
  select(text2 + 2)
  t.same(toolbarState(state).link, { href: 'https://www.yerth.com', title: null, target: '_blank' }, 'the cursor inside a link shows it')
  run(applyLink({ href: '/journal', title: null, target: null }))
  t.equal(state.doc.child(1).textContent, 'Body text here', 'editing a link keeps its text')
  run(removeLink)
  t.equal(toolbarState(state).link, null, 'link removed')
  run(applyLink({ href: '/about', title: null, target: null }, 'About us'))
  select(find('here') + 4)
  run(insertText(' 🚀'))
  run(insertImage({ src: '/media/images/abc.png', alt: 'Scooter', title: null }))

  const a = find('Item A')
  select(a, find('Item B') + 2)
  run(toggleList(nodes.bullet_list))
  t.equal(toolbarState(state).list, 'bullet', 'bullets on')
  run(toggleList(nodes.ordered_list))
  t.equal(toolbarState(state).list, 'ordered', 'switched to numbers')
  select(find('Item B'))
  run(sinkListItem(nodes.list_item))
  t.match(serialise(state.doc), /<ol><li><p>Item A<\/p><ol><li><p>Item B<\/p><\/li><\/ol><\/li><\/ol>/, 'Tab nests the item')

  state.doc.check()
  const html = assertSurvivesSave(t, state.doc, 'built with commands')
  t.ok(html.includes('<h3 style="line-height:1.2">Title line</h3>'), 'heading with spacing')
  t.ok(html.includes('<span style="font-family:Georgia;color:#dc2626"><strong><em><u><s>Body</s></u></em></strong></span>'), 'styled, every mark')
})

t.test('paste is plain text: lines become paragraphs, nothing else comes in', async (t) => {
  const state = createEditorState(nodes.doc.create(null, [p(text('Hello', [marks.strong.create()]))]))
  const $end = state.doc.resolve(6)
  const one = plainTextSlice('one line', $end)
  t.equal(one.content.childCount, 1)
  t.same(one.content.firstChild!.marks.map((m) => m.type.name), ['strong'], 'a single line takes the formatting at the cursor')
  const many = plainTextSlice('first\r\n\r\nsecond\nthird <img src=x onerror=alert(1)>', $end)
  t.equal(many.content.childCount, 3, 'blank lines do not make empty paragraphs')
  t.equal(many.content.lastChild!.textContent, 'third <img src=x onerror=alert(1)>', 'markup stays text')
  const pasted = state.apply(state.tr.replaceSelection(many))
  t.equal(sanitizeRichText(serialise(pasted.doc)), serialise(pasted.doc))
})

t.test('HTML from elsewhere is normalised into what the editor writes', async (t) => {
  const foreign = [
    '<p style="color: rgb(255,0,0); line-height: 1.5">red and spaced</p>',
    '<div><b>bold</b> <i>italic</i> <strike>gone</strike></div>',
    '<p><span style="font-family:\'Times New Roman\';font-size:17px;color:#DC2626">quoted font, odd size</span></p>',
    '<p><a href="javascript:alert(1)">bad link</a> <a href="https://ok.example" target="_top">top</a></p>',
    '<ul><li>bare item</li></ul><h7>not a heading</h7><script>alert(1)</script>',
    '<p><img src="data:image/png;base64,AAAA" alt="embedded"></p>',
  ]
  for (const html of foreign) {
    const doc = parse(sanitizeRichText(html))
    doc.check()
    assertSurvivesSave(t, doc, html)
  }
  t.equal(serialise(parse('<p style="line-height: 1.5">x</p>')), '<p style="line-height:1.5">x</p>', 'spacing normalised')
  t.equal(serialise(parse('<p><span style="color:#DC2626">x</span></p>')), '<p><span style="color:#dc2626">x</span></p>', 'palette colour normalised to lower case')
})

t.test('empty documents and the size display', async (t) => {
  t.ok(isEmptyDocument(parse('<p></p><p>  </p>')), 'blank paragraphs are empty')
  t.notOk(isEmptyDocument(parse('<p><img src="/media/images/a.png" alt=""></p>')), 'an image alone is content')
  t.notOk(isEmptyDocument(parse('<p>x</p>')))
  t.equal(htmlBytes('<p>é🚀</p>'), 7 + 2 + 4, 'UTF-8 bytes')
  t.equal(sizeLabel(0), '0.0 KB / 800KB max')
  t.equal(sizeLabel(1536), '1.5 KB / 800KB max')
  t.equal(sizeLabel(820 * 1024), '820 KB / 800KB max')
})

t.test('link and image addresses', async (t) => {
  for (const [input, url] of [
    ['https://www.yerth.com/journal', 'https://www.yerth.com/journal'],
    ['  http://example.com  ', 'http://example.com'],
    ['/journal/blogs/hello', '/journal/blogs/hello'],
    ['mailto:press@yerth.com', 'mailto:press@yerth.com'],
    ['press@yerth.com', 'mailto:press@yerth.com'],
    ['www.yerth.com', 'https://www.yerth.com'],
    ['yerth.com/about', 'https://yerth.com/about'],
  ]) t.same(checkLinkUrl(input), { ok: true, url }, input)
  for (const input of ['', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.example', 'mailto:nobody', 'not a url', 'https://exa mple.com'])
    t.equal(checkLinkUrl(input).ok, false, `refused: ${input}`)
  t.same(checkImageUrl('/media/images/a.png'), { ok: true, url: '/media/images/a.png' })
  t.same(checkImageUrl('https://cdn.example.com/a.jpg'), { ok: true, url: 'https://cdn.example.com/a.jpg' })
  for (const input of ['', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.example/a.png', 'mailto:a@b.co']) t.equal(checkImageUrl(input).ok, false, `refused image: ${input}`)
  // Whatever the dialogs accept, the sanitiser keeps.
  for (const href of ['https://www.yerth.com/journal', '/journal/blogs/hello', 'mailto:press@yerth.com']) {
    const doc = nodes.doc.create(null, p(text('x', [marks.link.create({ href })])))
    assertSurvivesSave(t, doc, href)
  }
})

t.test('clipboard HTML is read as text without building a document', async (t) => {
  const { textOfHtml } = await import('./setup.ts')
  t.equal(textOfHtml('<meta charset="utf-8"><p>Before <img src=x onerror="alert(1)"> <b onclick="x()">bold</b> after</p><script>alert(1)</script>'), 'Before  bold after')
  t.equal(textOfHtml('<h2>Title</h2><ul><li>one</li><li>two &amp; three</li></ul>line<br>next &#8212; &#x263A; &nbsp;'), 'Title\none\ntwo & three\nline\nnext — ☺ \u00a0'.trim())
  t.equal(textOfHtml('<!-- <p>hidden</p> --><style>p{}</style>kept'), 'kept')
})
