/**
 * The XSS corpus through the blogs console API (QUALITY R3 on the server side): every payload is saved
 * as a post and what is stored and served holds nothing executable; a document using every feature of
 * the editor survives a save byte for byte. The sanitiser itself is tested in modules/content.
 */
import t from 'tap'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { textProblem } from '../core/validation.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { excerptOf } from '../../shared/journal.ts'
import { everyFeatureDocument, sanitiserProblems, XSS_PAYLOADS } from '../content/xss-corpus.ts'
import { contentTypes } from './index.ts'
import { media } from '../media/index.ts'

t.test('the corpus through the API: stored and served content holds nothing executable', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')

  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cms/blogs',
      headers: jsonHeaders(editor.cookie),
      payload: { title: `XSS ${i}`, category: 'Security', content: `<p>Payload ${i}</p>${payload}`, status: 'published' },
    })
    if (textProblem(payload)) {
      // Core refuses control characters and lone surrogates in any text before it reaches the sanitiser.
      t.equal(res.statusCode, 400, payload)
      t.match(res.json().error, /^body\.content must /)
      continue
    }
    t.equal(res.statusCode, 201, payload)
    const { slug, id } = res.json().blog
    const served = await app.inject({ method: 'GET', url: `/api/public/blogs/${slug}` })
    const content = served.json().blog.content as string
    t.same(sanitiserProblems(content), [], payload)
    t.match(content, `<p>Payload ${i}</p>`, 'the harmless part is kept')
    const stored = await app.db.selectFrom('blogs').select(['content', 'excerpt']).where('id', '=', id).executeTakeFirstOrThrow()
    t.equal(stored.content, content)
    t.equal(stored.excerpt, excerptOf(content), 'the excerpt is the plain text of what was kept')
  }

  const doc = everyFeatureDocument()
  const res = await app.inject({ method: 'POST', url: '/api/cms/blogs', headers: jsonHeaders(editor.cookie), payload: { title: 'Every feature', category: 'Editor', content: doc } })
  t.equal(res.statusCode, 201)
  t.equal(res.json().blog.content, doc, 'saved unchanged')
  const again = await app.inject({ method: 'PUT', url: `/api/cms/blogs/${res.json().blog.id}`, headers: jsonHeaders(editor.cookie), payload: { content: res.json().blog.content } })
  t.equal(again.json().blog.content, doc, 'and unchanged when saved again')
})
