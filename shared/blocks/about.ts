/**
 * Designed blocks drawn by web-public/src/sections/about (chunk `about`). Each block's defaults are
 * the About Us page's seeded copy of the section it came from (shared/pages/defaults/about.ts places
 * them under the page's own ids).
 *
 * Text fields: a rich text holds paragraphs, bold, italic and links (shared/blocks/rich-text.ts). `icon` fields name any icon of
 * the set (icons.ts); `gradient` fields are two hex colours ("#22a625, #0f766e").
 */
import { DEFAULT_FOUNDERS } from '../pages/defaults/founders.ts'
import { defineBlock, type BlockSpec, type FieldSpec } from './fields.ts'
import { EYEBROW, HEADING, IMAGE_ALT, INTRO, LINK_HINT, PARAGRAPHS_HINT } from './common.ts'

const FOLD_HINT = 'The paragraphs after the first fold behind Read More.'

/** A reminder stored with placeholder copy (the console shows it as a note with a Remove button). */
const NOTE: FieldSpec = { name: 'defaultCopy', label: 'Note for editors', kind: 'longText', max: 600, hint: 'Never shown to visitors.' }
const SECTION_NAME = (shows: string): FieldSpec => ({ name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: `For you in this list; visitors see the ${shows}.` })
const ICON: FieldSpec = { name: 'icon', label: 'Icon', kind: 'icon' }
const CARD_TITLE: FieldSpec = { name: 'title', label: 'Title', kind: 'shortText', max: 80, required: true }
const CARD_TEXT: FieldSpec = { name: 'description', label: 'Description', kind: 'richText', max: 500 }
const FIGURES = {
  label: 'Figure',
  max: 3,
  fields: [
    { name: 'value', label: 'Figure', kind: 'shortText', max: 16, hint: 'Short, such as 90% or 50+.' },
    { name: 'label', label: 'What it counts', kind: 'shortText', max: 120 },
  ],
} as const

export const STATS_HERO_BLOCK = defineBlock({
  type: 'stats-hero',
  chunk: 'about',
  label: 'Hero with key figures',
  description: 'A page opening: small label, a large heading whose last word glows, a lead line, a button and up to three key figures beside a picture.',
  icon: 'chart',
  fields: [
    SECTION_NAME('heading'),
    { name: 'content', label: 'Heading', kind: 'shortText', max: 160, hint: 'The last word is drawn in the brand gradient. Empty: the section name.' },
    EYEBROW,
    { name: 'subtitle', label: 'Lead', kind: 'longText', max: 600 },
    { name: 'linkText', label: 'Button text', kind: 'shortText', max: 60 },
    { name: 'link', label: 'Button link', kind: 'link', hint: LINK_HINT },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is decoration.'),
  ],
  items: FIGURES,
  defaults: {
    id: 'stats-hero',
    type: 'stats-hero',
    title: 'Born for Hypermobility',
    content: 'Born for Hypermobility',
    visible: true,
    metadata: {
      eyebrow: 'About Yerth',
      subtitle:
        'Yerth designs electric vehicles that move the way nature does: seamless, intelligent and light on the planet. We are still building and testing, and we are doing it in the open.',
      linkText: 'Contact Us',
      link: '/contact',
      image: '/art/about-hero.svg',
      items: [
        { value: '90%', label: 'carbon footprint reduction, by design' },
        { value: '100%', label: 'renewable energy in our studios' },
        { value: '50+', label: 'years of combined founder experience' },
      ],
    },
  },
})

export const BELIEF_QUOTE_BLOCK = defineBlock({
  type: 'belief-quote',
  chunk: 'about',
  label: 'Belief with quote',
  description: 'A heading and text that folds behind Read More, beside a picture and a pull quote.',
  icon: 'heart',
  fields: [
    HEADING,
    { name: 'content', label: 'Text', kind: 'richText', max: 4_000, hint: FOLD_HINT },
    EYEBROW,
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is decoration.'),
    { name: 'quote', label: 'Quote', kind: 'shortText', max: 300 },
    { name: 'quoteAuthor', label: 'Quote by', kind: 'shortText', max: 120 },
  ],
  defaults: {
    id: 'belief-quote',
    type: 'belief-quote',
    title: 'The Future is Human + Tech',
    content: [
      'We do not believe the future belongs to machines, or that people must choose between progress and the planet. The future we are building is human + tech: technology that senses, adapts and supports, while people stay firmly in the lead.',
      'Every Yerth vehicle starts with a person, not a spec sheet. We study how riders move through cities and landscapes, where they hesitate, what makes them feel safe and what makes a journey feel effortless. Then we ask what technology can quietly take off their shoulders.',
      'Our systems are designed to read the road, the weather and the rider’s rhythm, and to respond the way a good companion would: early, calmly and without fuss. Intelligence you feel, rather than intelligence you have to manage.',
    ].join('\n\n'),
    visible: true,
    metadata: {
      eyebrow: 'Our Belief',
      quote: 'Technology should amplify what makes us human, never replace it.',
      quoteAuthor: 'The Yerth founding team',
      image: '/art/about-human-tech.svg',
    },
  },
})

