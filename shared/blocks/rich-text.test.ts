import t from 'tap'
import { isLink } from './checks.ts'
import { isRichTextMarkup, parseRichText, plainOfRichText, richTextLinks, serializeRichText, toRichTextHtml, withoutLists } from './rich-text.ts'

t.test('plain text keeps the older rule: blank lines are paragraphs, newlines are breaks', async (t) => {
  t.equal(toRichTextHtml('One\nline two\n\n  Second  '), '<p>One<br>line two</p><p>Second</p>')
  t.equal(toRichTextHtml('Use the <b> tag & more'), '<p>Use the &lt;b&gt; tag &amp; more</p>', 'text that does not begin with a tag is words')
  t.equal(toRichTextHtml(''), '')
  t.equal(toRichTextHtml('\n\n\n'), '')
  t.notOk(isRichTextMarkup('a <b>b</b>'))
  t.ok(isRichTextMarkup('  <p>x</p>'))
})

t.test('canonical HTML reads back to itself', async (t) => {
  const samples = [
    '<p>A <strong>bold</strong> and <em>italic</em> word, a <a href="/contact">link</a>.</p>',
    '<p>Line<br>break</p><ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li></ol>',
    '<p><a href="https://yerth.com/a?b=1&amp;c=2"><strong>both</strong></a> &lt;tag&gt; &amp; "quotes"</p>',
  ]
  for (const html of samples) t.equal(toRichTextHtml(html), html, html)
})

t.test('markup outside the profile is dropped, its words kept', async (t) => {
  t.equal(toRichTextHtml('<p>a<script>alert(1)</script>b</p>'), '<p>ab</p>')
  t.equal(toRichTextHtml('<h2>Title</h2><div>Body <span style="color:red">red</span></div>'), '<p>Title</p><p>Body red</p>')
  t.equal(toRichTextHtml('<p><b>b</b> <i>i</i></p>'), '<p><strong>b</strong> <em>i</em></p>', 'b and i are read as strong and em')
  t.equal(toRichTextHtml('<p>x<!-- note --></p><p>   </p>'), '<p>x</p>')
  t.equal(toRichTextHtml('<p>a</p>\n\n<p>b\n c</p>'), '<p>a</p><p>b c</p>', 'white space between tags is not copy')
  t.equal(toRichTextHtml('<ul><li><p>one</p><p>more</p></li></ul>'), '<ul><li>one<br>more</li></ul>')
  t.equal(toRichTextHtml('<p><strong></strong>x<br><br></p>'), '<p>x</p>')
})

t.test('a link whose target a link field refuses keeps its words, unlinked', async (t) => {
  const html = '<p><a href="javascript:alert(1)">click</a> <a href=\'/ok\'>ok</a> <a href=//evil.example>x</a></p>'
  t.equal(toRichTextHtml(html, isLink), '<p>click <a href="/ok">ok</a> x</p>')
  t.same(richTextLinks(parseRichText(html)), ['javascript:alert(1)', '/ok', '//evil.example'], 'every target, for the server to refuse')
  t.equal(toRichTextHtml('<p><a href="&#106;avascript:alert(1)">x</a></p>', isLink), '<p>x</p>', 'entities are read before the check')
})

t.test('lists become paragraphs where a field has none; plain words of a model', async (t) => {
  const blocks = parseRichText('<p>Intro<br>next</p><ul><li>a</li><li>b</li></ul>')
  t.equal(serializeRichText(withoutLists(blocks)), '<p>Intro<br>next</p><p>a</p><p>b</p>')
  t.equal(plainOfRichText('<p>Intro<br>next</p><ul><li>a</li><li>b</li></ul>'), 'Intro\nnext\n\na\nb')
  t.equal(plainOfRichText('<p>&nbsp;x&#x41;&#66;</p>'), 'xAB', 'entities are read')
})
