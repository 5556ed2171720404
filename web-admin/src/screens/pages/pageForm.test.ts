/**
 * The Website Pages Manager's pure rules (admin-area §3, §4, §8; issue 7): reading stored sections,
 * the editing steps, the request bodies, what each string field is edited as, and save replies.
 */
import t from 'tap'
import { NEW_SECTION, type Page, type Section } from '../../../../shared/api/pages.ts'
import type { ApiResponse } from '../../api/client.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'
import {
  EDITOR_NOTE_FIELD,
  extraTextFields,
  HIDDEN_ITEM_FIELDS,
  contentJsonOf,
  fieldKind,
  fieldLabel,
  itemName,
  moveItem,
  newItem,
  newSection,
  PAGE_SAVE_FAILED,
  pageFormOf,
  pageSaveError,
  pageUpdateBody,
  previewBody,
  readSections,
  sectionNamedIn,
  sectionProblems,
  withMetadata,
} from './pageForm.ts'

const section = (id: string, patch: Partial<Section> = {}): Section => ({ id, type: 'text', title: id, content: '', visible: true, ...patch })
const refused = (status: number, error?: string): ApiResponse<unknown> => ({ ok: false, status, data: error === undefined ? null : { error } })

t.test('stored sections are read leniently', async (t) => {
  t.same(readSections('not json'), { sections: [], broken: true })
  t.same(readSections('{"a":1}'), { sections: [], broken: true })
  t.same(readSections(''), { sections: [], broken: false })
  const { sections } = readSections(
    JSON.stringify([{ id: 'hero', type: 'banner', title: 'Hi', content: 'Go', visible: false, metadata: { subtitle: 'Sub', items: [{ name: 'A', n: 3 }], n: 1 } }, { type: 'video' }]),
  )
  t.same(sections[0], { id: 'hero', type: 'banner', title: 'Hi', content: 'Go', visible: false, metadata: { subtitle: 'Sub', items: [{ name: 'A' }] } }, 'non-string fields dropped')
  t.same(sections[1], { id: 'section-2', type: 'text', title: '', content: '', visible: true }, 'unknown type read as text, missing fields filled')
})

t.test('editing steps', async (t) => {
  const list = [section('a'), section('section-2'), section('c')]
  const added = newSection(list)
  t.same(added, { id: 'section-4', ...NEW_SECTION }, 'admin-area §4 defaults, a free id')
  t.equal(newSection([section('section-1')]).id, 'section-2')
  t.same(moveItem(['a', 'b', 'c'], 0, 2), ['b', 'c', 'a'])
  t.same(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b'])
  t.same(moveItem(['a', 'b'], 0, 5), ['a', 'b'], 'out of range: unchanged')
  t.same(withMetadata(section('b', { type: 'button' }), 'link', '/contact').metadata, { link: '/contact' })
  t.same(newItem([{ id: 'founder-1', name: 'A', image: '/a.png' }, { id: 'founder-2', name: 'B', quote: 'q' }]), { id: 'founder-3', name: '', image: '', quote: '' })
  t.same(newItem([]), { title: '', text: '' })
})

t.test('bodies: empty link and subtitle left out, SEO trimmed, theme for the preview', async (t) => {
  const page: Page = {
    id: 7,
    page_name: 'Home',
    content_json: JSON.stringify([section('cta', { type: 'button', metadata: { link: '' } }), section('b', { type: 'banner', metadata: { subtitle: '', eyebrow: '' } })]),
    meta_title: ' Home ',
    meta_description: 'd',
    meta_keywords: '',
    canonical_url: '',
    is_published: true,
    updated_at: '',
  }
  const form = pageFormOf(page)
  const stored = JSON.parse(contentJsonOf(form)) as Section[]
  t.notOk('metadata' in stored[0], 'an empty link is no link')
  t.same(stored[1].metadata, { eyebrow: '' }, 'other empty fields are kept')
  const body = pageUpdateBody(form)
  t.same(Object.keys(body).sort(), ['canonical_url', 'content_json', 'meta_description', 'meta_keywords', 'meta_title'], 'admin-area §7 PUT fields')
  t.equal(body.meta_title, 'Home')
  t.same(previewBody('Home', form, 'dark'), { page_name: 'Home', ...body, theme: 'dark' })
})

t.test('how a string field is edited', async (t) => {
  t.equal(fieldKind('image', ''), 'image')
  t.equal(fieldKind('backgroundImage', ''), 'image')
  t.equal(fieldKind('post1Url', ''), 'url')
  t.equal(fieldKind('linkedin', ''), 'url')
  t.equal(fieldKind('shortBio', 'x'), 'long')
  t.equal(fieldKind('name', 'Ada'), 'short')
  t.equal(fieldKind('primaryText', 'Explore'), 'short', 'a button text is one line')
  t.equal(fieldKind('text', 'x'), 'long')
  t.equal(fieldKind('badge', 'a\nb'), 'long')
  t.equal(fieldLabel('shortBio'), 'Short bio')
  t.equal(fieldLabel('post1Url'), 'Post 1 URL')
  t.equal(fieldLabel('cta_text'), 'CTA text')
  t.equal(itemName({ id: 'f-1', name: ' Ada ' }, 0), 'Ada')
  t.equal(itemName({ image: '/a.png', caption: 'Sea' }, 0), 'Sea')
  t.equal(itemName({}, 2), 'Item 3')
})

t.test('save replies (admin-area §8, without the original defect)', async (t) => {
  t.equal(pageSaveError(refused(400, 'content_json: section 3 ("hero"): metadata.link must be a site path or an http(s) URL')), 'content_json: section 3 ("hero"): metadata.link must be a site path or an http(s) URL')
  t.equal(pageSaveError(refused(500)), PAGE_SAVE_FAILED)
  t.equal(pageSaveError(refused(403, ' ')), PAGE_SAVE_FAILED)
  t.equal(pageSaveError(refused(401, 'Sign in')), SIGN_IN_TO_SAVE)
  const sections = [section('a'), section('b'), section('hero')]
  t.equal(sectionNamedIn('content_json: section 1 ("hero"): title must be text', sections), 2, 'by the quoted id first')
  t.equal(sectionNamedIn('content_json: section 2: id must be …', sections), 1, 'else by its position (from 1)')
  t.equal(sectionNamedIn('meta_title must be at most 200 characters long', sections), null)
  t.same(sectionProblems([section('a'), section('a'), section('bad id')]), ['Two sections share the id “a”.', 'Section 3 has an id the site cannot use (“bad id”).'])
})

t.test('a note to editors is never offered as a field (issue 16: every field changes what its label says)', async (t) => {
  const seeded: Section = { id: 'collaboration', type: 'text', title: 'Partners', content: '', visible: true, metadata: { partnerName: 'Acme', defaultCopy: 'Placeholder partner: replace…', items: [] } }
  t.same(extraTextFields(seeded), ['partnerName'], 'the section note is not a field')
  t.ok(HIDDEN_ITEM_FIELDS.includes(EDITOR_NOTE_FIELD), 'nor is an entry note')
  t.same(newItem([{ id: 'founder-1', name: 'A', defaultCopy: 'Placeholder founder' }]), { id: 'founder-2', name: '' }, 'a new entry gets no note')
})