export const PILLAR_CARDS_BLOCK = defineBlock({
  type: 'pillar-cards',
  chunk: 'about',
  label: 'Numbered pillars',
  description: 'A heading and numbered cards, each with an icon, a title, a tagline and a description; a swipe row on phones.',
  icon: 'compass',
  fields: [HEADING, INTRO, EYEBROW],
  items: {
    label: 'Pillar',
    min: 1,
    max: 6,
    fields: [ICON, CARD_TITLE, { name: 'tagline', label: 'Tagline', kind: 'shortText', max: 120 }, CARD_TEXT],
  },
  defaults: {
    id: 'pillar-cards',
    type: 'pillar-cards',
    title: 'The 3Es',
    content: 'Three ideas shape every decision we make, from the first sketch to the last bolt.',
    visible: true,
    metadata: {
      eyebrow: 'Our Philosophy',
      items: [
        {
          icon: 'heart',
          title: 'Empathy',
          tagline: 'Design that listens',
          description:
            'We start with the people who ride, the neighbours who share the street and the places we pass through. Understanding them comes before any line of code or curve of carbon fibre.',
        },
        {
          icon: 'leaf',
          title: 'Ecosystems',
          tagline: 'Systems that connect',
          description:
            'A vehicle is never alone. We design for everything around it: charging, repair, software, cities and the natural systems we borrow our best ideas from.',
        },
        {
          icon: 'refresh',
          title: 'Evolution',
          tagline: 'Products that grow',
          description:
            'Our vehicles are made to improve over time. Modular hardware and over-the-air software let every ride teach us something, so the machine keeps getting better.',
        },
      ],
    },
  },
})

export const LONG_READ_BLOCK = defineBlock({
  type: 'long-read',
  chunk: 'about',
  label: 'Long read',
  description: 'A heading beside several paragraphs: the first is shown, the rest open with Read More.',
  icon: 'book',
  fields: [HEADING, { name: 'content', label: 'Text', kind: 'richText', max: 6_000, lists: true, hint: FOLD_HINT }, EYEBROW],
  defaults: {
    id: 'long-read',
    type: 'long-read',
    title: 'What We Stand For',
    content: [
      'We stand for mobility that gives more than it takes. Every gram of material, every watt of energy and every design choice is weighed against what it costs people and the planet.',
      'In practice that means designing for a 90% carbon footprint reduction compared with a conventional car commute, running our studios and test rigs on 100% renewable energy, and following a roadmap to become carbon-negative across our operations.',
      'It also means honesty. Our vehicles are still in development and testing, and we share what we learn along the way: the breakthroughs, the dead ends and the data behind our claims.',
    ].join('\n\n'),
    visible: true,
    metadata: { eyebrow: 'Our Purpose' },
  },
})

export const VALUE_CARDS_BLOCK = defineBlock({
  type: 'value-cards',
  chunk: 'about',
  label: 'Value tiles',
  description: 'A heading, a line and tiles in two columns, each with an icon, a title and a sentence.',
  icon: 'spark',
  fields: [HEADING, INTRO, EYEBROW],
  items: { label: 'Value', min: 1, max: 8, fields: [ICON, CARD_TITLE, CARD_TEXT] },
  defaults: {
    id: 'value-cards',
    type: 'value-cards',
    title: 'Our Values',
    content: 'Four values we hire for, design by and hold ourselves to.',
    visible: true,
    metadata: {
      eyebrow: 'Four Values',
      items: [
        {
          icon: 'chip',
          title: 'Tech with Empathy',
          description: 'Every feature must make a rider’s life simpler, safer or calmer. If it only impresses on a spec sheet, it does not ship.',
        },
        {
          icon: 'bolt',
          title: 'Purpose-Driven Performance',
          description: 'Range you can trust, handling that inspires confidence and power delivered smoothly: performance that matters, not bragging rights.',
        },
        {
          icon: 'leaf',
          title: 'Sustainability by Default',
          description: 'Recycled materials, repairable parts and clean energy are the starting point of every product, never a premium option.',
        },
        {
          icon: 'person',
          title: 'Design for Humans',
          description: 'Interfaces that calm instead of distract, ergonomics that fit real bodies and a welcome as warm for first-time riders as for experts.',
        },
      ],
    },
  },
})

