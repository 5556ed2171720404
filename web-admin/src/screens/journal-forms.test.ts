/**
 * The Blog and Vlog Managers' pure rules (admin-area §5, §8): required fields, request bodies, the
 * save-error messages with their tips, the collection checks, and the image upload's checks and messages.
 */
import t from 'tap'
import type { ApiResponse } from '../api/client.ts'
import { checkImageFile, uploadFailure, uploadOutcome } from '../components/imageUploadRules.ts'
import { narrowedBy } from '../collections/ListState.tsx'
import { POST_STATUS_FILTER } from '../components/journal/postStatus.ts'
import { BLOG_REQUIRED, blogCheck, blogInputOf, blogSaveError, contentTooLarge, EMBEDDED_TIP, emptyBlogForm, missingFields, TOO_LARGE_TIP } from './blogs/blogForm.ts'
import { emptyVlogForm, problemSummary, VLOG_REQUIRED, vlogCheck, vlogInputOf, vlogProblems, vlogSaveError } from './vlogs/vlogForm.ts'

const refused = (status: number, error?: string): ApiResponse<unknown> => ({ ok: false, status, data: error === undefined ? null : { error } })

t.test('blog: required fields and the body', async (t) => {
  const form = emptyBlogForm('Ava')
  t.same(missingFields(form, true), ['title', 'category', 'content'])
  t.same(missingFields({ ...form, title: ' x ', category: 'Design' }, false), [])
  const body = blogInputOf({ ...form, title: '  Hello ', category: 'Design', content: '<p>x</p>', tags: ' a, ,b ,  c ', publish_date: '' })
  t.equal(body.title, 'Hello')
  t.equal(body.tags, 'a, b, c', 'tags trimmed, empty ones dropped')
  t.equal(body.publish_date, null, 'no date → null')
  t.equal(body.status, 'draft', 'new posts are drafts')
})

t.test('blog: save errors exactly as admin-area §8', async (t) => {
  // Issue 16: the size refusal says how large the post is; the pasted-images tip only when it holds images, once.
  const serverSays = 'Blog content is too large (max 800KB). Pasted images make posts very large: upload them with the Image Upload feature instead.'
  const text = { ...emptyBlogForm('Ava'), content: `<p>${'words '.repeat(170_000)}</p>` }
  t.same(blogSaveError(refused(400, serverSays), text), { message: 'This post is too long to save: 997 KB of the 800 KB limit. Shorten it or split it into several posts.' })
  const pictured = { ...text, content: `${text.content}<p><img src="/media/images/a.webp" alt=""></p>` }
  t.same(blogSaveError(refused(400, serverSays), pictured), { message: 'This post is too large to save: 997 KB of the 800 KB limit.', tip: TOO_LARGE_TIP })
  t.match(TOO_LARGE_TIP, /Image Upload feature/)
  t.equal(blogSaveError(refused(413, 'Request body is too large'), pictured).tip, TOO_LARGE_TIP, 'a 413 over the body limit gets the same tip')
  t.equal(contentTooLarge('<p>short</p>'), null)
  const checked = blogCheck({ ...text, title: 'Long', category: 'News' }, () => false)
  t.same(checked.problems, { content: 'This post is too long to save: 997 KB of the 800 KB limit. Shorten it or split it into several posts.' }, 'said at the content before sending')
  t.same(blogSaveError(refused(400, 'Blog content contains embedded images')), { message: 'This post contains images pasted into the text, which cannot be saved.', tip: EMBEDDED_TIP })
  t.same(blogSaveError(refused(409, 'A blog with this slug already exists')), { message: 'A blog with this slug already exists' })
  t.same(blogSaveError(refused(500)), { message: 'Failed to save blog' })
  t.same(blogSaveError(refused(403, '  ')), { message: 'Failed to save blog' })
})

t.test('vlog: checks use the server rule for YouTube links', async (t) => {
  const form = emptyVlogForm('Ava')
  t.equal(problemSummary(form, vlogProblems(form)), VLOG_REQUIRED)
  const filled = { ...form, title: 'Ride', category: 'Events' }
  for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ'])
    t.same(vlogProblems({ ...filled, youtube_url: url }), {}, url)
  t.ok(vlogProblems({ ...filled, youtube_url: 'https://vimeo.com/1' }).youtube_url, 'not YouTube')
  t.ok(vlogProblems({ ...filled, youtube_url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: 'javascript:alert(1)' }).thumbnail, 'bad thumbnail')
  t.same(vlogProblems({ ...filled, youtube_url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '/media/images/abc.png' }), {})
  t.equal(vlogInputOf({ ...filled, youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }).thumbnail, null, 'no thumbnail → null (the video’s own)')
  t.equal(vlogSaveError(refused(400, 'youtube_url must be a valid YouTube video link')), 'youtube_url must be a valid YouTube video link')
  t.equal(vlogSaveError(refused(502)), 'Failed to save vlog')
})

t.test('image upload: client checks and messages', async (t) => {
  t.equal(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 }), null, 'exactly 2 MB is fine')
  t.equal(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }), 'Image size must be less than 2MB')
  t.equal(checkImageFile({ type: 'image/svg+xml', size: 10 }), 'Please select an image file (JPG, PNG, GIF, WebP)')
  t.equal(checkImageFile({ type: 'text/plain', size: 10 }), 'Please select an image file (JPG, PNG, GIF, WebP)')
  t.same(uploadOutcome({ ok: true, status: 200, statusText: 'OK', body: { success: true, url: '/media/images/a.png' } }), { url: '/media/images/a.png' })
  t.same(uploadOutcome({ ok: false, status: 413, statusText: 'Payload Too Large', body: { success: false, error: 'Image size must be less than 2MB' } }), { reason: 'Image size must be less than 2MB' }, 'the server’s reason wins')
  t.same(uploadOutcome({ ok: false, status: 502, statusText: 'Bad Gateway', body: null }), { reason: 'Upload failed: 502 Bad Gateway' })
  t.same(uploadOutcome({ ok: true, status: 200, statusText: 'OK', body: { success: true } }), { reason: 'Upload failed - no URL returned' })
  t.equal(uploadFailure('x'), 'Failed to upload image: x')
})

t.test('the collection checks: field messages in the order to fix them, and the spec\'s summary', async (t) => {
  const blog = blogCheck(emptyBlogForm('Ava'), () => true)
  t.equal(blog.message, BLOG_REQUIRED)
  t.same(blog.problems, { title: 'Enter a title.', category: 'Choose a category.', content: "Write the post's content." })
  t.same(Object.keys(blog.problems), ['title', 'category', 'content'], 'the first is focused')
  t.same(blogCheck({ ...emptyBlogForm('Ava'), title: 'T', category: 'C' }, () => false), { problems: {}, message: null })
  const vlog = vlogCheck({ ...emptyVlogForm('Ava'), youtube_url: 'https://vimeo.com/1' })
  t.equal(vlog.message, VLOG_REQUIRED)
  t.same(Object.keys(vlog.problems), ['title', 'youtube_url', 'category'], 'the YouTube link comes before the category')
  t.same(vlogCheck({ ...emptyVlogForm('Ava'), title: 'T', category: 'C', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }), { problems: {}, message: null })
})

t.test('an empty filtered list says what narrows it, as before', async (t) => {
  t.equal(narrowedBy([POST_STATUS_FILTER], { status: 'all' }), '')
  t.equal(narrowedBy([POST_STATUS_FILTER], { status: 'draft' }), ' with status draft')
  t.equal(narrowedBy([POST_STATUS_FILTER], { status: 'scheduled' }), ' with status scheduled')
})
