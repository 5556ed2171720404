/**
 * Designed blocks drawn by web-public/src/sections/careers (chunk `careers`). Each block's defaults
 * are the Careers page's seeded copy of the section it came from (shared/pages/defaults/careers.ts
 * places them under the page's own ids).
 *
 * The three card blocks (reason-list, growth-cards, culture-cards) share one card drawing and differ
 * in layout: a centred row that swipes on phones, a grid beside the heading, a centred grid.
 * `icon` fields name any icon of the set (icons.ts).
 */
import { BRAND } from '../brand.ts'
import { DEFAULT_FOUNDERS } from '../pages/defaults/founders.ts'
import { defineBlock, type BlockSpec, type ItemsSpec } from './fields.ts'
import { EYEBROW, HEADING, IMAGE_ALT, INTRO, PARAGRAPHS_HINT } from './common.ts'
import { SERVED_TYPES } from '../content-types/served-types.ts'

const cards = (label: string, max: number): ItemsSpec => ({
  label,
  min: 1,
  max,
  fields: [
    { name: 'icon', label: 'Icon', kind: 'icon' },
    { name: 'title', label: 'Title', kind: 'shortText', max: 80, required: true },
    { name: 'description', label: 'Description', kind: 'richText', max: 500 },
  ],
})

/** The section a careers hero's button glides to on the seeded page (the join-movement block's id is its anchor). */
export const JOIN_ANCHOR = '#join-our-movement'

export const CAREERS_HERO_BLOCK = defineBlock({
  type: 'careers-hero',
  chunk: 'careers',
  label: 'Hero with jump button',
  description: 'A deep green page opening: small label, heading, a lead line, up to three key figures, a picture and a button that glides down to a block of the page.',
  icon: 'rocket',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the heading.' },
    { name: 'content', label: 'Heading', kind: 'shortText', max: 160, hint: 'Empty: the section name.' },
    EYEBROW,
    { name: 'subtitle', label: 'Lead', kind: 'longText', max: 600 },
    { name: 'buttonText', label: 'Button text', kind: 'shortText', max: 60 },
    {
      name: 'buttonLink',
      label: 'Button link',
      kind: 'link',
      hint: 'A block of this page as # and its id (such as #join-our-movement): the page glides there. Or a page such as /contact, or https://…',
    },
    { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt' },
    IMAGE_ALT('Leave empty when the picture is decoration.'),
  ],
  items: {
    label: 'Figure',
    max: 3,
    fields: [
      { name: 'value', label: 'Figure', kind: 'shortText', max: 16, hint: 'Short, such as 100% or Day 1.' },
      { name: 'label', label: 'What it counts', kind: 'shortText', max: 120 },
    ],
  },
  defaults: {
    id: 'careers-hero',
    type: 'careers-hero',
    title: 'Join Our Movement',
    content: 'Build the Future of Hypermobility',
    visible: true,
    metadata: {
      eyebrow: 'Careers at Yerth',
      subtitle:
        'Join engineers, designers and storytellers creating intelligent, sustainable vehicles inspired by nature. Our vehicles are still in development and testing, so your ideas will shape what reaches the road.',
      buttonText: 'Join Our Movement',
      buttonLink: JOIN_ANCHOR,
      image: '/art/careers-hero.svg',
      items: [
        { value: '100%', label: 'renewable-powered studios' },
        { value: 'Day 1', label: 'ownership of real problems' },
        { value: '3Es', label: 'Empathy, Ecosystems, Evolution' },
      ],
    },
  },
})

export const REASON_LIST_BLOCK = defineBlock({
  type: 'reason-list',
  chunk: 'careers',
  label: 'Reason cards',
  description: 'A centred heading and line over a row of icon cards that swipes on phones.',
  icon: 'target',
  fields: [HEADING, INTRO, EYEBROW],
  items: cards('Reason', 8),
  defaults: {
    id: 'reason-list',
    type: 'reason-list',
    title: `Why Build Your Career at ${BRAND.name}`,
    content: 'A career here means doing the most meaningful work of your life with people who care as much as you do.',
    visible: true,
    metadata: {
      eyebrow: `Why ${BRAND.name}`,
      items: [
        {
          icon: 'target',
          title: 'Purpose You Can Feel',
          description: 'Every sprint moves us closer to cleaner, calmer cities. Your work shows up on the road, not just in a slide deck.',
        },
        {
          icon: 'rocket',
          title: 'Build from Day One',
          description: 'Small teams and real ownership: you will design, test and ride what you build within your first weeks.',
        },
        {
          icon: 'spark',
          title: 'Learn Without Limits',
          description: 'Mentors across engineering and design, a yearly learning budget and time set aside to explore new ideas.',
        },
        {
          icon: 'users',
          title: 'People Who Care',
          description: 'Colleagues who listen, challenge kindly and celebrate each other’s wins, across every discipline and background.',
        },
        {
          icon: 'leaf',
          title: 'Sustainability at the Core',
          description: 'Studios powered by 100% renewable energy, and every decision measured against what it costs the planet.',
        },
      ],
    },
  },
})

