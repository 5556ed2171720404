/**
 * The History panel's diff model (issue 18): word diffs in both columns, rich text read as text,
 * field rows labelled from a collection's config (blogs, vlogs, the media kit), and the block list
 * diff of pages (added, removed, moved, edited, with the catalogue's labels and the fields inside).
 */
import t from 'tap'
import type { BlockCatalogueEntry, Section } from '../../../../shared/api/pages.ts'
import { blogCollection } from '../../screens/blogs/blogCollection.tsx'
import { mediaKitCollection } from '../../screens/media/mediaKitCollection.tsx'
import { vlogCollection } from '../../screens/vlogs/vlogCollection.tsx'
import {
  afterSide,
  beforeSide,
  blockDiff,
  blockDiffSummary,
  fieldChanges,
  formDiffFields,
  htmlToText,
  humanize,
  pageChanged,
  pageDiff,
  snapshotsDiffer,
  snapshotText,
  wordCounts,
  wordDiff,
  WORD_DIFF_LIMIT,
} from './diffModel.ts'

const join = (segments: { text: string }[]) => segments.map((s) => s.text).join('')

t.test('a word diff marks the changed words and keeps both texts whole on their side', async (t) => {
  const before = 'Quiet power on forest trails.'
  const after = 'Quiet electric power on mountain trails.'
  const segments = wordDiff(before, after)
  t.equal(join(beforeSide(segments)), before)
  t.equal(join(afterSide(segments)), after)
  t.same(
    segments.filter((s) => s.kind !== 'same').map((s) => [s.kind, s.text.trim()]),
    [
      ['added', 'electric'],
      ['removed', 'forest'],
      ['added', 'mountain'],
    ],
  )
  t.same(wordCounts(segments), { added: 2, removed: 1 })
  t.same(wordDiff('same', 'same'), [{ kind: 'same', text: 'same' }])
  t.same(wordDiff('', ''), [])
  t.same(wordDiff('', 'new'), [{ kind: 'added', text: 'new' }])
})

t.test('very long texts are compared by lines, still whole on both sides', async (t) => {
  const line = (n: number) => `Line ${n} ${'x'.repeat(80)}\n`
  const before = Array.from({ length: 500 }, (_, i) => line(i)).join('')
  const after = before.replace(line(250), 'A new line\n')
  t.ok(before.length > WORD_DIFF_LIMIT)
  const segments = wordDiff(before, after)
  t.equal(join(beforeSide(segments)), before)
  t.equal(join(afterSide(segments)), after)
  t.same(
    segments.filter((s) => s.kind !== 'same').map((s) => s.text),
    [line(250), 'A new line\n'].sort((a, b) => (a === line(250) ? -1 : b === line(250) ? 1 : 0)),
  )
})

t.test('rich text reads as text: paragraphs, bullets, images and entities', async (t) => {
  const html = '<h2>Range</h2><p>Up to <strong>120&nbsp;km</strong> &amp; more.<br>Charged in 3 h.</p><ul><li>Quiet</li><li>Light</li></ul><p><img src="/media/a.webp" alt="The Yerth One"></p><p>Read <a href="/x">the review</a> &lt;here&gt;.</p>'
  t.equal(htmlToText(html), 'Range\n\nUp to 120 km & more.\nCharged in 3 h.\n\n• Quiet\n• Light\n\n[Image: The Yerth One]\n\nRead the review <here>.')
  t.equal(htmlToText('<p><img src="/a.png"></p>'), '[Image]')
  t.equal(htmlToText('<p>Intro</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>'), 'Intro\n\n• One\n• Two')
  t.equal(htmlToText('plain text '), 'plain text')
  t.equal(htmlToText('<p>&#8220;Hi&#x201D; &unknown;</p>'), '“Hi” &unknown;')
  t.equal(htmlToText('<script>alert(1)</script><p>ok</p>'), 'ok')
})

t.test('a blog diff names the fields as the form labels them, in the form’s order', async (t) => {
  const fields = formDiffFields(blogCollection.form)
  t.same(
    fields.map((f) => f.key),
    ['title', 'slug', 'content', 'status', 'publish_date', 'category', 'author_name', 'tags', 'featured_image', 'meta_title', 'meta_description', 'meta_keywords'],
  )
  const before = { title: 'Quiet power', slug: 'quiet-power', content: '<p>Hello world</p>', status: 'draft', publish_date: null, category: 'News', featured_image: null, tags: 'a, b' }
  const after = { ...before, title: 'Quiet power, again', content: '<p>Hello <em>wide</em> world</p>', status: 'published', featured_image: '/media/x.webp', tags: 'a, b' }
  const changes = fieldChanges(fields, before, after)
  t.same(
    changes.map((c) => [c.label, c.before, c.after]),
    [
      ['Title', 'Quiet power', 'Quiet power, again'],
      ['Content', 'Hello world', 'Hello wide world'],
      ['Status', 'Draft', 'Published'],
      ['Featured image', '', '/media/x.webp'],
    ],
  )
  t.same(changes[3].images, { before: '', after: '/media/x.webp' })
  t.same(changes[3].segments, [], 'images are drawn, not diffed as words')
  t.same(
    changes[1].segments.filter((s) => s.kind === 'added').map((s) => s.text.trim()),
    ['wide'],
  )
})

