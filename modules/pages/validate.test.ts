/** content_json and SEO validation (validate.ts): pure functions, no app. */
import t, { type Test } from 'tap'
import { PAGE_LIMITS, type Section } from '../../shared/api/pages.ts'
import { DEFAULT_SECTIONS } from '../../shared/pages/defaults/index.ts'
import { cleanContentJson, cleanSections, cleanSeo, isLink, plainText, seededSections } from './validate.ts'

const hero = (over: Record<string, unknown> = {}) => ({ id: 'hero', type: 'banner', title: 'Hello', content: 'World', visible: true, ...over })
const json = (sections: unknown) => JSON.stringify(sections)
const refused = (t: Test, sections: unknown, message: RegExp | string, name?: string) =>
  t.throws(() => cleanSections(typeof sections === 'string' ? sections : json(sections)), { statusCode: 400, message }, name ?? String(message))

const accepted = (t: Test, sections: unknown, name: string) => t.doesNotThrow(() => cleanSections(typeof sections === 'string' ? sections : json(sections)), name)

/** The `details` of a refused save (undefined when it was accepted). */
const detailsOf = (sections: unknown) => {
  try {
    cleanSections(typeof sections === 'string' ? sections : json(sections))
  } catch (err) {
    return (err as { details?: Array<{ section?: number; item?: number; field: string; message: string }> }).details
  }
  return undefined
}

t.test('good content passes and comes back the same', async (t) => {
  const sections: Section[] = [
    hero({ metadata: { subtitle: 'Line under the title' } }) as Section,
    { id: 'copy_1', type: 'text', title: 'Copy', content: '<p>Line one<br>Line two with <strong>bold</strong>, <em>italic</em> and a <a href="/contact">link</a></p><ul><li>a list</li></ul>', visible: false },
    { id: 'pic', type: 'image', title: 'A picture', content: '/media/images/abc.webp', visible: true },
    { id: 'remote-pic', type: 'image', title: '', content: 'https://cdn.example.com/a.png?x=1#y', visible: true },
    { id: 'no-pic', type: 'image', title: '', content: '', visible: true },
    { id: 'cta', type: 'button', title: 'Go', content: 'Contact us', visible: true, metadata: { link: '/contact#form' } },
  ]
  t.same(cleanSections(json(sections)), sections)
  t.equal(cleanContentJson(json(sections)), json(sections), 'stored text is the sections written out once')
  t.same(cleanSections('[]'), [], 'a page may have no sections')
  t.same(cleanSections(' [ ] '), [])
})

t.test('rich text (issue 31): plain words become paragraphs; code and bad links are refused next to the field', async (t) => {
  const text = (content: string) => ({ id: 'copy', type: 'text', title: '', content, visible: true })
  const stored = (content: string) => cleanSections(json([text(content)]))[0].content
  t.equal(stored('Line one\nLine two\twith a tab\r\n\r\nSecond'), '<p>Line one<br>Line two\twith a tab</p><p>Second</p>', 'plain text keeps its paragraphs and breaks')
  t.equal(stored('Use the <b> tag'), '<p>Use the &lt;b&gt; tag</p>', 'text that does not begin with a tag is words')
  t.equal(stored('<div><span style="color:red">Pasted</span> <b>copy</b></div><h2>Heading</h2>'), '<p>Pasted <strong>copy</strong></p><p>Heading</p>', 'a paste is cleaned to the profile')
  t.equal(stored('<p>x</p>\n<p>y</p>'), '<p>x</p><p>y</p>')
  const where = 'content_json: section 1 ("copy"): content: '
  refused(t, [text('<p>Hi<script>alert(1)</script></p>')], `${where}Remove the code from this text (a script, a style, a frame or an on… attribute). Bold, italic, links and paragraphs are kept; paste code as plain words if it is meant to be read.`)
  refused(t, [text('<p><img src=x onerror=alert(1)></p>')], /content: Remove the code from this text/)
  refused(t, [text('<p><a href="javascript:alert(1)">click</a></p>')], /content: The link to “javascript:alert\(1\)” can’t be used\. Enter a page of this site/)
  refused(t, [text('<p><a href=" JaVaScRiPt:alert(1)">click</a></p>')], /content: The link to “JaVaScRiPt:alert\(1\)”/)
  refused(t, [text('<p><a href="//evil.example/">x</a></p>')], /content: The link to “\/\/evil\.example\/”/)
  refused(t, [text('<p><a href="data:text/html,x">x</a></p>')], /content: The link to “data:text\/html,x”/)
  t.equal(stored('<p><a href="https://yerth.com/x?a=1&amp;b=2">ok</a> <a href="mailto:hi@yerth.com">mail</a> <a href="#form">here</a></p>'), '<p><a href="https://yerth.com/x?a=1&amp;b=2">ok</a> <a href="mailto:hi@yerth.com">mail</a> <a href="#form">here</a></p>')
  refused(t, [text(`<p>${'x'.repeat(20_001)}</p>`)], `${where}Use at most 20000 characters.`)
  // A field without lists: a list arrives as its paragraphs.
  const cta = { id: 'cta', type: 'story-cta', title: 'T', content: '<ul><li>one</li><li>two</li></ul>', visible: true }
  t.equal(cleanSections(json([cta]))[0].content, '<p>one</p><p>two</p>', 'a field without lists keeps the items as paragraphs')
  const quote = { id: 'q', type: 'founders-quote', title: '', content: '<p> </p>', visible: true, metadata: { attribution: 'A' } }
  t.match(detailsOf([quote]), [{ section: 0, field: 'content', message: 'Quote is required.' }], 'a required rich text with no words')
})