export const LEADERS_BLOCK = defineBlock({
  type: 'leaders',
  chunk: 'about',
  label: 'Leaders',
  description: 'The people behind the company: portrait, name, role, a badge, a short bio and a link to their profile.',
  icon: 'users',
  fields: [
    HEADING,
    INTRO,
    EYEBROW,
    { name: 'profileLabel', label: 'Profile link text', kind: 'shortText', max: 40, hint: 'Empty: “View profile”.' },
  ],
  items: {
    label: 'Person',
    min: 1,
    max: 8,
    fields: [
      { name: 'name', label: 'Name', kind: 'shortText', max: 120, required: true },
      { name: 'title', label: 'Role', kind: 'shortText', max: 120 },
      { name: 'badge', label: 'Badge', kind: 'shortText', max: 120, hint: 'A short line over the name, such as 30+ years in mobility engineering.' },
      { name: 'bio', label: 'Bio', kind: 'richText', max: 1_500 },
      { name: 'profileUrl', label: 'Profile link', kind: 'link', hint: 'Opens in a new tab, such as a LinkedIn profile (https://…).' },
      { name: 'image', label: 'Portrait', kind: 'image', alt: 'imageAlt' },
      { name: 'imageAlt', label: 'Portrait description (alt text)', kind: 'shortText', max: 200, hint: 'Empty: “Portrait of” and the name.' },
      NOTE,
    ],
  },
  defaults: {
    id: 'leaders',
    type: 'leaders',
    title: 'The Visionaries Behind',
    content: 'Two builders with more than fifty years of combined experience in mobility engineering, design and technology.',
    visible: true,
    metadata: {
      eyebrow: 'Leadership',
      profileLabel: 'View profile',
      items: DEFAULT_FOUNDERS.map((f) => ({
        name: f.name ?? '',
        title: 'Founder & Director',
        badge: f.badge ?? '',
        bio: f.fullBio ?? '',
        profileUrl: f.linkedin ?? '',
        image: f.image ?? '',
        defaultCopy: f.defaultCopy ?? '',
      })),
    },
  },
})

