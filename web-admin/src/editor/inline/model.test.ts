/**
 * The block rich-text editor writes what the server stores (issue 31): a document read from the
 * canonical HTML and written again is the same string, and what the editor writes comes back from
 * the server's cleaning unchanged. Runs in node: the model needs no DOM.
 */
import t from 'tap'
import { EditorState, TextSelection } from 'prosemirror-state'
import { cleanRichText } from '../../../../modules/pages/rich-text.ts'
import type { FieldSpec } from '../../../../shared/blocks/fields.ts'
import { applyLink, removeLink, toggleBold, toggleList } from './commands.ts'
import { docFromHtml, htmlFromDoc, inlineSchema, wordsLength } from './model.ts'

const field: FieldSpec = { name: 'content', label: 'Text', kind: 'richText', lists: true }

t.test('canonical HTML reads in and writes out unchanged, and the server keeps it', async (t) => {
  for (const html of [
    '<p>A <strong>bold</strong> word and a <a href="/contact">link</a>.</p>',
    '<p>One<br>two</p><ul><li>a</li><li><em>b</em></li></ul><ol><li>c</li></ol>',
    '<p><a href="https://yerth.com/?a=1&amp;b=2"><strong>bold link</strong> rest</a> &lt;tag&gt; &amp;</p>',
  ]) {
    const written = htmlFromDoc(docFromHtml(html))
    t.equal(written, html, html)
    t.equal(cleanRichText(field, written), written, 'the server stores what the editor wrote')
  }
  t.equal(htmlFromDoc(docFromHtml('')), '', 'an empty field is empty, not an empty paragraph')
  t.equal(htmlFromDoc(docFromHtml('Plain\nwords\n\nhere')), '<p>Plain<br>words</p><p>here</p>', 'plain text opens as its paragraphs')
})

t.test('the commands write the marks, links and lists of the profile', async (t) => {
  let state = EditorState.create({ doc: docFromHtml('<p>Hello world</p>') })
  const run = (command: (s: EditorState, d: (tr: import('prosemirror-state').Transaction) => void) => boolean) => command(state, (tr) => (state = state.apply(tr)))
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 6)))
  run(toggleBold)
  t.equal(htmlFromDoc(state.doc), '<p><strong>Hello</strong> world</p>')
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 7, 12)))
  run(applyLink('/journal'))
  t.equal(htmlFromDoc(state.doc), '<p><strong>Hello</strong> <a href="/journal">world</a></p>')
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 9)))
  run(removeLink)
  t.equal(htmlFromDoc(state.doc), '<p><strong>Hello</strong> world</p>', 'the link at the cursor goes whole')
  run(toggleList(inlineSchema.nodes.bullet_list))
  t.equal(htmlFromDoc(state.doc), '<ul><li><strong>Hello</strong> world</li></ul>')
  run(toggleList(inlineSchema.nodes.bullet_list))
  t.equal(htmlFromDoc(state.doc), '<p><strong>Hello</strong> world</p>', 'the same button again lifts it out')
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 12)))
  run(applyLink('https://yerth.com', 'Yerth'))
  t.equal(htmlFromDoc(state.doc), '<p><strong>Hello</strong> world<a href="https://yerth.com">Yerth</a></p>', 'with nothing selected, the words are inserted as a link')
  t.equal(wordsLength(state.doc), 'Hello worldYerth'.length)
})
