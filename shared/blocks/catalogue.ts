/**
 * THE block catalogue: every block type an editor can place on a page, declared once (fields.ts
 * says how). The server validates content_json against it (modules/pages/blocks.ts) and serves it
 * as GET /api/cms/pages/blocks; the console draws its forms and its block picker from it.
 *
 * The spec's four section types (admin-area §3: text, image, button, banner) are declared here; the
 * designed blocks are declared beside them, one file per web-public chunk (./home.ts, ./about.ts...),
 * each with its component in web-public/src/sections/<chunk>/index.ts.
 */
import { ABOUT_BLOCKS } from './about.ts'
import { CAREERS_BLOCKS } from './careers.ts'
import { CONTACT_BLOCKS } from './contact.ts'
import { defineBlock, type BlockSpec } from './fields.ts'
import { LINK_HINT } from './common.ts'
import { HOME_BLOCKS } from './home.ts'
import { HYPERBUILT_BLOCKS } from './hyperbuilt.ts'
import { JOURNAL_BLOCKS } from './journal.ts'
import { MEDIA_BLOCKS } from './media.ts'


export const TEXT_BLOCK = defineBlock({
  type: 'text',
  chunk: 'generic',
  label: 'Text',
  description: 'A heading and paragraphs of text, with bold, italic, links and lists.',
  icon: 'text',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Text', kind: 'richText', lists: true, hint: 'Enter starts a new paragraph, Shift+Enter a new line.' },
  ],
  defaults: { id: 'text', type: 'text', title: 'New Section', content: 'Enter content here...', visible: true },
})

export const IMAGE_BLOCK = defineBlock({
  type: 'image',
  chunk: 'generic',
  label: 'Image',
  description: 'One picture across the page, with its description for people who cannot see it.',
  icon: 'image',
  fields: [
    { name: 'title', label: 'Description (alt text)', kind: 'shortText', max: 200, hint: 'What the picture shows, for screen readers and search engines.' },
    { name: 'content', label: 'Image', kind: 'image', alt: 'title' },
  ],
  // A picture of the site's own art, so a new image block shows something until one is chosen.
  defaults: { id: 'image', type: 'image', title: 'A rider on a Yerth prototype', content: '/art/home-new-era.svg', visible: true },
})

export const BUTTON_BLOCK = defineBlock({
  type: 'button',
  chunk: 'generic',
  label: 'Button',
  description: 'A call to action: one button that leads to a page or another site.',
  icon: 'button',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the button text.' },
    { name: 'content', label: 'Button text', kind: 'shortText', max: 200, required: true },
    { name: 'link', label: 'Button link', kind: 'link', required: true, hint: LINK_HINT },
  ],
  defaults: { id: 'button', type: 'button', title: 'New button', content: 'Get in Touch', visible: true, metadata: { link: '/contact' } },
})

export const BANNER_BLOCK = defineBlock({
  type: 'banner',
  chunk: 'generic',
  label: 'Banner',
  description: 'A large title with a line under it, to open a page or a part of it.',
  icon: 'banner',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the banner title.' },
    { name: 'content', label: 'Banner title', kind: 'shortText', max: 300, required: true },
    { name: 'subtitle', label: 'Subtitle', kind: 'longText', max: 1_000 },
  ],
  defaults: { id: 'banner', type: 'banner', title: 'New banner', content: 'A new chapter of Hypermobility', visible: true, metadata: { subtitle: '' } },
})

export const GENERIC_BLOCKS: readonly BlockSpec[] = [TEXT_BLOCK, IMAGE_BLOCK, BUTTON_BLOCK, BANNER_BLOCK]

/** Every block type, in the order the picker lists them: the spec's four first, then the designed ones by chunk. */
export const BLOCKS: readonly BlockSpec[] = [
  ...GENERIC_BLOCKS,
  ...HOME_BLOCKS,
  ...ABOUT_BLOCKS,
  ...JOURNAL_BLOCKS,
  ...HYPERBUILT_BLOCKS,
  ...MEDIA_BLOCKS,
  ...CAREERS_BLOCKS,
  ...CONTACT_BLOCKS,
]

export const blockByType = (type: string): BlockSpec | undefined => BLOCKS.find((b) => b.type === type)
