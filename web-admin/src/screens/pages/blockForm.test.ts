/**
 * The section editor's catalogue-driven rules (issue 17): values found by declared name, blocks placed
 * and duplicated with ids of their own, re-typing that keeps what the new type declares and names what
 * it would drop, new entries, the checks as typed (the same answers as the server's, proven against
 * modules/pages/blocks.ts over the real catalogue), and the picker's search and preview.
 */
import t from 'tap'
import { NEW_SECTION, SECTION_ID_PATTERN, type BlockCatalogueEntry, type Section } from '../../../../shared/api/pages.ts'
import { catalogue as serverCatalogue, checkBlocks } from '../../../../modules/pages/blocks.ts'
import { BLOCKS } from '../../../../shared/blocks/catalogue.ts'
import {
  blockMatches,
  blockSketch,
  duplicateSection,
  fieldProblem,
  fieldValue,
  IMAGE_PROBLEM,
  isLink,
  itemLabel,
  LINK_PROBLEM,
  newItemOf,
  placeBlock,
  retype,
  sectionLabel,
  undeclaredValues,
  uniqueSectionId,
  withField,
  type FieldDescription,
 sectionForPage } from './blockForm.ts'

const field = (name: string, kind: FieldDescription['kind'], patch: Partial<FieldDescription> = {}): FieldDescription => ({ name, label: name[0].toUpperCase() + name.slice(1), kind, required: false, max: 300, ...patch })

const CARDS: BlockCatalogueEntry = {
  type: 'cards',
  label: 'Cards',
  description: 'Cards in a row, each with an icon and a link.',
  icon: 'spark',
  fields: [field('title', 'shortText'), field('eyebrow', 'shortText'), field('image', 'image', { alt: 'imageAlt' } as Partial<FieldDescription>), field('imageAlt', 'shortText')],
  items: {
    label: 'Card',
    min: 1,
    max: 6,
    fields: [field('heading', 'shortText', { required: true }), field('icon', 'icon', { required: true }), field('tone', 'select', { required: true, options: [{ value: 'calm', label: 'Calm' }, { value: 'bold', label: 'Bold' }] }), field('open', 'boolean', { required: true }), field('link', 'link')],
  },
  defaults: { id: 'cards', type: 'cards', title: 'Why us', content: '', visible: true, metadata: { eyebrow: 'Promise', image: '/art/cards.svg', imageAlt: '', items: [{ heading: 'Fast', icon: 'bolt', tone: 'calm', open: 'false', link: '' }] } },
}
const BUTTON: BlockCatalogueEntry = {
  type: 'button',
  label: 'Button',
  description: 'A call to action.',
  icon: 'button',
  fields: [field('title', 'shortText'), field('content', 'shortText', { required: true, label: 'Button text' }), field('link', 'link', { required: true, label: 'Button link' })],
  defaults: { id: 'button', type: 'button', title: 'New button', content: 'Get in Touch', visible: true, metadata: { link: '/contact' } },
}

t.test('a field is found where its declared name says', async (t) => {
  const s: Section = { id: 'a', type: 'cards', title: 'T', content: 'C', visible: true, metadata: { eyebrow: 'E', items: [] } }
  t.equal(fieldValue(s, 'title'), 'T')
  t.equal(fieldValue(s, 'content'), 'C')
  t.equal(fieldValue(s, 'eyebrow'), 'E')
  t.equal(fieldValue(s, 'items'), '', 'a list is not a text')
  t.equal(fieldValue(s, 'missing'), '')
  t.same(withField(s, 'title', 'New'), { ...s, title: 'New' })
  t.same(withField(s, 'eyebrow', 'X').metadata, { eyebrow: 'X', items: [] })
  t.same(undeclaredValues({ ...s, metadata: { eyebrow: 'E', legacyColour: 'red', defaultCopy: 'note' } }, CARDS), [['legacyColour', 'red']], 'the editors’ note is a note, not a stray value')
  t.equal(sectionLabel({ ...s, title: ' ' }, CARDS), 'E', 'no title: the first filled text field')
  t.equal(sectionLabel({ ...s, title: '', metadata: {} }, CARDS), 'Cards')
  t.equal(sectionLabel({ ...s, title: '', metadata: {} }, undefined), 'a')
  t.equal(itemLabel({ heading: ' Fast ' }, 0, CARDS.items!), 'Fast')
  t.equal(itemLabel({ heading: '' }, 2, CARDS.items!), 'Card 3')
})