t.test('wrong JSON and wrong shapes are refused with the problem named', async (t) => {
  refused(t, '{', 'content_json must be valid JSON: a list of sections')
  refused(t, '', 'content_json must be valid JSON: a list of sections')
  refused(t, '{"id":"hero"}', 'content_json must be a JSON list of sections')
  refused(t, 'null', 'content_json must be a JSON list of sections')
  refused(t, '"text"', 'content_json must be a JSON list of sections')
  refused(t, [42], /^content_json: section 1: type: This section cannot be read/)
  refused(t, [hero(), null], /^content_json: section 2: type: This section cannot be read/)
  refused(t, [hero(), ['a']], /^content_json: section 2: type:/)
  refused(t, [hero({ extra: 1 })], /^content_json: section 1 \("hero"\): extra: This block has no such field/)
  refused(t, '[{"id":"hero","type":"text","title":"","content":"","visible":true,"__proto__":{"polluted":1}}]', /__proto__: This block has no such field/)
  refused(t, '[{"id":"hero","type":"text","title":"","content":"","visible":true,"metadata":{"__proto__":{"polluted":1}}}]', /__proto__: This block has no such field/)
  t.equal(({} as Record<string, unknown>).polluted, undefined, 'nothing was polluted')
  const { title: _t, visible: _v, ...partial } = hero()
  refused(t, [partial], /^content_json: section 1 \("hero"\): (title|visible): /)
  refused(t, [hero({ type: 'video' })], /^content_json: section 1 \("hero"\): type: Choose a block type from the list/)
  refused(t, [hero({ type: 5 })], /type: Choose a block type/)
  refused(t, [hero({ title: 5 })], /^content_json: section 1 \("hero"\): title: /)
  refused(t, [hero({ content: null })], /^content_json: section 1 \("hero"\): content: /)
  refused(t, [hero({ visible: 'yes' })], 'content_json: section 1 ("hero"): visible: Choose whether the block is shown.')
  refused(t, [hero({ metadata: 'x' })], /section 1 \("hero"\): metadata: /)
  refused(t, [hero({ metadata: { subtitle: 5 } })], /subtitle: Enter text for subtitle\./)
  refused(t, [hero({ metadata: { subtitle: ['a'] } })], /subtitle: /)
  refused(t, [hero({ metadata: { items: [] } })], /items: This block has no such field/, 'a block without items takes none')
  refused(t, [hero({ metadata: { 'bad key': 'x' } })], /bad key: This block has no such field/)
})

