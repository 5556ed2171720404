/**
 * Designed blocks drawn by web-public/src/sections/journal (chunk `journal`): the headline hero, the
 * large door cards (two sit side by side: row `doors`) and the story call to action with its button
 * (one panel: row `story`). Seeded on the Journal landing (shared/pages/defaults/journal.ts).
 */
import { defineBlock, type BlockSpec } from './fields.ts'
import { IMAGE_ALT, LINK_HINT } from './common.ts'


export const HEADLINE_HERO_BLOCK = defineBlock({
  type: 'headline-hero',
  chunk: 'journal',
  label: 'Headline hero',
  description: 'A centred opening: a small line above, a large headline whose last words glow in the brand gradient, and a lead paragraph.',
  icon: 'banner',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the headline (this name when the headline is empty).' },
    { name: 'content', label: 'Headline', kind: 'shortText', max: 160 },
    { name: 'highlight', label: 'Highlighted words', kind: 'shortText', max: 80, hint: 'The last words of the headline, drawn in the brand gradient. Leave empty for none.' },
    { name: 'eyebrow', label: 'Line above the headline', kind: 'shortText', max: 80 },
    { name: 'subtitle', label: 'Lead paragraph', kind: 'longText', max: 600 },
  ],
  defaults: {
    id: 'headline-hero',
    type: 'headline-hero',
    title: 'Ideas in motion.',
    content: 'Ideas in motion.',
    visible: true,
    metadata: {
      eyebrow: 'The Yerth Journal',
      highlight: 'motion.',
      subtitle:
        'Stories, field notes and videos from the road to Hypermobility: how we design, test and think about mobility that works like nature.',
    },
  },
})

export const DOOR_CARD_BLOCK = defineBlock({
  type: 'door-card',
  chunk: 'journal',
  row: 'doors',
  label: 'Door card',
  description: 'A large card with a picture that leads to another part of the site; two in a row sit side by side.',
  icon: 'image',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', required: true, max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 1_000 },
    { name: 'kicker', label: 'Line above the heading', kind: 'shortText', max: 60 },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is only decoration.'),
    { name: 'link', label: 'Card link', kind: 'link', required: true, hint: LINK_HINT },
    { name: 'linkLabel', label: 'Call to action', kind: 'shortText', max: 80, hint: 'The words with an arrow at the foot of the card; the whole card is the link.' },
  ],
  defaults: {
    id: 'door-card',
    type: 'door-card',
    title: 'Blogs',
    content:
      'Long reads on nature-inspired design, intelligent vehicles and the road to zero-emission mobility, written by the people building it.',
    visible: true,
    metadata: { kicker: 'Read', image: '/journal-blogs.svg', imageAlt: '', link: '/journal/blogs', linkLabel: 'Explore the blogs' },
  },
})

export const STORY_CTA_BLOCK = defineBlock({
  type: 'story-cta',
  chunk: 'journal',
  row: 'story',
  label: 'Call to action panel',
  description: 'A heading and a line inviting visitors to get in touch, with an optional second link; a Story button placed right after it joins the same panel.',
  icon: 'text',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 160 },
    { name: 'content', label: 'Text', kind: 'richText', max: 1_000 },
    { name: 'secondLabel', label: 'Second link text', kind: 'shortText', max: 80, hint: 'A quieter button beside the text; leave empty for none.' },
    { name: 'secondLink', label: 'Second link', kind: 'link', hint: LINK_HINT },
  ],
  defaults: {
    id: 'story-cta',
    type: 'story-cta',
    title: 'Have a story we should tell?',
    content: "Riders, makers, researchers and partners: we'd love to hear from you. Or get to know the team behind the Journal first.",
    visible: true,
    metadata: { secondLabel: 'About Yerth', secondLink: '/about' },
  },
})

export const STORY_BUTTON_BLOCK = defineBlock({
  type: 'story-button',
  chunk: 'journal',
  row: 'story',
  label: 'Story button',
  description: 'A large primary button with an arrow; placed right after a Call to action panel it sits inside that panel.',
  icon: 'button',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the button text (this name when it is empty).' },
    { name: 'content', label: 'Button text', kind: 'shortText', max: 80 },
    { name: 'link', label: 'Button link', kind: 'link', required: true, hint: LINK_HINT },
  ],
  defaults: { id: 'story-button', type: 'story-button', title: 'Contact Us', content: 'Contact Us', visible: true, metadata: { link: '/contact' } },
})

export const JOURNAL_BLOCKS: readonly BlockSpec[] = [HEADLINE_HERO_BLOCK, DOOR_CARD_BLOCK, STORY_CTA_BLOCK, STORY_BUTTON_BLOCK]