export const PARTNER_BLOCK = defineBlock({
  type: 'partner',
  chunk: 'about',
  label: 'Partner',
  description: 'A partner on one card: logo, name, role, text, focus areas, a key figure and a link to their site.',
  icon: 'handshake',
  fields: [
    HEADING,
    { name: 'content', label: 'About the partner', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    { name: 'partnerName', label: 'Partner name', kind: 'shortText', max: 120 },
    { name: 'partnerRole', label: 'Partner role', kind: 'shortText', max: 120, hint: 'A short line over the name, such as Strategic Technology Partner.' },
    { name: 'image', label: 'Logo', kind: 'image', alt: 'imageAlt' },
    { name: 'imageAlt', label: 'Logo description (alt text)', kind: 'shortText', max: 200, hint: 'Empty: the partner name and “logo”.' },
    { name: 'partnerUrl', label: 'Partner website', kind: 'link', hint: 'Opens in a new tab (https://…). Empty: no link.' },
    { name: 'highlights', label: 'Focus areas', kind: 'longText', max: 1_000, hint: 'One per line; each gets a tick.' },
    { name: 'stat', label: 'Key figure', kind: 'shortText', max: 16, hint: 'Short, such as 20+.' },
    { name: 'statLabel', label: 'What the figure counts', kind: 'shortText', max: 120 },
    NOTE,
  ],
  defaults: {
    id: 'partner',
    type: 'partner',
    title: 'In Collaboration With',
    content:
      'Great vehicles are built by great partnerships. Our strategic technology partner brings deep experience in embedded electronics and connected IT systems, so our engineers can focus on the ride while every circuit, sensor and server behind it is built to last.',
    visible: true,
    metadata: {
      eyebrow: 'Strategic Partner',
      partnerName: 'Calderwick Electronics & IT',
      partnerRole: 'Strategic Technology Partner',
      stat: '20+',
      statLabel: 'years in electronics and IT',
      image: '/art/about-partner.svg',
      partnerUrl: '',
      highlights: ['Embedded electronics and power systems', 'Battery management and charging hardware', 'Secure, connected vehicle IT infrastructure'].join('\n'),
      defaultCopy: 'Placeholder partner: replace the name, text, logo and link in Website Pages.',
    },
  },
})

export const REASON_GRID_BLOCK = defineBlock({
  type: 'reason-grid',
  chunk: 'about',
  label: 'Reasons on gradients',
  description: 'A heading, a line and a grid of cards, each with an icon on its own colour gradient, a title and a sentence.',
  icon: 'bolt',
  fields: [HEADING, INTRO, EYEBROW],
  items: {
    label: 'Reason',
    min: 1,
    max: 12,
    fields: [
      ICON,
      CARD_TITLE,
      CARD_TEXT,
      { name: 'gradient', label: 'Gradient', kind: 'shortText', max: 32, hint: 'Two colours as hex codes, such as #22a625, #0f766e. Empty: the brand green.' },
    ],
  },
  defaults: {
    id: 'reason-grid',
    type: 'reason-grid',
    title: 'Why Motors',
    content: 'Six differentiators engineered into every vehicle we build.',
    visible: true,
    metadata: {
      eyebrow: 'Why Yerth',
      items: [
        {
          icon: 'leaf',
          title: 'Bio-Inspired Engineering',
          description: 'Frames, cooling and motion borrowed from nature’s most efficient designs, for lighter vehicles that do more with less.',
          gradient: '#22a625, #0f766e',
        },
        {
          icon: 'sensor',
          title: 'Sensory Intelligence',
          description: 'Sensors read the road, the weather and the rider in real time, adjusting assistance and stability before you notice you need it.',
          gradient: '#0ea5e9, #22a625',
        },
        {
          icon: 'globe',
          title: 'Carbon-Negative Roadmap',
          description: 'A 90% carbon footprint reduction by design today, and a clear plan to remove more carbon than we emit tomorrow.',
          gradient: '#16a34a, #4d7c0f',
        },
        {
          icon: 'sun',
          title: '100% Renewable Energy',
          description: 'Our studios and test rigs run on 100% renewable energy, because clean rides should start with clean power.',
          gradient: '#ca8a04, #22a625',
        },
        {
          icon: 'wrench',
          title: 'Modular & Repairable',
          description: 'Swappable modules and open repair guides keep every vehicle on the road for longer and out of landfill.',
          gradient: '#0d9488, #155e75',
        },
        {
          icon: 'refresh',
          title: 'Evolves Over Time',
          description: 'Over-the-air updates and upgradeable hardware mean your vehicle keeps learning long after it reaches you.',
          gradient: '#65a30d, #15803d',
        },
      ],
    },
  },
})

export const INVITE_BANNER_BLOCK = defineBlock({
  type: 'invite-banner',
  chunk: 'about',
  row: 'invite',
  label: 'Invitation banner',
  description: 'A closing call on a deep green card: small label, large heading and a line; an Invitation button placed right after it sits inside the card.',
  icon: 'rocket',
  fields: [
    SECTION_NAME('heading'),
    { name: 'content', label: 'Heading', kind: 'shortText', max: 160, hint: 'Empty: the section name.' },
    EYEBROW,
    { name: 'subtitle', label: 'Line under the heading', kind: 'longText', max: 600 },
    { name: 'linkText', label: 'Outline button text', kind: 'shortText', max: 60, hint: 'Optional: a second, outlined button on the card.' },
    { name: 'link', label: 'Outline button link', kind: 'link', hint: LINK_HINT },
  ],
  defaults: {
    id: 'invite-banner',
    type: 'invite-banner',
    title: 'Ready to Shape the Future?',
    content: 'Ready to Shape the Future?',
    visible: true,
    metadata: {
      eyebrow: 'Build With Us',
      subtitle: 'We are looking for engineers, designers and dreamers who want to build mobility that works with the planet, not against it.',
    },
  },
})

export const INVITE_BUTTON_BLOCK = defineBlock({
  type: 'invite-button',
  chunk: 'about',
  row: 'invite',
  label: 'Invitation button',
  description: 'One large button with an arrow; placed right after an Invitation banner it sits inside the banner’s card.',
  icon: 'button',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; shown as the page heading only when this block opens the page.' },
    { name: 'content', label: 'Button text', kind: 'shortText', max: 60, hint: 'Empty: the section name.' },
    { name: 'link', label: 'Button link', kind: 'link', required: true, hint: LINK_HINT },
  ],
  defaults: { id: 'invite-button', type: 'invite-button', title: 'Explore Careers', content: 'Explore Careers', visible: true, metadata: { link: '/careers' } },
})

export const ABOUT_BLOCKS: readonly BlockSpec[] = [
  STATS_HERO_BLOCK,
  BELIEF_QUOTE_BLOCK,
  PILLAR_CARDS_BLOCK,
  LONG_READ_BLOCK,
  VALUE_CARDS_BLOCK,
  LEADERS_BLOCK,
  PARTNER_BLOCK,
  REASON_GRID_BLOCK,
  INVITE_BANNER_BLOCK,
  INVITE_BUTTON_BLOCK,
]