t.test('ids: the pattern, unique within the page', async (t) => {
  refused(t, [hero(), { ...hero(), title: 'Again' }], 'content_json: section 2 ("hero"): id: Section 1 already uses this id.')
  refused(t, [hero({ id: '' })], /^content_json: section 1: id: Give the block an id/)
  refused(t, [hero({ id: 'has space' })], /section 1: id: /)
  refused(t, [hero({ id: '-lead' })], /section 1: id: /)
  refused(t, [hero({ id: '<script>' })], /^content_json: section 1: id: /, 'a hostile id is not echoed')
  refused(t, [hero({ id: 'x'.repeat(65) })], /section 1: id: /)
  refused(t, [hero({ id: 7 })], /^content_json: section 1: id: /)
  t.same(cleanSections(json([hero({ id: 'Hero' }), hero()])).map((s) => s.id), ['Hero', 'hero'], 'ids are case-sensitive (they are DOM ids)')
  t.equal(cleanSections(json([hero({ id: 'x'.repeat(64) })]))[0].id.length, 64)
})

t.test('links and images: by their declared kind, site paths and http(s) URLs only', async (t) => {
  const button = (link: string) => ({ id: 'cta', type: 'button', title: 'Go', content: 'Contact us', visible: true, metadata: { link } })
  const bad = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'http:/evil.example',
    'https://',
    'https://user:pw@example.com/',
    'ftp://example.com/a',
    'contact',
    '/a b',
    '/x"onmouseover="alert(1)',
  ]
  for (const link of bad) {
    t.notOk(isLink(link), `isLink(${JSON.stringify(link)})`)
    t.same(detailsOf([button(link)]), [{ section: 0, field: 'link', message: 'Enter a page of this site such as /contact, a full address starting with https://, a #section or a mailto: address.' }], `link ${JSON.stringify(link)}`)
  }
  for (const link of ['/a\tb', 'https://example.com/\u0000', 'java\nscript:alert(1)']) t.match(detailsOf([button(link)]), [{ section: 0, field: 'link' }], `link ${JSON.stringify(link)}`)
  accepted(t, [button('#join-our-movement')], 'an #anchor on the same page is a link')
  accepted(t, [button('mailto:careers@yerth.com?subject=Application')], 'so is a mailto: address')
  const image = (content: string) => ({ id: 'pic', type: 'image', title: '', content, visible: true })
  for (const src of ['javascript:alert(1)', '#x', 'data:image/png;base64,AAAA', '//evil.example/v.png', 'mailto:a@b.c']) {
    t.match(detailsOf([hero(), image(src)]), [{ section: 1, field: 'content', message: /^Choose an image, or enter its address/ }], `image ${JSON.stringify(src)}`)
  }
  refused(t, [button(`/${'a'.repeat(2048)}`)], /link: Use at most 2048 characters/)

  for (const good of ['', '/', '/contact', '/journal/blogs?category=News#top', '/media/images/abc.webp', 'https://www.yerth.com/', 'http://example.com', 'HTTPS://EXAMPLE.COM/A']) t.ok(isLink(good), good)
  t.same(cleanSections(json([button('  /contact  ')]))[0].metadata, { link: '/contact' }, 'links are trimmed')
  t.equal(cleanSections(json([hero({ metadata: { subtitle: 'javascript: is not a link here' } })]))[0].metadata!.subtitle, 'javascript: is not a link here', 'only link fields are links')
})

t.test('lengths: the page and each declared field', async (t) => {
  const many = Array.from({ length: PAGE_LIMITS.sections + 1 }, (_, i) => hero({ id: `s${i}` }))
  refused(t, many, 'content_json must hold at most 60 sections')
  t.equal(cleanSections(json(many.slice(0, PAGE_LIMITS.sections))).length, PAGE_LIMITS.sections)
  refused(t, [hero({ title: 'x'.repeat(201) })], 'content_json: section 1 ("hero"): title: Use at most 200 characters.')
  const text = { id: 'copy', type: 'text', title: '', visible: true }
  refused(t, [{ ...text, content: 'x'.repeat(20_001) }], 'content_json: section 1 ("copy"): content: Use at most 20000 characters.')
  t.equal(cleanSections(json([{ ...text, content: 'x'.repeat(20_000) }]))[0].content, `<p>${'x'.repeat(20_000)}</p>`, 'rich text counts its words, not its tags')
  refused(t, [hero({ metadata: { subtitle: 'x'.repeat(1_001) } })], /subtitle: Use at most 1000 characters/)
  refused(t, `[${' '.repeat(PAGE_LIMITS.contentJson)}]`, 'content_json must be at most 400000 characters long')
})

