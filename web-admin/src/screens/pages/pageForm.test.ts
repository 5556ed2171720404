/**
 * The Website Pages Manager's pure rules (admin-area §3, §4, §8, §9; issues 7 and 17): reading stored
 * sections, the list steps, the request bodies, a refused save put on its fields (as data, never
 * parsed from prose), the list of pages (seven managed, then created ones) and a new page's address.
 * The catalogue-driven rules of the section editor: blockForm.test.ts.
 */
import t from 'tap'
import type { ApiResponse } from '../../api/client.ts'
import { NO_SOCIAL_CARD, type BlockCatalogueEntry, type Page, type Section } from '../../../../shared/api/pages.ts'
import { MANAGED_PAGES } from '../../../../shared/pages/managed.ts'
import { SIGN_IN_TO_SAVE } from '../../lib/signIn.ts'
import { copyName, duplicateBody, duplicateValues, firstSection, nameProblem, newPageBody, SLUG_SHAPE, slugFromName, slugProblem } from './newPage.ts'
import { entryByKey, pageEntries } from './pageEntries.ts'
import { contentJsonOf, insertAt, moveItem, PAGE_SAVE_FAILED, pageFormOf, pageUpdateBody, previewFields, readSections, removeAt, sectionProblems } from './pageForm.ts'
import { fieldPath, pageRefusal } from './pageRefusal.ts'

const section = (id: string, patch: Partial<Section> = {}): Section => ({ id, type: 'text', title: id, content: '', visible: true, ...patch })
const refused = (status: number, data: unknown): ApiResponse<unknown> => ({ ok: false, status, data: data as null })

let nextId = 1
function page(patch: Partial<Page> = {}): Page {
  return {
    id: nextId++,
    page_name: 'Home',
    content_json: '[]',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    canonical_url: '',
    ...NO_SOCIAL_CARD,
    is_published: true,
    publish_at: null,
    updated_at: '',
    version: 1,
    slug: '',
    path: '/',
    managed: true,
    ...patch,
  }
}

t.test('stored sections are read leniently, and a type the catalogue does not know is kept', async (t) => {
  t.same(readSections('not json'), { sections: [], broken: true })
  t.same(readSections('{"a":1}'), { sections: [], broken: true })
  t.same(readSections(''), { sections: [], broken: false })
  const { sections } = readSections(
    JSON.stringify([{ id: 'hero', type: 'hero', title: 'Hi', content: 'Go', visible: false, metadata: { subtitle: 'Sub', items: [{ name: 'A', n: 3 }], n: 1 } }, { type: 'video-wall' }, {}]),
  )
  t.same(sections[0], { id: 'hero', type: 'hero', title: 'Hi', content: 'Go', visible: false, metadata: { subtitle: 'Sub', items: [{ name: 'A' }] } }, 'non-string values dropped, the type kept')
  t.same(sections[1], { id: 'section-2', type: 'video-wall', title: '', content: '', visible: true }, 'an unknown type is never turned into text')
  t.equal(sections[2].type, 'text', 'a section without a type reads as the spec’s text')
})

