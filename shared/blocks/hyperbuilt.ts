/**
 * Designed blocks drawn by web-public/src/sections/hyperbuilt (chunk `hyperbuilt`): the cinema-dark
 * show hero, the series cards (side by side: row `series`), the newsletter signup, the preview
 * dialog and a stand-alone button that opens it. Seeded on HyperBuilt (shared/pages/defaults/hyperbuilt.ts).
 *
 * The preview dialog is opened by the hero's Watch Preview button and by any Preview button on the
 * same page, and thanks a visitor who signed up with a Newsletter signup block. Blocks do not read
 * each other: a mounted dialog says so in the browser (web-public/src/sections/hyperbuilt/preview-store.ts).
 * Without a visible dialog on the page those buttons go away once the page is live (the server,
 * which cannot know, draws them) and the signup says thanks in place.
 */
import { defineBlock, type BlockSpec, type SelectOption } from './fields.ts'
import { IMAGE_ALT } from './common.ts'

const ANCHOR_RULE = 'Letters, digits, - and _, starting with a letter.'

export const SHOW_HERO_BLOCK = defineBlock({
  type: 'show-hero',
  chunk: 'hyperbuilt',
  label: 'Show hero',
  description: 'A cinema-dark opening for a show: a recording chip, a large title, tagline and lead, a jump to another block, a Watch Preview button and a picture.',
  icon: 'banner',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the title (this name when the title is empty).' },
    { name: 'content', label: 'Title', kind: 'shortText', max: 120 },
    { name: 'eyebrow', label: 'Chip text', kind: 'shortText', max: 80, hint: 'The small label with a red recording dot above the title.' },
    { name: 'tagline', label: 'Tagline', kind: 'shortText', max: 160 },
    { name: 'subtitle', label: 'Lead paragraph', kind: 'longText', max: 800 },
    { name: 'subscribeLabel', label: 'Jump button text', kind: 'shortText', max: 60, hint: 'Leave empty for no jump button.' },
    { name: 'subscribeAnchor', label: 'Jump button target', kind: 'shortText', max: 64, hint: 'The anchor of a block on this page, such as subscribe (the anchor of a Newsletter signup).' },
    { name: 'previewLabel', label: 'Watch Preview button text', kind: 'shortText', max: 60, hint: 'Opens the Preview dialog block of this page (the button shows only when the page has one). Leave empty for no button.' },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is only decoration.'),
  ],
  defaults: {
    id: 'show-hero',
    type: 'show-hero',
    title: 'HyperBuilt',
    content: 'HyperBuilt',
    visible: true,
    metadata: {
      eyebrow: 'Reality Series · Podcasts',
      tagline: 'Hypermobility, built in the open.',
      subtitle:
        'Follow the Yerth team from the first sketch to the first ride: the breakthroughs, the setbacks and the people in between. Two shows, one story, filmed as it happens.',
      subscribeLabel: 'Subscribe to Updates',
      subscribeAnchor: 'subscribe',
      previewLabel: 'Watch Preview',
      image: '/art/hyperbuilt-hero.svg',
      imageAlt: '',
    },
  },
})

/** The glyphs a series card's kicker may carry (drawn by the hyperbuilt chunk; the named icon set has no film or microphone). */
export const SERIES_KICKER_ICONS: readonly SelectOption[] = [
  { value: 'film', label: 'Film reel' },
  { value: 'microphone', label: 'Microphone' },
]

export const SERIES_CARD_BLOCK = defineBlock({
  type: 'series-card',
  chunk: 'hyperbuilt',
  row: 'series',
  label: 'Series card',
  description: 'A show or series: picture with a badge, a kicker, title, text and a checklist; cards in a row sit side by side (lifted over a Show hero above them).',
  icon: 'image',
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 1_200 },
    { name: 'eyebrow', label: 'Kicker', kind: 'shortText', max: 60, hint: 'A short word above the title, such as Watch or Listen.' },
    { name: 'kickerIcon', label: 'Kicker icon', kind: 'select', options: SERIES_KICKER_ICONS, hint: 'Drawn before the kicker.' },
    { name: 'badge', label: 'Badge', kind: 'shortText', max: 40, hint: 'On the picture, such as Coming Soon. Leave empty for none.' },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is only decoration.'),
    { name: 'features', label: 'Checklist', kind: 'longText', max: 1_500, hint: 'One point per line.' },
    { name: 'anchor', label: 'Anchor', kind: 'shortText', max: 64, hint: `An id links can jump to, such as reality for /hyperbuilt#reality. ${ANCHOR_RULE}` },
  ],
  defaults: {
    id: 'series-card',
    type: 'series-card',
    title: 'Reality Series',
    content:
      'Cameras in the workshop, on the test track and in the room where the hard calls are made. Watch an electric vehicle come to life, one prototype at a time.',
    visible: true,
    metadata: {
      badge: 'Coming Soon',
      eyebrow: 'Watch',
      kickerIcon: 'film',
      image: '/art/hyperbuilt-reality.svg',
      imageAlt: '',
      features: 'Episodes filmed inside the Yerth workshop\nTest rides, teardowns and redesigns\nThe engineers and designers behind every decision',
      anchor: 'reality',
    },
  },
})

