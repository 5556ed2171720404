/**
 * Designed blocks drawn by web-public/src/sections/media (chunk `media`): the press room's hero, the
 * media kit and press lists (their entries come from the Media Manager, loaded with the page), founder
 * photos, brand usage guidelines and the media inquiry banner. Each works on any page, any number of times.
 */
import { DEFAULT_FOUNDERS } from '../pages/defaults/founders.ts'
import { defineBlock, type BlockSpec, type SelectOption } from './fields.ts'
import { IMAGE_ALT } from './common.ts'

const ANCHOR_HINT = 'The id of a block on the same page, such as media-kit (shown beside each block in the list). Leave the button text empty for no button.'
const EMPTY_TITLE = { label: 'Heading when the list is empty', kind: 'shortText', max: 160 } as const
const EMPTY_TEXT = { label: 'Text when the list is empty', kind: 'longText', max: 1_000 } as const

export const MEDIA_HERO_BLOCK = defineBlock({
  type: 'media-hero',
  chunk: 'media',
  label: 'Press room hero',
  description: 'A page opener with an eyebrow, headline, lead, two buttons that jump to blocks further down the page, and a picture.',
  icon: 'banner',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; shown as the headline when the headline is empty.' },
    { name: 'content', label: 'Headline', kind: 'shortText', max: 160 },
    { name: 'eyebrow', label: 'Eyebrow', kind: 'shortText', max: 80, hint: 'A few words above the headline.' },
    { name: 'subtitle', label: 'Lead', kind: 'longText', max: 600 },
    { name: 'linkLabel', label: 'First button text', kind: 'shortText', max: 60 },
    { name: 'anchor', label: 'First button jumps to', kind: 'shortText', max: 64, hint: ANCHOR_HINT },
    { name: 'secondLabel', label: 'Second button text', kind: 'shortText', max: 60 },
    { name: 'secondAnchor', label: 'Second button jumps to', kind: 'shortText', max: 64, hint: ANCHOR_HINT },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt', hint: 'Shown beside the text on wide screens (about 560 × 400).' },
    IMAGE_ALT('Leave empty when the picture is decoration only.'),
  ],
  defaults: {
    id: 'hero',
    type: 'media-hero',
    title: 'Media & Press',
    content: 'Media & Press',
    visible: true,
    metadata: {
      eyebrow: 'Press Room',
      subtitle:
        'Logos, brand assets, founder photos and the latest news about Yerth, ready for your story. Everything here is free to use for editorial coverage.',
      linkLabel: 'Browse the Media Kit',
      anchor: 'media-kit',
      secondLabel: 'Media Inquiries',
      secondAnchor: 'inquiry',
      image: '/art/media-hero.svg',
      imageAlt: '',
    },
  },
})

export const MEDIA_KIT_BLOCK = defineBlock({
  type: 'media-kit',
  chunk: 'media',
  label: 'Media kit',
  description: 'Every file of the media kit (Media Manager) as a download card, or a friendly note while there are none.',
  icon: 'book',
  needs: ['mediaKit'],
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: 'Enter starts a new paragraph, Shift+Enter a new line.' },
    { name: 'buttonLabel', label: 'Download button text', kind: 'shortText', max: 40 },
    { name: 'emptyTitle', ...EMPTY_TITLE },
    { name: 'emptyText', ...EMPTY_TEXT },
  ],
  defaults: {
    id: 'media-kit',
    type: 'media-kit',
    title: 'Media Kit',
    content: 'Official logos, colour palettes, typography and product imagery in print and screen formats.',
    visible: true,
    metadata: {
      buttonLabel: 'Download',
      emptyTitle: 'Media kit coming soon',
      emptyText: "We're preparing our logo pack, brand guidelines and product imagery. Need something today? Send us a media inquiry and we'll send it over.",
    },
  },
})

/** The founders as the press sees them: only what this block draws (portrait, name, role, profile link). */
const FOUNDER_PHOTOS = DEFAULT_FOUNDERS.map((f) => ({ name: f.name ?? '', title: f.title ?? '', image: f.image ?? '', imageAlt: '', linkedin: f.linkedin ?? '' }))

export const FOUNDER_PHOTOS_BLOCK = defineBlock({
  type: 'founder-photos',
  chunk: 'media',
  label: 'Founder photos',
  description: 'Portraits of the founders that the press may download, each with a profile link, beside the rules for using them.',
  icon: 'users',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: 'Enter starts a new paragraph, Shift+Enter a new line.' },
    { name: 'profileLabel', label: 'Profile link text', kind: 'shortText', max: 60 },
    { name: 'downloadLabel', label: 'Photo download text', kind: 'shortText', max: 60 },
    { name: 'guidelinesTitle', label: 'Usage rules heading', kind: 'shortText', max: 120 },
    { name: 'guidelines', label: 'Photo usage rules', kind: 'longText', max: 2_000, hint: 'One rule per line. Leave empty to show no rules.' },
  ],
  items: {
    label: 'Founder',
    max: 12,
    fields: [
      { name: 'name', label: 'Name', kind: 'shortText', required: true, max: 120 },
      { name: 'title', label: 'Role', kind: 'shortText', max: 120 },
      { name: 'image', label: 'Portrait', kind: 'image', alt: 'imageAlt', hint: 'A 4:5 portrait; visitors can download it.' },
      IMAGE_ALT('Empty: "Portrait of" and the name.'),
      { name: 'linkedin', label: 'Profile link', kind: 'link', hint: 'A full address starting with https://, such as a LinkedIn page; it opens in a new tab.' },
    ],
  },
  defaults: {
    id: 'founders',
    type: 'founder-photos',
    title: 'Founder Photos',
    content: 'High-resolution portraits of the founders of Yerth for articles, interviews and event listings.',
    visible: true,
    metadata: {
      items: FOUNDER_PHOTOS,
      profileLabel: 'Professional profile',
      downloadLabel: 'Download photo',
      guidelinesTitle: 'Photo usage guidelines',
      guidelines:
        'Credit photos as "Courtesy of Yerth".\nUse them only in coverage of Yerth and its founders.\nCrop freely, but do not retouch, filter or alter faces.\nAsk us first before using them in advertising.',
    },
  },
})