t.test('placing and duplicating give ids of their own (letters, digits, - and _)', async (t) => {
  const existing: Section[] = [{ ...BUTTON.defaults, id: 'button-1' }]
  const placed = placeBlock(BUTTON, existing)
  t.equal(placed.id, 'button-2')
  t.same({ ...placed, id: 'button' }, BUTTON.defaults, 'a copy of the defaults')
  placed.metadata!.link = '/changed'
  t.equal(BUTTON.defaults.metadata!.link, '/contact', 'the catalogue’s defaults are not shared with the page')
  const copy = duplicateSection({ ...existing[0], metadata: { link: '/x' } }, existing)
  t.equal(copy.id, 'button-1-copy-1')
  t.equal(duplicateSection(copy, [...existing, copy]).id, 'button-1-copy-2', 'a copy of a copy is not “copy-copy”')
  t.ok(SECTION_ID_PATTERN.test(uniqueSectionId('-- weird id!! --', [])))
  t.equal(uniqueSectionId('x'.repeat(90), []).length, 58)
})

t.test('the spec’s Add Section is the Text block (admin-area §4)', async (t) => {
  const text = serverCatalogue().find((b) => b.type === 'text')!
  const { id: _id, ...added } = placeBlock(text, [])
  // The spec's words, as the rich text the Text block holds (shared/blocks/rich-text.ts).
  t.same(added, { ...NEW_SECTION, content: `<p>${NEW_SECTION.content}</p>` }, 'type text, “New Section”, “Enter content here...”, visible')
  t.equal(serverCatalogue()[0].type, 'text', 'first in the picker')
  // Re-typed to a button, whose text is one plain line: the words come along, not the tags.
  const button = serverCatalogue().find((b) => b.type === 'button')!
  const asButton = retype({ ...added, id: 'x', content: '<p>Write <strong>to</strong> us</p><p>today</p>' }, text, button).section
  t.equal(asButton.content, 'Write to us\n\ntoday', 'rich text kept by a plain field keeps its words')
  t.equal(retype(asButton, button, text).section.content, 'Write to us\n\ntoday', 'plain words stay as typed; rich text reads them as paragraphs')
})

t.test('changing a section’s type keeps what the new type declares and names what it drops', async (t) => {
  const cards: Section = { id: 'c', type: 'cards', title: 'Why', content: 'Body', visible: false, metadata: { eyebrow: 'E', image: '/a.png', imageAlt: '', defaultCopy: 'note', items: [{ heading: 'A', icon: 'bolt', tone: 'calm', open: 'true', link: '' }] } }
  const toButton = retype(cards, CARDS, BUTTON)
  t.same(toButton.section, { id: 'c', type: 'button', title: 'Why', content: 'Body', visible: false, metadata: { link: '/contact' } }, 'title, content, visibility kept; the required link from the defaults')
  t.same(toButton.dropped, ['Eyebrow', 'Image', '1 card'], 'filled values only; the editors’ note is not asked about')

  const back = retype(toButton.section, BUTTON, CARDS)
  t.same(back.dropped, ['Button link'], 'the link has no place on cards')
  t.same(back.section.metadata, { eyebrow: 'Promise', image: '/art/cards.svg', imageAlt: '', items: CARDS.defaults.metadata!.items }, 'a list that needs entries starts with the defaults’ entries')

  const plain = retype({ id: 'p', type: 'button', title: 'T', content: 'C', visible: true, metadata: { link: '' } }, BUTTON, { ...BUTTON, type: 'other' })
  t.same(plain.dropped, [], 'empty values are not worth a question')
  const unknown = retype({ id: 'u', type: 'video-wall', title: 'T', content: 'C', visible: true, metadata: { clip: '/v.mp4' } }, undefined, BUTTON)
  t.same(unknown.dropped, ['clip'], 'from an unknown type: named by key')
})

t.test('a new entry has every declared field, valid where a value is needed', async (t) => {
  t.same(newItemOf(CARDS.items!, [{ heading: 'A', icon: 'leaf' }]), { heading: '', icon: 'leaf', tone: 'calm', open: 'false', link: '' })
  t.same(newItemOf(CARDS.items!).icon, 'spark')
})

t.test('checks as typed', async (t) => {
  const link = field('link', 'link')
  for (const good of ['', '/contact', '/about#team', 'https://www.yerth.com/a?b=c', 'http://example.org', '#team', 'mailto:careers@yerth.com']) t.equal(fieldProblem(link, good), null, good)
  for (const bad of ['javascript:alert(1)', '//evil.example', 'contact', 'https://user:pw@host.com', '/a b', 'data:text/html,x', '#1', 'mailto:nobody']) t.equal(fieldProblem(link, bad), LINK_PROBLEM, bad)
  t.equal(fieldProblem(field('image', 'image'), 'mailto:a@b.c'), IMAGE_PROBLEM)
  t.equal(fieldProblem(field('image', 'image'), '/media/images/a.webp'), null)
  t.equal(fieldProblem(field('name', 'shortText', { required: true, label: 'Name' }), '  '), 'Name is required.')
  t.equal(fieldProblem(field('name', 'shortText', { max: 3 }), 'abcd'), 'Use at most 3 characters.')
  const n = field('n', 'number', { min: 1, maxValue: 10 })
  t.equal(fieldProblem(n, '3.5'), null)
  t.equal(fieldProblem(n, '3,5'), 'Enter a number, such as 12 or 3.5.')
  t.equal(fieldProblem(n, '0'), 'Enter 1 or more.')
  t.equal(fieldProblem(n, '11'), 'Enter 10 or less.')
  t.equal(fieldProblem(field('d', 'date'), '2026-02-30'), 'Enter a date as YYYY-MM-DD, such as 2026-05-01.')
  t.equal(fieldProblem(field('d', 'date'), '2026-02-28'), null)
  t.equal(fieldProblem(field('s', 'select', { options: [{ value: 'a', label: 'Plain' }, { value: 'b', label: 'Tinted panel' }] }), 'c'), 'Pick one of: Plain, Tinted panel.', 'the choices in the words the editor picks from')
  t.equal(fieldProblem(field('b', 'boolean', { required: true }), ''), null, 'a yes/no is never “required” to the person')
})

