/**
 * Excerpts keep a post's blocks apart (issue 16): on save, and for posts saved before, by the
 * migration 2026-11-26-01-blog-excerpts.
 */
import t from 'tap'
import type { Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { contentTypes } from './index.ts'
import { media } from '../media/index.ts'
import { up as rewriteExcerpts } from '../../migrations/2026-11-26-01-blog-excerpts.ts'
type BlogsTables = Record<string, Record<string, any>>

const CONTENT = '<h2>Thermal design from nature</h2><p>Lungs inspired the vents.</p>'
const EXCERPT = 'Thermal design from nature. Lungs inspired the vents.'

t.test('excerpts keep a heading apart from its paragraph', async (t) => {
  const app = await createTestApp([auth, settings, gate, media, contentTypes])
  t.teardown(() => app.close())
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const editor = await staff(app, 'editor')
  const db = app.db as Kysely<BlogsTables>

  const res = await app.inject({
    method: 'POST',
    url: '/api/cms/blogs',
    headers: jsonHeaders(editor.cookie),
    payload: { title: 'Vents', category: 'News', content: CONTENT, status: 'published' },
  })
  t.equal(res.statusCode, 201)
  const id = res.json().blog.id as number
  t.equal((await app.inject({ method: 'GET', url: '/api/public/blogs' })).json().blogs[0].excerpt, EXCERPT, 'a save writes it')

  // A post saved by the earlier code, and one whose excerpt is already right.
  await db.updateTable('blogs').set({ excerpt: 'Thermal design from nature Lungs inspired the vents.' }).where('id', '=', id).execute()
  const before = await db.selectFrom('blogs').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()
  await rewriteExcerpts(app.db)
  const after = await db.selectFrom('blogs').select(['excerpt', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow()
  t.equal(after.excerpt, EXCERPT, 'the migration writes it again')
  t.same(after.updated_at, before.updated_at, 'the post is not marked as edited')
})
