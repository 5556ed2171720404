import t from 'tap'
import fc from 'fast-check'
import { blockText, excerptOf, plainText, readingTime, slugify, truncate, youtubeId, youtubeThumbnail } from './journal.ts'

t.test('plain text, excerpt and reading time', async (t) => {
  t.equal(plainText('<h2>Hello</h2><p>Earth &amp; <strong>motion</strong></p><script>x()</script>'), 'Hello Earth & motion')
  t.equal(plainText('a&nbsp;b &#39;c&#39; &#x41;'), "a b 'c' A")
  const long = `<p>${'word '.repeat(100)}</p>`
  const ex = excerptOf(long)
  t.ok(ex.length <= 161 && ex.endsWith('…'))
  t.equal(excerptOf('<p>Short.</p>'), 'Short.')
  t.equal(truncate('abc def ghi', 7), 'abc def…')
  t.equal(truncate('alpha beta gamma delta', 14), 'alpha beta…', 'cut on a word boundary')
  t.equal(readingTime(`<p>${'w '.repeat(200)}</p>`), 1)
  t.equal(readingTime(`<p>${'w '.repeat(201)}</p>`), 2)
  t.equal(readingTime('<p>one</p>'), 1)
  t.equal(readingTime(''), 0)
})

t.test('excerpts keep blocks apart', async (t) => {
  t.equal(
    excerptOf('<h2>Thermal design from nature</h2><p>Lungs inspired the vents.</p><ul><li>One</li><li>Two!</li></ul><p>End</p>'),
    'Thermal design from nature. Lungs inspired the vents. One. Two! End',
  )
  t.equal(excerptOf('<h3>Question?</h3><p>“Quoted.”</p><p>Last</p>'), 'Question? “Quoted.” Last', 'a block that ends a sentence gets no second mark')
  t.equal(excerptOf('<p>Line one<br>line two</p>'), 'Line one line two', 'a line break is not a new block')
  t.equal(excerptOf('<p>Only one</p>'), 'Only one', 'the last block is left as written')
  t.equal(excerptOf('<p></p><h2> </h2><p>Text</p>'), 'Text', 'empty blocks add nothing')

  // Any blocks: each block's text appears in order, and every block but the last ends with a mark.
  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/)
  const sentence = fc.tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom('', '.', '!', '?', ':'))
  const tag = fc.constantFrom('p', 'h2', 'h3', 'li', 'blockquote')
  fc.assert(
    fc.property(fc.array(fc.tuple(tag, sentence), { minLength: 1, maxLength: 6 }), (blocks) => {
      const texts = blocks.map(([, [words, mark]]) => words.join(' ') + mark)
      const html = blocks.map(([tag], i) => `<${tag}>${texts[i]}</${tag}>`).join('')
      const expected = texts.map((text, i) => (i < texts.length - 1 && !/[.!?:]$/.test(text) ? `${text}.` : text)).join(' ')
      return blockText(html) === expected
    }),
  )
})

t.test('slugify', async (t) => {
  t.equal(slugify('  Hello, Hypermobility World!  '), 'hello-hypermobility-world')
  t.equal(slugify('Crème brûlée & Earth'), 'creme-brulee-and-earth')
  t.equal(slugify('***'), '')
  t.ok(slugify('x'.repeat(200)).length <= 80)
})

t.test('youtube ids from every URL form', async (t) => {
  const id = 'dQw4w9WgXcQ'
  for (const url of [
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `https://www.youtube.com/shorts/${id}`,
  ]) t.equal(youtubeId(url), id, url)
  for (const url of ['https://vimeo.com/123', 'not a url', `javascript:alert('${id}')`, 'https://www.youtube.com/watch?v=short', `https://evil.com/watch?v=${id}`]) {
    t.equal(youtubeId(url), null, url)
  }
  t.equal(youtubeThumbnail(id), `https://i.ytimg.com/vi/${id}/hqdefault.jpg`)
})