export const FOUNDERS_QUOTE_BLOCK = defineBlock({
  type: 'founders-quote',
  chunk: 'careers',
  label: 'Founders’ quote',
  description: 'Words from the founders on a card, with who said them and their role.',
  icon: 'person',
  fields: [
    { name: 'title', label: 'Small heading', kind: 'shortText', max: 120 },
    { name: 'content', label: 'Quote', kind: 'richText', max: 1_500, required: true, hint: PARAGRAPHS_HINT },
    { name: 'attribution', label: 'Said by', kind: 'shortText', max: 160 },
    { name: 'role', label: 'Their role', kind: 'shortText', max: 160 },
  ],
  defaults: {
    id: 'founders-quote',
    type: 'founders-quote',
    title: 'From Our Founders',
    content:
      'We are not hiring people to fill roles. We are looking for people who want to decide what mobility should feel like for the next hundred years. Bring your curiosity, your care and your courage, and we will build it together.',
    visible: true,
    metadata: {
      attribution: `${DEFAULT_FOUNDERS[0]?.name ?? ''} & ${DEFAULT_FOUNDERS[1]?.name ?? ''}`,
      role: `Founders & Directors, ${BRAND.name}`,
    },
  },
})

export const GROWTH_CARDS_BLOCK = defineBlock({
  type: 'growth-cards',
  chunk: 'careers',
  label: 'Cards beside a heading',
  description: 'A heading and a line on one side, icon cards in two columns on the other.',
  icon: 'growth',
  fields: [HEADING, INTRO, EYEBROW],
  items: cards('Card', 8),
  defaults: {
    id: 'growth-cards',
    type: 'growth-cards',
    title: 'What We Are Cultivating',
    content: 'What we grow inside the team matters as much as what we put on the road.',
    visible: true,
    metadata: {
      eyebrow: 'Inside the Team',
      items: [
        {
          icon: 'compass',
          title: 'A Culture of Curiosity',
          description: 'We reward good questions as much as good answers, and every idea gets a fair hearing, whoever it comes from.',
        },
        {
          icon: 'shield',
          title: 'Radical Ownership',
          description: 'You own your work from the first sketch to the test track, with the trust and the support to see it through.',
        },
        {
          icon: 'handshake',
          title: 'Open Collaboration',
          description: 'Engineers, designers and storytellers sit at one table. The best vehicles come from disciplines that talk every day.',
        },
        {
          icon: 'growth',
          title: 'Continuous Growth',
          description: 'Regular feedback, clear paths to grow and room to move between teams as your interests evolve.',
        },
      ],
    },
  },
})

export const PERK_GRID_BLOCK = defineBlock({
  type: 'perk-grid',
  chunk: 'careers',
  label: 'Perks',
  description: 'Icon cards in a grid on wide screens and, on phones, a carousel that moves on every 4 seconds.',
  icon: 'sun',
  fields: [HEADING, INTRO, EYEBROW],
  items: cards('Perk', 12),
  defaults: {
    id: 'perk-grid',
    type: 'perk-grid',
    title: 'Perks & Benefits',
    content: 'The support you need to do your best work, and to live a full life outside it.',
    visible: true,
    metadata: {
      eyebrow: 'Perks & Benefits',
      items: [
        {
          icon: 'heart',
          title: 'Health & Wellbeing',
          description: 'Comprehensive health cover for you and your family, plus confidential mental-health support whenever you need it.',
        },
        {
          icon: 'clock',
          title: 'Flexible Working',
          description: 'Hybrid schedules and flexible hours built around focused work, not time at a desk.',
        },
        {
          icon: 'book',
          title: 'Learning Budget',
          description: 'A yearly budget for courses, conferences and books, plus dedicated learning days every quarter.',
        },
        {
          icon: 'bike',
          title: 'First Rides',
          description: 'Be among the first to test-ride our prototypes, and shape them with your feedback.',
        },
        {
          icon: 'chart',
          title: 'Share in Our Success',
          description: 'Equity participation, so everyone who builds the company shares in what it becomes.',
        },
        {
          icon: 'sun',
          title: 'Time to Recharge',
          description: 'Generous paid leave, a year-end studio shutdown and a paid volunteering day for a cause you care about.',
        },
      ],
    },
  },
})

export const CULTURE_CARDS_BLOCK = defineBlock({
  type: 'culture-cards',
  chunk: 'careers',
  label: 'Culture cards',
  description: 'A centred heading and line over a grid of icon cards.',
  icon: 'handshake',
  fields: [HEADING, INTRO, EYEBROW],
  items: cards('Card', 9),
  defaults: {
    id: 'culture-cards',
    type: 'culture-cards',
    title: 'Culture & Values',
    content: 'Five commitments that shape how we work together every day.',
    visible: true,
    metadata: {
      eyebrow: 'How We Work',
      items: [
        {
          icon: 'heart',
          title: 'Empathy First',
          description: 'We design for people, and we treat each other the same way: with patience, respect and real listening.',
        },
        {
          icon: 'leaf',
          title: 'Planet in Every Decision',
          description: 'From materials to travel, we weigh the environmental cost of our choices and pick the lighter path.',
        },
        {
          icon: 'eye',
          title: 'Radical Transparency',
          description: 'Open roadmaps, shared numbers and honest updates, inside the team and with the people who follow our journey.',
        },
        {
          icon: 'flask',
          title: 'Experiment Boldly',
          description: 'We prototype early, test often and treat every failure as data that brings the next version closer.',
        },
        {
          icon: 'users',
          title: 'Win Together',
          description: 'No lone heroes: we share credit, carry each other through hard weeks and celebrate every milestone as a team.',
        },
      ],
    },
  },
})