t.test('the console’s link check answers as the server’s does', async (t) => {
  const button = BLOCKS.find((b) => b.type === 'button')!
  for (const value of ['/contact', 'https://yerth.com', '#team', 'mailto:a@yerth.com', 'javascript:alert(1)', '//x.com', 'ftp://x.com', 'https://', '/a\\b', 'http://a b.com']) {
    const server = checkBlocks([{ ...button.defaults, id: 'b', metadata: { link: value } }]).length === 0
    t.equal(isLink(value), server, value)
  }
})

t.test('a video field takes only a YouTube link, as the server does, in the same words (issue 29)', async (t) => {
  const feature = BLOCKS.find((b) => b.type === 'video-feature')!
  const videoUrl = serverCatalogue().find((b) => b.type === 'video-feature')!.fields.find((f) => f.name === 'videoUrl')!
  t.equal(videoUrl.kind, 'video', 'declared once as a video field')
  for (const value of ['', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/12345', '/contact', 'https://www.youtube.com/watch?v=short']) {
    const serverProblems = checkBlocks([{ ...feature.defaults, metadata: { ...feature.defaults.metadata, videoUrl: value } }])
    const problem = fieldProblem(videoUrl, value)
    t.equal(problem === null, serverProblems.length === 0, `${value || '(empty)'}: console and server agree`)
    if (problem) t.same(serverProblems.map((p) => p.message), [problem], 'the same words before and after Save')
  }
  t.match(fieldProblem(videoUrl, 'https://vimeo.com/12345'), /^Only YouTube links can be played here/)
})

t.test('over the real catalogue: every block placed and duplicated is valid as the server checks it', async (t) => {
  const entries = serverCatalogue()
  const page: Section[] = []
  for (const entry of entries) {
    const placed = placeBlock(entry, page)
    page.push(placed, duplicateSection(placed, [...page, placed]))
  }
  t.same(checkBlocks(page), [], `${entries.length} blocks, each twice`)
  t.equal(new Set(page.map((s) => s.id)).size, page.length, 'every id different')
  for (const entry of entries) {
    const sketch = blockSketch(entry)
    t.ok(sketch.heading, `${entry.type}: the picker’s preview has a heading`)
    t.ok(blockMatches(entry, entry.label.toUpperCase()), `${entry.type}: found by its label`)
  }
})

t.test('the picker’s search and preview', async (t) => {
  t.ok(blockMatches(CARDS, 'card link'))
  t.ok(blockMatches(CARDS, ''))
  t.notOk(blockMatches(CARDS, 'carousel'))
  t.same(blockSketch(CARDS), { heading: 'Why us', image: '/art/cards.svg', kinds: ['shortText', 'shortText', 'image', 'shortText'], items: 1 })
  t.equal(blockSketch({ ...CARDS, defaults: { ...CARDS.defaults, title: '', metadata: { eyebrow: '', image: 'javascript:x' } } }).image, null, 'only addresses the console would load')
  t.equal(blockSketch({ ...CARDS, defaults: { ...CARDS.defaults, title: '', metadata: {} } }).heading, 'Cards')
})

t.test('a section copied to another page keeps its id there if free, else gets a numbered one (issue 31)', async (t) => {
  const hero = { id: 'hero', type: 'hero', title: 'Born for Hypermobility', content: 'Ride.', visible: true, metadata: { image: '/media/images/a.webp' } }
  const free = sectionForPage(hero, [{ id: 'main', type: 'text', title: 'Main', content: '', visible: true }])
  t.same(free, hero, 'the same block, the same id')
  t.not(free.metadata, hero.metadata, 'a copy, not the same object')
  const taken = sectionForPage(hero, [{ ...hero }, { ...hero, id: 'hero-1' }])
  t.equal(taken.id, 'hero-2')
  t.equal(sectionForPage({ ...hero, id: 'hero-1' }, [{ ...hero, id: 'hero-1' }]).id, 'hero-2', 'a numbered id counts on from its base')
})