export const PRESS_LIST_BLOCK = defineBlock({
  type: 'press-list',
  chunk: 'media',
  label: 'Press highlights',
  description: 'The three newest published press highlights (Press Highlights manager), each linking to its story.',
  icon: 'globe',
  needs: ['press'],
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: 'Enter starts a new paragraph, Shift+Enter a new line.' },
    { name: 'emptyTitle', ...EMPTY_TITLE },
    { name: 'emptyText', ...EMPTY_TEXT },
  ],
  defaults: {
    id: 'press',
    type: 'press-list',
    title: 'Press Highlights',
    content: 'What the world is saying about Yerth and the idea of Hypermobility.',
    visible: true,
    metadata: {
      emptyTitle: 'No press highlights yet',
      emptyText: 'Our first headlines are on their way. Writing about Yerth? We would love to help with your story.',
    },
  },
})

/** What a guideline card shows above its rules: the logo, a colour swatch, or a photography motif. */
export const GUIDELINE_KINDS: readonly SelectOption[] = [
  { value: 'logo', label: 'The Yerth logo' },
  { value: 'colour', label: 'A swatch of its colour' },
  { value: 'photography', label: 'A camera, for photography' },
]

export const BRAND_GUIDELINES_BLOCK = defineBlock({
  type: 'brand-guidelines',
  chunk: 'media',
  label: 'Brand guidelines',
  description: 'Cards of rules for using the brand: the logo, a colour with its swatch, photography.',
  icon: 'shield',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: 'Enter starts a new paragraph, Shift+Enter a new line.' },
  ],
  items: {
    label: 'Guideline',
    max: 12,
    fields: [
      { name: 'kind', label: 'Picture', kind: 'select', options: GUIDELINE_KINDS, emptyMeans: 'photography', hint: 'Drawn above the rules; a swatch takes the colour below.' },
      { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 120 },
      { name: 'color', label: 'Colour', kind: 'shortText', max: 7, hint: 'For a colour card: its hex value, such as #22a625 (empty: Yerth Green).' },
      { name: 'rules', label: 'Rules', kind: 'longText', max: 2_000, hint: 'One rule per line.' },
    ],
  },
  defaults: {
    id: 'guidelines',
    type: 'brand-guidelines',
    title: 'Usage Guidelines',
    content: 'A few simple rules keep the Yerth brand recognisable wherever it appears.',
    visible: true,
    metadata: {
      items: [
        {
          kind: 'logo',
          title: 'Logo',
          rules:
            'Use the supplied files; never redraw or recolour the mark.\nKeep clear space around the logo of at least the height of the "Y".\nPlace it on plain backgrounds with enough contrast.',
        },
        {
          kind: 'colour',
          title: 'Brand colour',
          color: '#22a625',
          rules:
            'Yerth Green #22a625 is our primary colour.\nPair it with deep forest tones or clean white.\nDo not tint, shade or mix it with gradients of other hues.',
        },
        {
          kind: 'photography',
          title: 'Photography',
          rules:
            'Show vehicles in natural light and real places.\nFavour people and nature over studio backdrops.\nCredit every image as "Courtesy of Yerth".',
        },
      ],
    },
  },
})

export const PRESS_INQUIRY_BLOCK = defineBlock({
  type: 'press-inquiry',
  chunk: 'media',
  label: 'Press inquiry banner',
  description: 'A dark call-to-action banner for journalists: a reply promise, a button to a page and a button that e-mails the team.',
  icon: 'handshake',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; shown as the heading when the heading is empty.' },
    { name: 'content', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'promise', label: 'Reply promise', kind: 'shortText', max: 160, hint: 'A short line in a pill above the heading.' },
    { name: 'subtitle', label: 'Text', kind: 'longText', max: 600 },
    { name: 'linkLabel', label: 'Button text', kind: 'shortText', max: 60 },
    { name: 'link', label: 'Button link', kind: 'link', hint: 'A page of this site such as /contact, or a full address starting with https://' },
    { name: 'secondLabel', label: 'E-mail button text', kind: 'shortText', max: 60, hint: 'Writes to the contact e-mail of Settings. Leave empty for no e-mail button.' },
  ],
  defaults: {
    id: 'inquiry',
    type: 'press-inquiry',
    title: 'Media Inquiries',
    content: 'Media Inquiries',
    visible: true,
    metadata: {
      subtitle: 'Working on a story about Yerth? Interviews, product details, images or comments: our press team is here to help.',
      promise: 'We reply within 4 hours during business hours.',
      linkLabel: 'Send a Media Inquiry',
      link: '/contact',
      secondLabel: 'Email Our Team',
    },
  },
})

export const MEDIA_BLOCKS: readonly BlockSpec[] = [MEDIA_HERO_BLOCK, MEDIA_KIT_BLOCK, FOUNDER_PHOTOS_BLOCK, PRESS_LIST_BLOCK, BRAND_GUIDELINES_BLOCK, PRESS_INQUIRY_BLOCK]