t.test('list steps', async (t) => {
  t.same(moveItem(['a', 'b', 'c'], 0, 2), ['b', 'c', 'a'])
  t.same(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b'])
  t.same(moveItem(['a', 'b'], 0, 5), ['a', 'b'], 'out of range: unchanged')
  t.same(insertAt(['a', 'c'], 1, 'b'), ['a', 'b', 'c'])
  t.same(insertAt(['a'], 9, 'b'), ['a', 'b'], 'past the end: appended')
  t.same(removeAt(['a', 'b', 'c'], 1), ['a', 'c'])
  t.same(sectionProblems([section('a'), section('a'), section('bad id')]), ['Two sections share the id “a”.', 'Section 3 has an id the site cannot use (“bad id”).'])
})

t.test('bodies: values as typed, SEO trimmed, is_published sent, the preview names a created page by slug', async (t) => {
  const stored = page({
    content_json: JSON.stringify([section('cta', { type: 'button', metadata: { link: '' } }), section('b', { type: 'banner', metadata: {} })]),
    meta_title: ' Home ',
    meta_description: 'd',
    is_published: false,
  })
  const form = pageFormOf(stored)
  t.equal(form.is_published, false)
  const sections = JSON.parse(contentJsonOf(form)) as Section[]
  t.same(sections[0].metadata, { link: '' }, 'an empty link is kept as typed: the block says whether it is required')
  t.notOk('metadata' in sections[1], 'an empty metadata object is left out')
  const body = pageUpdateBody(form)
  t.same(
    Object.keys(body).sort(),
    ['canonical_url', 'content_json', 'is_published', 'meta_description', 'meta_keywords', 'meta_title', 'publish_at', 'social_description', 'social_image', 'social_title'],
    'admin-area §7 PUT fields, is_published, the social card and the schedule (issue 31)',
  )
  const older = { ...form }
  delete older.social_image
  t.equal(pageUpdateBody(older).social_image, '', 'a copy kept in the browser before social cards sends the default')
  t.equal(body.meta_title, 'Home')
  t.equal(body.is_published, false)
  t.notOk('is_published' in pageUpdateBody({ ...form, is_published: undefined }), 'a copy kept before the switch existed sends none')

  t.equal(body.publish_at, null, 'not scheduled: published at once')
  t.notOk('publish_at' in pageUpdateBody({ ...form, publish_at: undefined }), 'a copy kept before schedules sends none (the page keeps its own)')
  const { is_published: _p, publish_at: _at, ...rest } = body
  t.same(previewFields(stored, form), { page_name: 'Home', ...rest }, 'a managed page is named by its name')
  t.same(previewFields(page({ page_name: 'Summer', slug: 'summer', path: '/summer', managed: false }), form), { page_name: 'Summer', slug: 'summer', ...rest })
})

t.test('a refused save is put on its fields from the details, as data (issue 17)', async (t) => {
  const sent = [section('intro'), section('hero', { title: 'Big hello' }), section('faq', { title: '' })]
  const refusal = pageRefusal(
    refused(400, {
      error: 'The page was not saved.',
      details: [
        { section: 1, field: 'primaryLink', message: 'Enter a page of this site such as /contact…' },
        { section: 2, item: 3, field: 'answer', message: 'Answer is required.' },
        { section: 2, field: 'items', message: 'Use at most 12 questions.' },
        { section: 1, field: 'primaryLink', message: 'a second message for the same field' },
        { field: 'meta_title', message: 'Use at most 200 characters.' },
        { section: 9, field: 'title', message: 'a section that was not sent' },
        { section: 'x', field: 'title', message: 'malformed' },
      ],
    }),
    sent,
  )
  t.same(refusal.sections, {
    hero: { primaryLink: 'Enter a page of this site such as /contact…' },
    faq: { 'items.3.answer': 'Answer is required.', items: 'Use at most 12 questions.' },
  })
  t.same(refusal.page, { meta_title: 'Use at most 200 characters.', title: 'a section that was not sent' }, 'details without a sent section concern the page')
  t.same(refusal.first, { section: 'hero', path: 'primaryLink' }, 'the first section field is shown first')
  t.equal(refusal.summary, 'Not saved: check section 2 (“Big hello”). SEO Settings, Meta title: Use at most 200 characters. a section that was not sent')
  t.equal(fieldPath('image', 0), 'items.0.image')
  t.equal(fieldPath('title'), 'title')

  const seoOnly = pageRefusal(refused(400, { error: 'x', details: [{ field: 'meta_description', message: 'Too long.' }] }), sent)
  t.same(seoOnly.first, { page: 'meta_description' })
  t.equal(seoOnly.summary, 'Not saved: SEO Settings, Meta description: Too long.')

  t.equal(pageRefusal(refused(409, { error: 'Someone else saved this page.' }), sent).summary, 'Someone else saved this page.', 'no details: the server’s sentence')
  t.equal(pageRefusal(refused(500, null), sent).summary, PAGE_SAVE_FAILED)
  t.equal(pageRefusal(refused(400, { error: 'body/content_json must NOT have more than 5 characters' }), sent).summary, PAGE_SAVE_FAILED, 'validator text is never shown')
  t.equal(pageRefusal(refused(401, { error: 'Sign in' }), sent).summary, SIGN_IN_TO_SAVE)
  const named = pageRefusal(refused(400, { details: [{ section: 0, field: 'title', message: 'm' }] }), sent, () => 'Text block')
  t.equal(named.summary, 'Not saved: check section 1 (“Text block”).', 'the editor names sections as its list does')
})

t.test('the page list: the seven managed pages in order, then created pages by name', async (t) => {
  const home = page()
  const about = page({ page_name: 'About Us', slug: 'about', path: '/about' })
  const zeta = page({ page_name: 'Zeta launch', slug: 'zeta', path: '/zeta', managed: false, is_published: false })
  const alpha = page({ page_name: 'Alpha event', slug: 'alpha-event', path: '/alpha-event', managed: false })
  const entries = pageEntries([zeta, about, home, alpha])
  t.same(
    entries.map((e) => [e.key, e.name, e.path, e.managed]),
    [...MANAGED_PAGES.map((m) => [m.key, m.name, m.path, true]), ['alpha-event', 'Alpha event', '/alpha-event', false], ['zeta', 'Zeta launch', '/zeta', false]],
  )
  t.equal(entries.find((e) => e.key === 'careers')?.page, null, 'a managed page the server lacks is listed, without a page')
  t.equal(entryByKey(entries, 'home')?.page, home)
  t.equal(entryByKey(entries, 'zeta')?.page, zeta)
  t.equal(entryByKey(entries, 'nothing'), null)
  t.equal(entryByKey(entries, null), null)
})

t.test('a new page: its address, its checks and its body', async (t) => {
  const pages = [page(), page({ page_name: 'About Us', slug: 'about', path: '/about' }), page({ page_name: 'Spring sale', slug: 'spring-sale', path: '/spring-sale', managed: false })]
  t.equal(slugFromName('  Summer Événement 2026! '), 'summer-evenement-2026')
  t.equal(slugFromName('---'), '')
  t.equal(slugFromName('a'.repeat(100)).length, 80)
  t.equal(slugProblem('', pages), 'Enter the address of the page.')
  for (const bad of ['Summer', 'summer event', 'summer_event', 'été', 'a/b', '-a', 'a-', 'a--b', 'x'.repeat(81)]) t.equal(slugProblem(bad, pages), SLUG_SHAPE, bad)
  t.match(slugProblem('home', pages), /belongs to one of the site's own pages/, '?page=home names Home')
  t.equal(slugProblem('spring-sale', pages), '“Spring sale” already lives at /spring-sale. Choose another address.')
  t.equal(slugProblem('summer-2026', pages), null)
  t.equal(nameProblem(' ', pages), 'Enter a name for the page.')
  t.equal(nameProblem('about us', pages), 'A page called “about us” exists already.')
  t.equal(nameProblem('Summer', pages), null)

  const text: BlockCatalogueEntry = { type: 'text', label: 'Text', description: '', icon: 'text', fields: [], defaults: { id: 'text', type: 'text', title: 'New Section', content: 'Enter content here...', visible: true } }
  const body = newPageBody({ page_name: ' Summer ', slug: 'summer', meta_title: ' Summer at Yerth ', meta_description: '', is_published: true }, text)
  t.same(body, { page_name: 'Summer', slug: 'summer', content_json: JSON.stringify([{ id: 'main', type: 'text', title: 'New Section', content: 'Enter content here...', visible: true }]), meta_title: 'Summer at Yerth', meta_description: '', is_published: true })
  t.notOk('meta_title' in newPageBody({ page_name: 'Summer', slug: 'summer', meta_title: ' ', meta_description: '', is_published: false }, text), 'no title: the server’s default')
  t.same(firstSection(undefined), { id: 'main', type: 'text', title: 'New Section', content: 'Enter content here...', visible: true }, 'without a catalogue: the spec’s new section')
})

t.test('Duplicate page: a free name and address, the saved sections and keywords, hidden, no copied title or canonical URL (issue 31)', async (t) => {
  const about = page({ page_name: 'About Us', slug: 'about', path: '/about', managed: true, content_json: '[{"id":"hero","type":"hero","visible":true}]', meta_title: 'About - Yerth', meta_description: 'Who we are.', meta_keywords: 'yerth, team', canonical_url: 'https://example.org/about' })
  const pages = [about]
  t.equal(copyName('About Us', pages), 'About Us (copy)')
  const withCopy = [...pages, page({ page_name: 'About Us (copy)', slug: 'about-us-copy', path: '/about-us-copy', managed: false })]
  t.equal(copyName('About Us', withCopy), 'About Us (copy 2)', 'counts up past a name that exists')
  t.equal(copyName('a'.repeat(200), pages).length <= 120, true, 'never longer than a name may be')

  const values = duplicateValues(about, pages)
  t.same(values, { page_name: 'About Us (copy)', slug: 'about-us-copy', meta_title: '', meta_description: 'Who we are.', is_published: false })
  t.equal(slugProblem(values.slug, pages), null, 'its address is free')
  // A page that took the address the name makes, under another name: the address counts up.
  const squatter = page({ page_name: 'Elsewhere', slug: 'about-us-copy', path: '/about-us-copy', managed: false })
  t.equal(duplicateValues(about, [about, squatter]).slug, 'about-us-copy-2')

  const body = duplicateBody(values, about)
  t.equal(body.content_json, about.content_json, 'the saved sections')
  t.equal(body.meta_keywords, 'yerth, team')
  t.notOk('meta_title' in body, 'the title is the default of the new name')
  t.notOk('canonical_url' in body, 'the canonical URL would send search engines to the source')
  t.equal(body.is_published, false)
})