t.test('text is plain text, kept as typed (tag-like words are words); control characters refused', async (t) => {
  const [cleaned] = cleanSections(
    json([
      hero({
        title: '<b>Bold</b> title',
        content: 'Before<script>alert(1)</script> after <img src=x onerror=alert(1)>',
        metadata: { subtitle: '<a href="javascript:alert(1)">click</a> me' },
      }),
    ]),
  )
  t.equal(cleaned.title, '<b>Bold</b> title', 'stored as typed: the site draws it as text')
  t.equal(cleaned.content, 'Before<script>alert(1)</script> after <img src=x onerror=alert(1)>')
  t.same(cleaned.metadata, { subtitle: '<a href="javascript:alert(1)">click</a> me' })
  t.equal(cleanSections(json([hero({ content: 'Use the <b> tag' })]))[0].content, 'Use the <b> tag', 'a sentence about a tag keeps its tag')

  const control = 'Remove the invisible control characters from this text (they often come with pasted text).'
  refused(t, [hero({ title: 'a\u0000b' })], `content_json: section 1 ("hero"): title: ${control}`)
  refused(t, [hero({ content: 'esc\u001b[31m' })], `content_json: section 1 ("hero"): content: ${control}`)
  refused(t, [hero({ content: 'x\ud800y' })], "content_json: section 1 (\"hero\"): content: This text holds characters that can't be stored. Retype it.")
  refused(t, [hero({ metadata: { subtitle: '\u0007' } })], `content_json: section 1 ("hero"): subtitle: ${control}`)

  // Text without '<' is kept exactly as typed; entities stay literal there.
  for (const text of ['Fish & Chips', 'AT&T', '5 > 4', '&lt;b&gt; typed literally', 'say "hi", it\'s 😀', 'line\nbreak\ttab', '']) t.equal(plainText(text), text, JSON.stringify(text))
  t.equal(plainText('5 < 6 & 7 > 3'), '5 < 6 & 7 > 3', 'a lone < stays')
  t.equal(plainText('<p>Fish &amp; Chips</p>'), 'Fish & Chips')
  t.equal(plainText('<!-- note -->Visible'), 'Visible')
  t.equal(plainText('x &lt;script&gt;alert(1)&lt;/script&gt; <b>y</b>'), 'x  y', 'escaped markup inside markup goes too')
  // A second save keeps what the first stored.
  const corpus = ['<b>a</b> & b', '&amp;lt;i&amp;gt;x <u>y</u>', 'a < b <i>c</i>', '<<script>script>alert(1)<</script>/script>', '<scr<script>ipt>alert(1)</script>', '<p>one</p>\n<p>two</p>', '<svg><g onload=alert(1)></g></svg>z']
  for (const text of corpus) {
    const once = plainText(text)
    t.equal(plainText(once), once, `stable: ${JSON.stringify(text)} → ${JSON.stringify(once)}`)
    t.notMatch(once, /<[a-z!/]/i, `no markup left: ${JSON.stringify(once)}`)
  }
})

