/** The restore question's words about whether visitors see an item (issue 29). */
import t from 'tap'
import { publishingDiffers, publishingWords } from './restorePublishing.ts'

t.test('a page: Published or hidden, asked about only when the version differs', async (t) => {
  t.equal(publishingWords('pages', { is_published: true }), 'Published')
  t.equal(publishingWords('pages', { is_published: false }), 'Hidden from visitors')
  t.ok(publishingDiffers('pages', { is_published: false, content_json: '[]' }, { is_published: true, content_json: '[]' }))
  t.notOk(publishingDiffers('pages', { is_published: true, content_json: '[]' }, { is_published: true, content_json: '[1]' }), 'content alone asks nothing')
  t.notOk(publishingDiffers('pages', { content_json: '[]' }, { is_published: true }), 'a version that does not say is no difference')
})

t.test('a post: draft, published or scheduled by its date', async (t) => {
  const now = Date.parse('2026-05-01T00:00:00Z')
  t.equal(publishingWords('blogs', { status: 'draft' }, now), 'Draft (hidden from visitors)')
  t.equal(publishingWords('blogs', { status: 'published', publish_date: '2026-04-01T00:00:00Z' }, now), 'Published')
  t.match(publishingWords('blogs', { status: 'published', publish_date: '2026-06-01T00:00:00Z' }, now), /^Scheduled for /)
  t.equal(publishingWords('media-kit', { title: 'x' }), '', 'media-kit items have no publishing')
  t.notOk(publishingDiffers('media-kit', { title: 'a' }, { title: 'b' }))
})
