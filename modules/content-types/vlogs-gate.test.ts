/**
 * The vlogs API inside the composed app: while the site gate is up, the public vlog calls answer 403
 * (the gate module closes /api/public/*), staff still read them, and uploaded images stay reachable
 * (they are served outside the gate, see modules/media/routes.ts).
 */
import t from 'tap'
import sharp from 'sharp'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { media } from '../media/index.ts'
import { contentTypes } from './index.ts'

t.test('the site gate closes the public vlog calls, not uploaded images', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).png().toBuffer()
  const upload = await app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: jsonHeaders(editor.cookie),
    payload: { image: `data:image/png;base64,${png.toString('base64')}`, filename: 'x.png' },
  })
  t.equal(upload.statusCode, 200)
  const created = await app.inject({
    method: 'POST',
    url: '/api/cms/vlogs',
    headers: jsonHeaders(editor.cookie),
    payload: { title: 'Gated', category: 'Travel', youtube_url: 'https://youtu.be/dQw4w9WgXcQ', status: 'published', thumbnail: upload.json().url },
  })
  t.equal(created.statusCode, 201)

  t.equal((await app.settings.protection()).enabled, true, 'the site starts gated')
  for (const url of ['/api/public/vlogs', '/api/public/vlogs?search=gated', '/api/public/vlog-categories', '/api/public/vlog-authors']) {
    const res = await app.inject({ method: 'GET', url })
    t.equal(res.statusCode, 403, url)
    t.same(res.json(), { error: 'This site is not open to the public yet' })
  }
  const asStaff = await app.inject({ method: 'GET', url: '/api/public/vlogs', headers: { cookie: editor.cookie } })
  t.equal(asStaff.statusCode, 200, 'staff pass the gate')
  t.equal(asStaff.json().total, 1)
  t.equal((await app.inject({ method: 'GET', url: upload.json().url })).statusCode, 200, 'images are not gated')

  await app.settings.update({ password_protection_enabled: '0' }, null)
  const open = await app.inject({ method: 'GET', url: '/api/public/vlogs' })
  t.equal(open.statusCode, 200)
  t.equal(open.json().vlogs[0].thumbnail, upload.json().url)
})