t.test('SEO fields', async (t) => {
  const seo = { meta_title: '  Home - Yerth  ', meta_description: 'About <b>us</b>', meta_keywords: 'a, b', canonical_url: ' https://www.yerth.com/ ', social_image: ' /media/images/launch.webp ', social_title: ' Spring <i>launch</i> ', social_description: 'Ride along.' }
  t.same(cleanSeo(seo), { meta_title: 'Home - Yerth', meta_description: 'About us', meta_keywords: 'a, b', canonical_url: 'https://www.yerth.com/', social_image: '/media/images/launch.webp', social_title: 'Spring launch', social_description: 'Ride along.' })
  const empty = { meta_title: '', meta_description: '', meta_keywords: '', canonical_url: '', social_image: '', social_title: '', social_description: '' }
  t.same(cleanSeo(empty), empty)
  t.equal(cleanSeo({ ...empty, social_image: 'https://cdn.example.org/card.png' }).social_image, 'https://cdn.example.org/card.png')
  const bad: Array<[Partial<typeof seo>, string]> = [
    [{ canonical_url: '/about' }, 'canonical_url must be empty or an absolute http(s) URL'],
    [{ canonical_url: 'javascript:alert(1)' }, 'canonical_url must be empty or an absolute http(s) URL'],
    [{ canonical_url: '//www.yerth.com/' }, 'canonical_url must be empty or an absolute http(s) URL'],
    [{ canonical_url: `https://x.example/${'a'.repeat(2048)}` }, 'canonical_url must be at most 2048 characters long'],
    [{ meta_title: 'x'.repeat(201) }, 'meta_title must be at most 200 characters long'],
    [{ meta_description: 'x'.repeat(501) }, 'meta_description must be at most 500 characters long'],
    [{ meta_keywords: 'x'.repeat(501) }, 'meta_keywords must be at most 500 characters long'],
    [{ meta_title: 'a\u0000' }, 'meta_title must not contain control characters'],
    // The social image becomes og:image: only what an image field of a block takes (issue 31).
    [{ social_image: 'javascript:alert(1)' }, 'social_image must be empty, a path of this site or an absolute http(s) URL'],
    [{ social_image: '//evil.example/card.png' }, 'social_image must be empty, a path of this site or an absolute http(s) URL'],
    [{ social_image: 'data:image/png;base64,AAAA' }, 'social_image must be empty, a path of this site or an absolute http(s) URL'],
    [{ social_title: 'a\u0000' }, 'social_title must not contain control characters'],
  ]
  for (const [over, message] of bad) t.throws(() => cleanSeo({ ...seo, ...over }), { statusCode: 400, message }, message)
})

t.test('the default sections are valid content', { todo: Object.values(DEFAULT_SECTIONS).flat().some((s) => s.content === 'TODO') && 'the default copy still holds TODO placeholders' }, async (t) => {
  for (const [key, sections] of Object.entries(DEFAULT_SECTIONS)) {
    t.doesNotThrow(() => cleanSections(JSON.stringify(sections)), key)
    const stored = seededSections(sections)
    t.same(cleanSections(JSON.stringify(sections)), stored, `${key}: saved as seeded (rich text as its HTML)`)
    t.same(cleanSections(JSON.stringify(stored)), stored, `${key}: stored unchanged by another save`)
  }
})

t.test('every refusal is data: the section, the item and the field, with a message for people', async (t) => {
  const copy = { id: 'copy', type: 'text', title: 'Copy', content: '', visible: true }
  t.same(detailsOf([copy, hero({ title: 'x'.repeat(201) })]), [{ section: 1, field: 'title', message: 'Use at most 200 characters.' }])
  t.same(detailsOf([copy, { ...copy }]), [{ section: 1, field: 'id', message: 'Section 1 already uses this id.' }])
  t.same(detailsOf([hero({ title: 'a\u0000b' })])?.[0].field, 'title')
  t.same(detailsOf('{'), [{ field: 'content_json', message: 'The sections of this page cannot be read. Reload the page and make the changes again.' }])
  const several = detailsOf([hero({ title: 'x'.repeat(201), metadata: { subtitle: 5 } }), { ...copy, type: 'video' }])
  t.same(several?.map((d) => [d.section, d.field]), [[0, 'title'], [0, 'subtitle'], [1, 'type']], 'every problem at once, in page order')
  for (const d of [detailsOf([hero({ type: 'video' })]), detailsOf([hero({ content: 5 })]), detailsOf([hero({ extra: 1 })])].flat()) {
    t.notMatch(d!.message, /must|content_json|metadata\.|instancePath/, `no validator words: ${d!.message}`)
  }
  const seo = (() => {
    try {
      cleanSeo({ meta_title: '', meta_description: '', meta_keywords: '', canonical_url: 'ftp://x', social_image: '', social_title: '', social_description: '' })
    } catch (err) {
      return (err as { details?: unknown }).details
    }
  })()
  t.same(seo, [{ field: 'canonical_url', message: 'Enter a full address starting with https://, or leave it empty.' }])
})