export const SUBSCRIBE_BLOCK = defineBlock({
  type: 'subscribe',
  chunk: 'hyperbuilt',
  label: 'Newsletter signup',
  description: 'A panel with a heading, a claim and an e-mail signup to the newsletter; with a Preview dialog on the page, the dialog says thanks.',
  icon: 'users',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Text', kind: 'richText', max: 1_000 },
    { name: 'claim', label: 'Claim', kind: 'shortText', max: 80, hint: 'A short line above the heading, such as Join 10,000+ subscribers.' },
    { name: 'emailPlaceholder', label: 'E-mail field placeholder', kind: 'shortText', max: 60 },
    { name: 'buttonLabel', label: 'Button text', kind: 'shortText', max: 40 },
    { name: 'note', label: 'Note under the form', kind: 'shortText', max: 200 },
    { name: 'anchor', label: 'Anchor', kind: 'shortText', max: 64, hint: `An id a Show hero's jump button names, such as subscribe. ${ANCHOR_RULE}` },
  ],
  defaults: {
    id: 'subscribe',
    type: 'subscribe',
    title: 'Be first in the front row',
    content: 'Get an e-mail the moment the first episode drops, plus early clips and invitations to live recordings before anyone else.',
    visible: true,
    metadata: {
      claim: 'Join 10,000+ subscribers',
      emailPlaceholder: 'Enter your email',
      buttonLabel: 'Subscribe',
      note: 'No spam. One e-mail per episode; unsubscribe any time.',
      anchor: 'subscribe',
    },
  },
})

export const PREVIEW_DIALOG_BLOCK = defineBlock({
  type: 'preview-dialog',
  chunk: 'hyperbuilt',
  label: 'Preview dialog',
  description: 'A dialog that opens from Watch Preview buttons: Coming Soon before the visitor subscribes, a thank-you after. Not shown on the page until opened.',
  icon: 'eye',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 800 },
    { name: 'buttonLabel', label: 'Close button text', kind: 'shortText', max: 40 },
    { name: 'successTitle', label: 'Heading after subscribing', kind: 'shortText', max: 120 },
    { name: 'successText', label: 'Text after subscribing', kind: 'longText', max: 800 },
    { name: 'successButtonLabel', label: 'Close button text after subscribing', kind: 'shortText', max: 40 },
  ],
  defaults: {
    id: 'preview-dialog',
    type: 'preview-dialog',
    title: 'Coming Soon',
    content: "The first HyperBuilt preview is still in the edit suite. Subscribe to updates and we'll send it to you the moment it's ready.",
    visible: true,
    metadata: {
      successTitle: 'Successfully Subscribed!',
      successText: "You're on the list. We'll e-mail you the preview and every new episode as soon as they're out.",
      buttonLabel: "Can't Wait!",
      successButtonLabel: 'Got it!',
    },
  },
})

export const PREVIEW_BUTTON_BLOCK = defineBlock({
  type: 'preview-button',
  chunk: 'hyperbuilt',
  label: 'Preview button',
  description: 'A centred Watch Preview button that opens the Preview dialog of the page (drawn only when the page has one).',
  icon: 'button',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the button text (this name when it is empty).' },
    { name: 'content', label: 'Button text', kind: 'shortText', max: 60 },
  ],
  defaults: { id: 'preview-button', type: 'preview-button', title: 'Watch Preview', content: 'Watch Preview', visible: true },
})

export const HYPERBUILT_BLOCKS: readonly BlockSpec[] = [SHOW_HERO_BLOCK, SERIES_CARD_BLOCK, SUBSCRIBE_BLOCK, PREVIEW_DIALOG_BLOCK, PREVIEW_BUTTON_BLOCK]
