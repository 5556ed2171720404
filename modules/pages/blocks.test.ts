/**
 * The contract of the block library (shared/blocks, issue 17): every block type of the catalogue
 * validates its own defaults, and refuses a bad value of each of its fields with a detail that names
 * the section, the item and the field in a person's words; the schema is generated from the
 * declaration; the catalogue is served to staff.
 */
import t from 'tap'
import { BLOCKS } from '../../shared/blocks/catalogue.ts'
import { defineBlock, FIELD_KINDS, FIELD_KIND_INFO, type BlockSpec, type FieldKind, type FieldSpec, type StoredBlock } from '../../shared/blocks/fields.ts'
import { blockSchema, checkBlocks } from './blocks.ts'
import { richTextHtmlMax } from '../../shared/blocks/rich-text.ts'
import { createTestApp } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { pages } from './index.ts'

/** A value each kind must refuse. */
const BAD: Record<FieldKind, (f: FieldSpec) => string> = {
  shortText: (f) => 'x'.repeat((f.max ?? FIELD_KIND_INFO.shortText.max) + 1),
  longText: (f) => 'x'.repeat((f.max ?? FIELD_KIND_INFO.longText.max) + 1),
  // The schema bounds the HTML; words, code and links are the cleaning step's (rich-text.ts, validate.test.ts).
  richText: (f) => 'x'.repeat(richTextHtmlMax(f.max ?? FIELD_KIND_INFO.richText.max) + 1),
  link: () => 'javascript:alert(1)',
  video: () => 'https://vimeo.com/12345',
  image: () => 'data:image/png;base64,AAAA',
  icon: () => 'not-an-icon',
  select: () => '__not_an_option__',
  number: () => 'twelve',
  boolean: () => 'maybe',
  date: () => '2026-02-30',
}

/** `block` with `value` in field `name` (of item 0 when `inItem`). */
function withValue(block: StoredBlock, name: string, value: string, inItem = false): StoredBlock {
  const copy = structuredClone(block)
  if (inItem) {
    const items = (copy.metadata!.items as Array<Record<string, string>>) ?? []
    items[0] = { ...items[0], [name]: value }
    copy.metadata!.items = items
  } else if (name === 'title' || name === 'content') copy[name] = value
  else copy.metadata = { ...copy.metadata, [name]: value }
  return copy
}

/** A block of every kind, with items, as a fixture: the library works for what a new block declares. */
const EVERY_KIND = defineBlock({
  type: 'fixture-every-kind',
  chunk: 'generic',
  label: 'Every kind',
  description: 'A test block with one field of each kind and repeated items.',
  icon: 'spark',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', required: true, max: 80 },
    { name: 'content', label: 'Text', kind: 'longText' },
    { name: 'cta', label: 'Link', kind: 'link' },
    { name: 'film', label: 'Film', kind: 'video' },
    { name: 'picture', label: 'Picture', kind: 'image' },
    { name: 'icon', label: 'Icon', kind: 'icon' },
    { name: 'tone', label: 'Tone', kind: 'select', options: [{ value: 'light', label: 'Light' }, { value: 'dark', label: 'Dark' }] },
    { name: 'count', label: 'Count', kind: 'number' },
    { name: 'featured', label: 'Featured', kind: 'boolean' },
    { name: 'starts', label: 'Starts', kind: 'date' },
  ],
  items: {
    label: 'Card',
    min: 1,
    max: 3,
    fields: [
      { name: 'title', label: 'Card title', kind: 'shortText', required: true },
      { name: 'image', label: 'Card image', kind: 'image' },
      { name: 'icon', label: 'Card icon', kind: 'icon' },
    ],
  },
  defaults: {
    id: 'every-kind',
    type: 'fixture-every-kind',
    title: 'Every kind',
    content: 'Some text.',
    visible: true,
    metadata: { cta: '/contact', film: 'https://youtu.be/aqz-KE-bpKQ', picture: '/art/x.svg', icon: 'leaf', tone: 'dark', count: '3', featured: 'true', starts: '2026-05-01', items: [{ title: 'One', image: '', icon: 'sun' }] },
  },
})

const CATALOGUE: readonly BlockSpec[] = [...BLOCKS, EVERY_KIND]

t.test('every block type validates its own defaults', async (t) => {
  for (const spec of CATALOGUE) {
    t.same(checkBlocks([spec.defaults], CATALOGUE), [], `${spec.type}: defaults are valid`)
    t.equal((blockSchema(spec) as { type?: string }).type, 'object', `${spec.type}: a TypeBox object schema generated from the declaration`)
  }
})