t.test('markup-only changes and the same moment written twice are no change', async (t) => {
  const fields = formDiffFields(blogCollection.form)
  const changes = fieldChanges(fields, { content: '<p>Hello</p>', publish_date: '2025-01-02T10:00:00Z' }, { content: '<p>Hello</p>\n', publish_date: '2025-01-02T10:00:00.000Z' })
  t.same(changes, [])
})

t.test('a vlog’s thumbnail drawn twice (upload and address) is one row; unknown keys get readable labels', async (t) => {
  const fields = formDiffFields(vlogCollection.form)
  t.equal(fields.filter((f) => f.key === 'thumbnail').length, 1)
  t.equal(fields.find((f) => f.key === 'youtube_url')?.label, 'YouTube URL')
  const changes = fieldChanges(fields, { thumbnail: '', extra_field: 'a' }, { thumbnail: '/t.webp', extra_field: 'b' })
  t.same(
    changes.map((c) => [c.label, c.kind]),
    [
      ['Thumbnail image', 'image'],
      ['Extra field', 'text'],
    ],
  )
  t.equal(humanize('canonical_url'), 'Canonical URL')
  t.equal(humanize('imageAlt'), 'Image alt')
})

t.test('the media kit’s custom file field is named by the labels the config gives', async (t) => {
  const fields = formDiffFields(mediaKitCollection.form, { file_url: 'File' })
  t.equal(fields.find((f) => f.key === 'file_url')?.label, 'File')
  t.equal(fields.find((f) => f.key === 'file_type')?.label, 'File type')
})

const field = (name: string, label: string, kind: BlockCatalogueEntry['fields'][number]['kind'] = 'shortText') => ({ name, label, kind, required: false, max: 300 })
const CATALOGUE: BlockCatalogueEntry[] = [
  {
    type: 'hero',
    label: 'Hero',
    description: '',
    icon: 'spark',
    fields: [field('title', 'Heading'), field('content', 'Intro', 'longText'), field('image', 'Background image', 'image')],
    defaults: { id: 'hero', type: 'hero', title: '', content: '', visible: true },
  },
  {
    type: 'faq',
    label: 'FAQ',
    description: '',
    icon: 'spark',
    fields: [field('title', 'Heading')],
    items: { label: 'Question', fields: [field('question', 'Question'), field('answer', 'Answer', 'longText')] },
    defaults: { id: 'faq', type: 'faq', title: '', content: '', visible: true },
  },
  {
    type: 'text',
    label: 'Text',
    description: '',
    icon: 'spark',
    fields: [field('title', 'Title'), field('content', 'Text', 'longText')],
    defaults: { id: 'text', type: 'text', title: '', content: '', visible: true },
  },
]

const hero: Section = { id: 'hero-1', type: 'hero', title: 'Hypermobility', content: 'Move freely.', visible: true, metadata: { image: '/a.webp' } }
const faq: Section = { id: 'faq-1', type: 'faq', title: 'Questions', content: '', visible: true, metadata: { items: [{ question: 'Range?', answer: '120 km' }] } }
const text: Section = { id: 'text-1', type: 'text', title: 'About', content: 'We build.', visible: true }
const quote: Section = { id: 'text-2', type: 'text', title: 'Quote', content: 'Ride on.', visible: true }

t.test('a block list diff: added, removed, moved and edited blocks with the catalogue’s labels', async (t) => {
  const before = [hero, faq, text, quote]
  const editedFaq: Section = { ...faq, metadata: { items: [{ question: 'Range?', answer: 'Up to 120 km' }, { question: 'Price?', answer: 'Soon.' }] } }
  const editedHero: Section = { ...hero, title: 'Hypermobility for all', metadata: { image: '/b.webp' }, visible: false }
  const added: Section = { id: 'text-3', type: 'text', title: 'New', content: 'Fresh.', visible: true }
  const after = [text, editedHero, editedFaq, added]
  const rows = blockDiff(before, after, CATALOGUE)
  t.same(
    rows.map((r) => [r.id, r.state, r.moved, r.from ?? null, r.to ?? null]),
    [
      ['text-1', 'kept', true, 3, 1],
      ['hero-1', 'kept', false, 1, 2],
      ['faq-1', 'kept', false, 2, 3],
      ['text-2', 'removed', false, 4, null],
      ['text-3', 'added', false, null, 4],
    ],
  )
  const heroRow = rows[1]
  t.equal(heroRow.blockLabel, 'Hero')
  t.equal(heroRow.label, 'Hypermobility for all')
  t.ok(heroRow.hidden)
  t.same(
    heroRow.changes.map((c) => [c.label, c.before, c.after]),
    [
      ['On the page', 'Shown', 'Hidden'],
      ['Heading', 'Hypermobility', 'Hypermobility for all'],
      ['Background image', '/a.webp', '/b.webp'],
    ],
  )
  t.same(
    rows[2].changes.map((c) => [c.label, c.before, c.after]),
    [
      ['Question 1 · Answer', '120 km', 'Up to 120 km'],
      ['Question 2 added', '', 'Price?'],
    ],
  )
  t.same(rows[0].changes, [], 'moved, not edited')
  t.equal(rows[3].label, 'Quote')
  t.equal(blockDiffSummary(rows), 'Sections: 2 edited, 1 added, 1 removed, 1 moved')
})