/**
 * The published items of a content type served from its fields (shared/content-types/served.ts),
 * each a card linking to its page: the open roles on /careers. The server loads the cards with the
 * page (the block's need `servedList`, web-public/loaders.ts), words for each card's facts included,
 * so the component knows no declaration.
 */
export const CONTENT_LIST_BLOCK = defineBlock({
  type: 'content-list',
  chunk: 'careers',
  label: 'Content list (open roles, events)',
  description: 'The published items of a kind of content, such as the open roles, each a card that opens its own page. Items past their closing date leave the list by themselves.',
  icon: 'users',
  needs: ['servedList'],
  fields: [
    HEADING,
    INTRO,
    EYEBROW,
    {
      name: 'contentType',
      label: 'What it lists',
      kind: 'select',
      // Types whose items have pages of their own (a vlog's card opens YouTube: the journal lists those).
      options: SERVED_TYPES.filter((t) => (t.served.site as { detail?: false }).detail !== false).map((t) => ({ value: t.type, label: t.plural })),
    },
    { name: 'empty', label: 'When there are none', kind: 'longText', max: 400, hint: 'Shown instead of the list while nothing is published.' },
    { name: 'cardLink', label: 'Card button text', kind: 'shortText', max: 40 },
  ],
  defaults: {
    id: 'content-list',
    type: 'content-list',
    title: 'Open Roles',
    content: 'Every role below is open now. Read what it involves, then apply in two minutes: we read every application.',
    visible: true,
    metadata: {
      eyebrow: 'Open Roles',
      contentType: 'roles',
      empty: 'No roles are open right now. We still want to hear from people who care about the problem: write to us below.',
      cardLink: 'View role',
    },
  },
})

export const JOIN_MOVEMENT_BLOCK = defineBlock({
  type: 'join-movement',
  chunk: 'careers',
  label: 'Who thrives here + apply',
  description: 'Who the team is looking for as a ticked list, beside a card to apply by e-mail with the site’s social links.',
  icon: 'users',
  fields: [
    HEADING,
    INTRO,
    EYEBROW,
    { name: 'applyTitle', label: 'Apply card heading', kind: 'shortText', max: 120 },
    { name: 'applyText', label: 'Apply card text', kind: 'richText', max: 1_500, hint: PARAGRAPHS_HINT },
    { name: 'email', label: 'Applications e-mail', kind: 'shortText', max: 254, hint: `Where applications go. Empty or not an address: ${BRAND.defaults.careersEmail}.` },
    { name: 'emailSubject', label: 'E-mail subject', kind: 'shortText', max: 120 },
    { name: 'socialTitle', label: 'Social links heading', kind: 'shortText', max: 120, hint: 'The links themselves come from Settings.' },
  ],
  items: {
    label: 'Point',
    max: 10,
    fields: [{ name: 'text', label: 'Point', kind: 'shortText', max: 300, required: true }],
  },
  defaults: {
    id: 'join-movement',
    type: 'join-movement',
    title: 'Who Thrives Here',
    content: 'You do not need to have worked in mobility before. You need to care about the problem and enjoy solving it with others.',
    visible: true,
    metadata: {
      eyebrow: 'Join Our Movement',
      items: [
        { text: 'Builders who love taking an idea from a napkin sketch to a working prototype.' },
        { text: 'Curious minds who ask why, then go and find out.' },
        { text: 'Team players who give and receive honest feedback with kindness.' },
        { text: 'People who care about the planet and want their work to prove it.' },
        { text: 'Problem-solvers who are comfortable with the ambiguity of building something new.' },
      ],
      applyTitle: 'Ready to Apply?',
      applyText:
        'We do not post every role we need. Send your CV or portfolio and a few lines about what you would love to build with us, and our team will get back to you.',
      email: BRAND.defaults.careersEmail,
      emailSubject: 'Career application',
      socialTitle: 'Follow our journey',
    },
  },
})

export const CAREERS_BLOCKS: readonly BlockSpec[] = [
  CAREERS_HERO_BLOCK,
  REASON_LIST_BLOCK,
  FOUNDERS_QUOTE_BLOCK,
  GROWTH_CARDS_BLOCK,
  PERK_GRID_BLOCK,
  CULTURE_CARDS_BLOCK,
  CONTENT_LIST_BLOCK,
  JOIN_MOVEMENT_BLOCK,
]