t.test('a bad value of each field is refused with a detail naming the section, item and field', async (t) => {
  const kindsSeen = new Set<FieldKind>()
  for (const spec of CATALOGUE) {
    const cases: Array<[FieldSpec, boolean]> = [...spec.fields.map((f) => [f, false] as [FieldSpec, boolean]), ...(spec.items?.fields ?? []).map((f) => [f, true] as [FieldSpec, boolean])]
    for (const [field, inItem] of cases) {
      kindsSeen.add(field.kind)
      const bad = withValue(spec.defaults, field.name, BAD[field.kind](field), inItem)
      const problems = checkBlocks([spec.defaults, bad], CATALOGUE)
      t.equal(problems.length, 1, `${spec.type}.${inItem ? 'items.0.' : ''}${field.name}: one problem`)
      t.match(problems[0], { section: 1, field: field.name, ...(inItem ? { item: 0 } : {}) }, `${spec.type}.${field.name} (${field.kind}) is named`)
      t.notMatch(problems[0]?.message ?? '', /must|body\.|\/metadata/, 'in a person\'s words, not validator text')
      if (field.required) {
        const empty = checkBlocks([withValue(spec.defaults, field.name, '', inItem)], CATALOGUE)
        t.match(empty, [{ field: field.name, message: `${field.label} is required.` }], `${spec.type}.${field.name}: required`)
      }
    }
  }
  t.same([...kindsSeen].sort(), [...FIELD_KINDS].sort(), 'every kind of field was tried')
})

t.test('items, unknown types and unknown fields', async (t) => {
  const none = structuredClone(EVERY_KIND.defaults)
  none.metadata!.items = []
  t.match(checkBlocks([none], CATALOGUE), [{ section: 0, field: 'items', message: 'Add at least 1 cards.' }])
  const many = structuredClone(EVERY_KIND.defaults)
  many.metadata!.items = Array.from({ length: 4 }, () => ({ title: 'x' }))
  t.match(checkBlocks([many], CATALOGUE), [{ section: 0, field: 'items', message: 'Use at most 3 cards.' }])
  t.match(checkBlocks([{ ...BLOCKS[0].defaults, type: 'carousel-of-doom' }]), [{ section: 0, field: 'type' }])
  t.match(checkBlocks([{ ...BLOCKS[0].defaults, metadata: { colour: 'red' } }]), [{ section: 0, field: 'colour', message: /no such field/ }])
  t.match(checkBlocks([{ ...BLOCKS[0].defaults, id: 'has space' }]), [{ section: 0, field: 'id' }])
})

t.test('a declaration with a typo fails at once', async (t) => {
  const base = { type: 'x', chunk: 'generic' as const, label: 'X', description: 'x', icon: 'leaf' as const, defaults: { id: 'x', type: 'x', title: '', content: '', visible: true } }
  t.throws(() => defineBlock({ ...base, fields: [{ name: 'tone', label: 'Tone', kind: 'select' }] }), /select "tone" has no options/)
  t.throws(() => defineBlock({ ...base, fields: [{ name: 'a', label: 'A', kind: 'shortText' }, { name: 'a', label: 'A', kind: 'shortText' }] }), /declared twice/)
  t.throws(() => defineBlock({ ...base, icon: 'nope' as never, fields: [] }), /not in the icon set/)
  t.throws(() => defineBlock({ ...base, fields: [{ name: 'photo', label: 'Photo', kind: 'image', alt: 'photoAlt' }] }), /alt "photoAlt"/)
  const tones = [{ value: 'calm', label: 'Calm' }, { value: 'bold', label: 'Bold' }]
  t.throws(() => defineBlock({ ...base, fields: [{ name: 'tone', label: 'Tone', kind: 'select', options: [...tones, { value: 'calm', label: 'Quiet' }] }] }), /offers a value twice/)
  t.throws(() => defineBlock({ ...base, fields: [{ name: 'tone', label: 'Tone', kind: 'select', options: tones, emptyMeans: 'loud' }] }), /emptyMeans "loud"/)
})

t.test('every choice of every select is in words: a label of its own, and no hint that explains stored values', async (t) => {
  for (const block of BLOCKS) {
    for (const field of [...block.fields, ...(block.items?.fields ?? [])].filter((f) => f.kind === 'select')) {
      for (const option of field.options!) t.ok(option.label !== option.value && /^[A-Z]/.test(option.label), `${block.type}.${field.name}: ${option.value} is shown as "${option.label}"`)
      t.notMatch(field.hint ?? '', new RegExp(`\\b(${field.options!.map((o) => o.value).join('|')}):`), `${block.type}.${field.name}: no hint explains raw values`)
    }
  }
  t.notMatch(JSON.stringify(BLOCKS.map((b) => b.fields.map((f) => f.hint ?? ''))), /Write "[^"]*" to/, 'no hint teaches a syntax')
})

t.test('GET /api/cms/pages/blocks: the catalogue, for staff', async (t) => {
  const app = await createTestApp([auth, pages])
  t.teardown(() => app.close())
  t.equal((await app.inject({ url: '/api/cms/pages/blocks' })).statusCode, 401)
  const { cookie: viewer } = await staff(app, 'viewer')
  const res = await app.inject({ url: '/api/cms/pages/blocks', headers: { cookie: viewer } })
  t.equal(res.statusCode, 200)
  const blocks = res.json() as Array<{ type: string; fields: Array<{ name: string; kind: string; required: boolean }>; defaults: StoredBlock }>
  t.same(
    blocks.map((b) => b.type),
    BLOCKS.map((b) => b.type),
  )
  const button = blocks.find((b) => b.type === 'button')!
  t.match(button.fields, [{ name: 'title', kind: 'shortText' }, { name: 'content', kind: 'shortText', required: true }, { name: 'link', kind: 'link', required: true }])
  t.same(button.defaults, BLOCKS.find((b) => b.type === 'button')!.defaults, 'defaults exactly as stored')
})