t.test('a section whose type changed says so; an unknown type keeps a readable label', async (t) => {
  const rows = blockDiff([text], [{ ...text, type: 'hero' }], CATALOGUE)
  t.same(rows[0].changes[0], { key: 'type', label: 'Block type', kind: 'text', before: 'Text', after: 'Hero', segments: [{ kind: 'removed', text: 'Text' }, { kind: 'added', text: 'Hero' }] })
  const unknown = blockDiff([], [{ id: 'x', type: 'press_wall', title: '', content: '', visible: true }], CATALOGUE)
  t.equal(unknown[0].blockLabel, 'Press wall')
  t.equal(blockDiffSummary(blockDiff([hero], [hero], CATALOGUE)), '')
})

t.test('a page diff: its own fields and its blocks, from content_json text', async (t) => {
  const before = { content_json: JSON.stringify([hero, text]), meta_title: 'Home', meta_description: '', meta_keywords: '', canonical_url: '', is_published: true }
  const after = { ...before, content_json: JSON.stringify([hero, { ...text, content: 'We build vehicles.' }]), is_published: false }
  const diff = pageDiff(before, after, CATALOGUE)
  t.same(
    diff.fields.map((c) => [c.label, c.before, c.after]),
    [['Published', 'Published', 'Hidden from visitors']],
  )
  t.same(
    diff.blocks[1].changes.map((c) => [c.label, c.before, c.after]),
    [['Text', 'We build.', 'We build vehicles.']],
  )
  t.ok(pageChanged(diff))
  t.notOk(pageChanged(pageDiff(before, before, CATALOGUE)))
  t.ok(pageDiff({ content_json: 'not json' }, before, CATALOGUE).broken)
})

t.test('a page’s name and address are not “Empty” when the editor’s side does not carry them (issue 29)', async (t) => {
  const version = { page_name: 'Spring launch', slug: 'spring-launch', content_json: JSON.stringify([hero]), meta_title: 'Spring', meta_description: '', meta_keywords: '', canonical_url: '', is_published: true }
  // The editor's side is the save body: no name, no address.
  const now = { content_json: JSON.stringify([hero]), meta_title: 'Spring', meta_description: '', meta_keywords: '', canonical_url: '', is_published: true }
  const diff = pageDiff(version, now, CATALOGUE)
  t.same(diff.fields, [], 'nothing differs')
  t.notOk(pageChanged(diff))
  const moved = pageDiff(version, { ...version, page_name: 'Spring', slug: 'spring' }, CATALOGUE)
  t.same(
    moved.fields.map((c) => [c.label, c.before, c.after]),
    [
      ['Page name', 'Spring launch', 'Spring'],
      ['Address', '/spring-launch', '/spring'],
    ],
    'a real change of both is named in words',
  )
})

t.test('a version as text to copy out: fields under their labels, a page’s sections in order', async (t) => {
  const fields = formDiffFields(blogCollection.form)
  t.equal(
    snapshotText({ kind: 'fields', fields }, { title: 'Quiet power', slug: 'quiet-power', content: '<p>One</p><p>Two</p>', status: 'draft', meta_title: '' }),
    'Title: Quiet power\n\nURL slug: quiet-power\n\nContent:\nOne\n\nTwo\n\nStatus: Draft',
  )
  const page = { content_json: JSON.stringify([hero, { ...faq, visible: false }]), meta_title: 'Home', is_published: true }
  t.equal(
    snapshotText({ kind: 'page', catalogue: CATALOGUE }, page),
    'Meta title: Home\n\n1. Hero\n   Heading: Hypermobility\n   Intro: Move freely.\n   Background image: /a.webp\n\n2. FAQ (hidden)\n   Heading: Questions\n   Question 1: Question: Range? · Answer: 120 km',
  )
  t.ok(snapshotsDiffer({ kind: 'fields', fields }, { title: 'a' }, { title: 'b' }))
  t.notOk(snapshotsDiffer({ kind: 'page', catalogue: CATALOGUE }, page, { ...page }))
})
