/**
 * Designed blocks drawn by web-public/src/sections/contact (chunk `contact`): the contact hero; the
 * contact details, the reply note and the contact form, which share one row (`contact`: on wide
 * screens the first column stacks what comes first, the form-sized block fills the other); and the
 * link cards (side by side: row `link-cards`). Seeded on Contact Us (shared/pages/defaults/contact.ts).
 */
import { defineBlock, type BlockSpec } from './fields.ts'
import { IMAGE_ALT, LINK_HINT } from './common.ts'


export const CONTACT_HERO_BLOCK = defineBlock({
  type: 'contact-hero',
  chunk: 'contact',
  label: 'Contact hero',
  description: 'A light opening: a small line above, a large headline and a lead paragraph beside a picture.',
  icon: 'banner',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the headline (this name when the headline is empty).' },
    { name: 'content', label: 'Headline', kind: 'shortText', max: 120 },
    { name: 'eyebrow', label: 'Line above the headline', kind: 'shortText', max: 80 },
    { name: 'subtitle', label: 'Lead paragraph', kind: 'longText', max: 800 },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt', hint: 'Not shown on narrow screens.' },
    IMAGE_ALT('Leave empty when the picture is only decoration.'),
  ],
  defaults: {
    id: 'contact-hero',
    type: 'contact-hero',
    title: 'Get in Touch',
    content: 'Get in Touch',
    visible: true,
    metadata: {
      eyebrow: 'Contact Us',
      subtitle:
        "Questions about our vehicles, a partnership idea, a story to write or a role you'd love to fill? Tell us what's on your mind and the right person at Yerth will answer.",
      image: '/art/contact-hero.svg',
      imageAlt: '',
    },
  },
})

export const CONTACT_DETAILS_BLOCK = defineBlock({
  type: 'contact-details',
  chunk: 'contact',
  row: 'contact',
  label: 'Contact details',
  description: "A card with the company's e-mail, phone and address, taken from the site settings (with their fallbacks).",
  icon: 'globe',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 600 },
    { name: 'emailLabel', label: 'E-mail label', kind: 'shortText', max: 40 },
    { name: 'phoneLabel', label: 'Phone label', kind: 'shortText', max: 40 },
    { name: 'addressLabel', label: 'Address label', kind: 'shortText', max: 40 },
  ],
  defaults: {
    id: 'contact-details',
    type: 'contact-details',
    title: 'Contact Details',
    content: 'Prefer to reach us directly? Write, call or drop by.',
    visible: true,
    metadata: { emailLabel: 'Email', phoneLabel: 'Phone', addressLabel: 'Address' },
  },
})

export const REPLY_NOTE_BLOCK = defineBlock({
  type: 'reply-note',
  chunk: 'contact',
  row: 'contact',
  label: 'Reply note',
  description: 'A short highlighted note with an icon, such as how soon the team replies.',
  icon: 'clock',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 600 },
    { name: 'icon', label: 'Icon', kind: 'icon' },
  ],
  defaults: {
    id: 'reply-note',
    type: 'reply-note',
    title: 'We reply within 24 hours',
    content: 'Every message is read by a member of our team, not a bot. Expect a personal answer within 24 hours, usually much sooner.',
    visible: true,
    metadata: { icon: 'clock' },
  },
})

export const CONTACT_FORM_BLOCK = defineBlock({
  type: 'contact-form',
  chunk: 'contact',
  row: 'contact',
  label: 'Contact form',
  description: 'The contact form (name, e-mail, mobile, subject, message) in a card; messages arrive in Enquiries.',
  icon: 'text',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'content', label: 'Text', kind: 'richText', max: 600 },
    { name: 'buttonLabel', label: 'Send button text', kind: 'shortText', max: 40 },
    { name: 'successTitle', label: 'Thank-you heading', kind: 'shortText', max: 120 },
    { name: 'successText', label: 'Thank-you text', kind: 'longText', max: 600 },
    { name: 'againLabel', label: 'Send another message button text', kind: 'shortText', max: 40 },
  ],
  defaults: {
    id: 'contact-form',
    type: 'contact-form',
    title: 'Send Us a Message',
    content: "Fill in the form and we'll route it to the team that can help.",
    visible: true,
    metadata: {
      buttonLabel: 'Send Message',
      successTitle: 'Thank You!',
      successText: "Your message is on its way to our team. We'll get back to you within 24 hours.",
      againLabel: 'Send Another Message',
    },
  },
})

export const LINK_CARD_BLOCK = defineBlock({
  type: 'link-card',
  chunk: 'contact',
  row: 'link-cards',
  label: 'Link card',
  description: 'A card with an icon, a heading, a line and a link onward; cards in a row sit side by side.',
  icon: 'compass',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the link text (this name when it is empty).' },
    { name: 'content', label: 'Link text', kind: 'shortText', max: 60 },
    { name: 'link', label: 'Link', kind: 'link', required: true, hint: LINK_HINT },
    { name: 'heading', label: 'Heading', kind: 'shortText', max: 120 },
    { name: 'description', label: 'Text', kind: 'longText', max: 400 },
    { name: 'icon', label: 'Icon', kind: 'icon' },
  ],
  defaults: {
    id: 'link-card',
    type: 'link-card',
    title: 'Explore Careers',
    content: 'Explore Careers',
    visible: true,
    metadata: {
      link: '/careers',
      heading: 'Build the future with us',
      description: 'Engineers, designers and storytellers: see the roles and the culture behind Yerth.',
      icon: 'rocket',
    },
  },
})

export const CONTACT_BLOCKS: readonly BlockSpec[] = [CONTACT_HERO_BLOCK, CONTACT_DETAILS_BLOCK, REPLY_NOTE_BLOCK, CONTACT_FORM_BLOCK, LINK_CARD_BLOCK]
