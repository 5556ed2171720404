/**
 * The rich-text sanitiser alone (QUALITY R3): nothing of the XSS corpus survives it, what it keeps is
 * stable, and a document using every feature of the editor (shared/rich-text.ts) comes back byte for
 * byte. Saving through an API is tested by the modules that save rich text (blogs xss.test.ts, media
 * press.test.ts).
 */
import t from 'tap'
import { hasEmbeddedImages, sanitizeRichText } from './index.ts'
import { everyFeatureDocument, sanitiserProblems, XSS_PAYLOADS } from './xss-corpus.ts'

t.test('sanitiser units', async (t) => {
  t.ok(XSS_PAYLOADS.length >= 100, `${XSS_PAYLOADS.length} payloads`)
  t.equal(new Set(XSS_PAYLOADS).size, XSS_PAYLOADS.length, 'all distinct')
  for (const payload of XSS_PAYLOADS) {
    const clean = sanitizeRichText(payload)
    t.same(sanitiserProblems(clean), [], payload)
    t.equal(sanitizeRichText(clean), clean, `stable: ${payload}`)
  }
  const doc = everyFeatureDocument()
  t.same(sanitiserProblems(doc), [], 'the checker accepts every editor feature')
  t.equal(sanitizeRichText(doc), doc, 'every editor feature survives unchanged')
  t.equal(sanitizeRichText('<p>a<br/>b<img src="/media/x.png" alt="x"/></p>'), '<p>a<br>b<img src="/media/x.png" alt="x"></p>', 'void tags are written as browsers write them')
  t.equal(sanitizeRichText('<p>a\u00a0b</p>'), '<p>a&nbsp;b</p>')
  t.equal(sanitizeRichText('<p style="line-height: 1.5; color: red">x</p>'), '<p style="line-height:1.5">x</p>', 'canonical style form')
  t.equal(sanitizeRichText('<a href="https://x.com" target="_self" rel="opener">x</a>'), '<a href="https://x.com">x</a>')
  t.equal(sanitizeRichText('<a href="https://x.com" target="_blank">x</a>'), '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>')
  t.ok(hasEmbeddedImages('<img src="data:image/png;base64,AAAA">'))
  t.notOk(hasEmbeddedImages('<p>data:image/png is text</p><img src="/media/x.png">'))
  t.notOk(hasEmbeddedImages('<a href="data:text/plain,x">x</a>'), 'a data: link is not an image (the sanitiser removes it)')
  const start = performance.now()
  hasEmbeddedImages('<img '.repeat(160_000))
  sanitizeRichText('<img '.repeat(160_000))
  t.ok(performance.now() - start < 5000, 'hostile input of 800 KB is handled in linear time')
})
