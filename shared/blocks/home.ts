/**
 * Designed blocks drawn by web-public/src/sections/home (chunk `home`): the sections the Home page
 * was designed with, each a block an editor may place on any page. Each block's defaults are the
 * Home page's own copy of it (shared/pages/defaults/home.ts places them there under their ids).
 *
 * Lists inside a field (bullets, features, pillars) are one entry per line. `highlight` names a part
 * of the heading drawn in the brand gradient. A heading is the page's h1 when the block opens the page.
 */
import { BRAND } from '../brand.ts'
import { DEFAULT_FOUNDERS } from '../pages/defaults/founders.ts'
import { defineBlock, type BlockSpec, type FieldSpec, type SelectOption } from './fields.ts'
import { IMAGE_ALT, LINK_HINT, ONE_PER_LINE, PARAGRAPHS_HINT } from './common.ts'


const EYEBROW: FieldSpec = { name: 'eyebrow', label: 'Eyebrow', kind: 'shortText', max: 120, hint: 'The small line above the heading.' }
const HIGHLIGHT: FieldSpec = { name: 'highlight', label: 'Highlighted words', kind: 'shortText', max: 120, hint: 'Words of the heading, exactly as written there, drawn in the brand gradient.' }
const BUTTONS: FieldSpec[] = [
  { name: 'primaryText', label: 'First button text', kind: 'shortText', max: 80, hint: 'Empty: no first button.' },
  { name: 'primaryLink', label: 'First button link', kind: 'link', hint: LINK_HINT },
  { name: 'secondaryText', label: 'Second button text', kind: 'shortText', max: 80, hint: 'Empty: no second button.' },
  { name: 'secondaryLink', label: 'Second button link', kind: 'link', hint: LINK_HINT },
]

export const HERO_BLOCK = defineBlock({
  type: 'hero',
  chunk: 'home',
  label: 'Hero',
  description: 'A full-screen opening: a large headline over a picture, a short line and up to two buttons.',
  icon: 'sun',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the headline (this name when that is empty).' },
    { name: 'brand', label: 'Brand line', kind: 'shortText', max: 80, hint: 'A short line in small capitals above the headline, such as Yerth. Empty: none.' },
    { name: 'content', label: 'Headline', kind: 'shortText', max: 200, hint: 'Empty: the section name.' },
    EYEBROW,
    { name: 'subtitle', label: 'Subtitle', kind: 'longText', max: 600 },
    ...BUTTONS,
    { name: 'image', label: 'Background picture', kind: 'image', alt: 'imageAlt', hint: 'Drawn behind the words, darkened; a wide picture (16:10) works best.' },
    IMAGE_ALT(),
  ],
  defaults: {
    id: 'hero',
    type: 'hero',
    title: 'Where Hypermobility Comes to Life',
    content: BRAND.tagline,
    visible: true,
    metadata: {
      brand: BRAND.name,
      eyebrow: 'Electric · Intelligent · Sustainable',
      subtitle: 'Vehicles that sense, adapt and flow like the living world around them. Seamless from the first metre to the last, and kind to the planet they move across.',
      primaryText: 'Explore Our Vision',
      primaryLink: '/about',
      secondaryText: 'Get in Touch',
      secondaryLink: '/contact',
      image: '/art/home-hero.svg',
    },
  },
})

export const FEATURE_CAROUSEL_BLOCK = defineBlock({
  type: 'feature-carousel',
  chunk: 'home',
  label: 'Feature carousel',
  description: 'A heading over slides that turn by arrows, dots, keys and swipes; each slide a numbered picture, a text and a checklist.',
  icon: 'refresh',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    HIGHLIGHT,
  ],
  items: {
    label: 'Slide',
    min: 1,
    max: 12,
    fields: [
      { name: 'title', label: 'Slide title', kind: 'shortText', required: true, max: 120 },
      { name: 'description', label: 'Text', kind: 'richText', max: 1_000 },
      { name: 'visualText', label: 'Words over the picture', kind: 'shortText', max: 120 },
      { name: 'bullets', label: 'Checklist', kind: 'longText', max: 1_000, hint: ONE_PER_LINE },
      { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt', hint: 'A 4:3 picture.' },
      IMAGE_ALT(),
    ],
  },
  defaults: {
    id: 'nature-carousel',
    type: 'feature-carousel',
    title: 'What if bikes could think like Nature?',
    content: 'The Earth has been testing designs for billions of years. We study how it adapts, heals and flows, and build those lessons into every vehicle we make.',
    visible: true,
    metadata: {
      eyebrow: 'Inspired by Nature',
      highlight: 'Nature',
      items: [
        {
          title: 'Earth Adapts',
          description:
            'Forests bend with the wind and rivers reshape their banks. Our ride adapts the same way: suspension, power and posture tune themselves to terrain, weather and rider in real time.',
          visualText: 'Adaptive by instinct',
          bullets: 'Terrain-aware suspension that reads the road ahead\nPower delivery matched to rider, load and gradient\nRiding modes that learn your daily routes',
          image: '/art/home-nature-adapts.svg',
        },
        {
          title: 'Earth Heals',
          description:
            'Living systems repair and renew themselves. We design for the same long life: self-diagnosing systems, modular parts and materials that return to the cycle instead of the landfill.',
          visualText: 'Built to renew',
          bullets: 'Self-diagnostics that flag wear before it fails\nModular components you repair, not replace\nRecycled and recyclable materials throughout',
          image: '/art/home-nature-heals.svg',
        },
        {
          title: 'Earth Flows',
          description:
            'Water finds the path of least resistance and wastes nothing on the way. Our drivetrain, frame and software share that instinct for effortless, efficient motion.',
          visualText: 'Motion without friction',
          bullets: 'A streamlined frame shaped by airflow studies\nRegenerative braking on every descent\nSeamless handover between city, trail and transit',
          image: '/art/home-nature-flows.svg',
        },
      ],
    },
  },
})

export const STATEMENT_BLOCK = defineBlock({
  type: 'statement',
  chunk: 'home',
  label: 'Statement',
  description: 'One large statement in a glowing panel, with a follow-up paragraph and a row of pillar words.',
  icon: 'spark',
  fields: [
    { name: 'title', label: 'Label', kind: 'shortText', max: 120, hint: 'The word above the statement; it is the block\'s heading.' },
    { name: 'content', label: 'Statement', kind: 'richText', max: 2_000, hint: 'The first paragraph is the statement; the paragraphs after it are drawn smaller.' },
    { name: 'pillars', label: 'Pillars', kind: 'longText', max: 600, hint: 'One word or short phrase per line.' },
  ],
  defaults: {
    id: 'hypermobility-statement',
    type: 'statement',
    title: 'Hypermobility',
    content:
      'Hypermobility is movement without compromise: seamless from door to destination, intelligent enough to anticipate the road, and sustainable down to the last bolt.\n\nIt is not a faster way to get from A to B. It is a better relationship between people, their vehicles and the planet they move across.',
    visible: true,
    metadata: { pillars: 'Seamless\nIntelligent\nSustainable' },
  },
})

export const FEATURE_PILLARS_BLOCK = defineBlock({
  type: 'feature-pillars',
  chunk: 'home',
  label: 'Feature pillars',
  description: 'A heading over cards side by side, each with an icon, a headline figure and a checklist.',
  icon: 'chart',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    HIGHLIGHT,
  ],
  items: {
    label: 'Card',
    min: 1,
    max: 6,
    fields: [
      { name: 'icon', label: 'Icon', kind: 'icon' },
      { name: 'title', label: 'Card title', kind: 'shortText', required: true, max: 120 },
      { name: 'description', label: 'Text', kind: 'richText', max: 1_000 },
      { name: 'stat', label: 'Figure', kind: 'shortText', max: 24, hint: 'A short figure such as 90% or 365 DAYS.' },
      { name: 'statLabel', label: 'What the figure counts', kind: 'shortText', max: 120 },
      { name: 'features', label: 'Checklist', kind: 'longText', max: 1_000, hint: ONE_PER_LINE },
    ],
  },
  defaults: {
    id: 'discover-future',
    type: 'feature-pillars',
    title: 'Discover the Future of Hypermobility',
    content: 'Three promises guide every prototype on our test track. The vehicle is still in development and testing; this is what we are building towards.',
    visible: true,
    metadata: {
      eyebrow: 'What Sets Us Apart',
      highlight: 'Hypermobility',
      items: [
        {
          icon: 'performance',
          title: 'Unmatched Performance for Every Journey',
          description: 'From the morning commute to the mountain trail: instant torque, long range and confident control in every season.',
          stat: '365 DAYS',
          statLabel: 'All-season, all-terrain riding',
          features: 'Instant electric torque\nLong-range battery architecture\nAll-weather traction control',
        },
        {
          icon: 'innovation',
          title: 'Innovation Built In',
          description: 'Sensors, software and a bio-inspired frame work as one system, learning from every ride and improving with every update.',
          stat: '360°',
          statLabel: 'Sensing around the rider',
          features: 'Real-time terrain sensing\nOver-the-air software updates\nConnected rider insights',
        },
        {
          icon: 'sustainable',
          title: 'Sustainable by Design',
          description: 'Clean energy, circular materials and a carbon-negative ambition: sustainability is where the design starts, not a feature added at the end.',
          stat: '90%',
          statLabel: 'Carbon footprint reduction',
          features: '100% renewable energy in production\nRecycled and recyclable materials\nA carbon-negative roadmap',
        },
      ],
    },
  },
})

/** The buttons of an action band (ActionBand.tsx). */
export const ACTION_BAND_STYLES: readonly SelectOption[] = [
  { value: 'primary', label: 'Filled in the brand colour' },
  { value: 'secondary', label: 'Outlined' },
]
/** The looks of an action band (ActionBand.tsx). */
export const ACTION_BAND_LAYOUTS: readonly SelectOption[] = [
  { value: 'panel', label: 'In a tinted panel, the text beside the button' },
  { value: 'plain', label: 'Plain and centred' },
]
/** The space above an action band: drawn up under the block above, a small gap, or a section's full space. */
export const ACTION_BAND_SPACINGS: readonly SelectOption[] = [
  { value: 'tucked', label: 'Tucked under the block above' },
  { value: 'close', label: 'A small gap' },
  { value: 'open', label: 'A full section’s space' },
]

export const ACTION_BAND_BLOCK = defineBlock({
  type: 'action-band',
  chunk: 'home',
  label: 'Action band',
  description: 'A call to action between blocks: one line of text and a button, plain or in a tinted panel.',
  icon: 'button',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; shown as the page heading only when this block opens the page.' },
    { name: 'content', label: 'Button text', kind: 'shortText', max: 80, hint: 'Empty: the section name.' },
    { name: 'link', label: 'Button link', kind: 'link', hint: LINK_HINT },
    { name: 'text', label: 'Text', kind: 'shortText', max: 300, hint: 'One line beside or above the button.' },
    { name: 'style', label: 'Button style', kind: 'select', options: ACTION_BAND_STYLES, emptyMeans: 'primary' },
    { name: 'layout', label: 'Look', kind: 'select', options: ACTION_BAND_LAYOUTS, emptyMeans: 'plain', hint: 'On narrow screens the text always sits above the button.' },
    { name: 'spacing', label: 'Space above', kind: 'select', options: ACTION_BAND_SPACINGS, emptyMeans: 'open', hint: 'Tucked under the block above, the band reads as part of it.' },
  ],
  defaults: {
    id: 'early-access',
    type: 'action-band',
    title: 'Get Early Access',
    content: 'Get Early Access',
    visible: true,
    metadata: {
      link: '/contact',
      text: 'Be among the first to ride: early test rides, launch news and notes from the founders.',
      style: 'primary',
      layout: 'panel',
      spacing: 'open',
    },
  },
})

/** The two looks of a video feature (VideoFeature.tsx): words beside the poster, or over a full-width picture. */
export const VIDEO_FEATURE_LAYOUTS: readonly SelectOption[] = [
  { value: 'split', label: 'Words beside the poster' },
  { value: 'backdrop', label: 'Words over a full-width picture' },
]

export const VIDEO_FEATURE_BLOCK = defineBlock({
  type: 'video-feature',
  chunk: 'home',
  label: 'Video feature',
  description: 'A film with its story: a poster or a full-width picture, and a play button that opens the YouTube film in a window.',
  icon: 'eye',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Text', kind: 'richText', max: 3_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    { name: 'layout', label: 'Look', kind: 'select', options: VIDEO_FEATURE_LAYOUTS, emptyMeans: 'split' },
    { name: 'videoUrl', label: 'YouTube link', kind: 'video', hint: 'The film on YouTube (a watch, youtu.be, embed or shorts link). Until it is set, no play button or YouTube link is shown.' },
    { name: 'videoTitle', label: 'Film title', kind: 'shortText', max: 120, hint: 'Names the video window. Empty: the heading.' },
    { name: 'playText', label: 'Play button text', kind: 'shortText', max: 80, hint: 'Empty: "Play" and the film title.' },
    { name: 'linkText', label: 'YouTube link text', kind: 'shortText', max: 80, hint: 'Empty: no link to the film on YouTube.' },
    { name: 'image', label: 'Poster', kind: 'image', alt: 'imageAlt', hint: 'Beside the words: a 16:10 poster works best. Over a full-width picture: a wide one, darkened behind the words.' },
    IMAGE_ALT(),
  ],
  defaults: {
    id: 'mirror-of-earth',
    type: 'video-feature',
    title: 'Mirror of the Earth',
    content:
      'Every part of our design reflects something the Earth already does well: the strength of stone, the flow of water, the lightness of air and the energy of the sun.\n\nFoundation Elements is a short film about the four forces we build on, and what they teach us about moving well.',
    visible: true,
    metadata: {
      eyebrow: 'Foundation Elements',
      layout: 'split',
      videoTitle: 'Foundation Elements',
      playText: 'Play Foundation Elements',
      videoUrl: '', // the film's YouTube link; the play button shows once an editor sets one
      linkText: 'Watch on YouTube',
      image: '/art/home-mirror.svg',
    },
  },
})

export const PROJECT_CAROUSEL_BLOCK = defineBlock({
  type: 'project-carousel',
  chunk: 'home',
  label: 'Project carousel',
  description: 'A heading beside its introduction over large slides counted 01 / 03, each a picture, a text and key points.',
  icon: 'wrench',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    HIGHLIGHT,
  ],
  items: {
    label: 'Slide',
    min: 1,
    max: 12,
    fields: [
      { name: 'title', label: 'Slide title', kind: 'shortText', required: true, max: 120 },
      { name: 'description', label: 'Text', kind: 'richText', max: 1_000 },
      { name: 'points', label: 'Key points', kind: 'longText', max: 1_000, hint: ONE_PER_LINE },
      { name: 'image', label: 'Picture', kind: 'image', alt: 'imageAlt', hint: 'A 4:3 picture.' },
      IMAGE_ALT(),
    ],
  },
  defaults: {
    id: 'what-were-building',
    type: 'project-carousel',
    title: "What We're Building",
    content: 'A vehicle that senses like a living thing, is shaped by nature and speaks in a calm, earthy voice. Three ideas, one ride.',
    visible: true,
    metadata: {
      eyebrow: 'Inside the Vehicle',
      items: [
        {
          title: 'Sensory Intelligence',
          description:
            'A mesh of sensors reads road surface, weather, traffic and rider together, the way a nervous system reads the world, so the vehicle responds before you have to.',
          points: 'Surface and grip sensing\nPredictive safety alerts\nRider-aware assistance',
          image: '/art/home-build-sensory.svg',
        },
        {
          title: 'Bio-Inspired Design',
          description:
            'A frame grown from the logic of bone and branch: strong where the load flows, light everywhere else. Less material, more strength and a ride that feels alive.',
          points: 'Load-path optimised frame\nLight, repairable structure\nAerodynamics borrowed from flight',
          image: '/art/home-build-bio.svg',
        },
        {
          title: 'Earth-Toned Interface',
          description:
            'A display and sound palette drawn from moss, stone and sky. Information arrives calmly and only when it matters, so your attention stays on the ride.',
          points: 'Glanceable, glare-free display\nCalm, context-aware alerts\nVoice and haptic cues',
          image: '/art/home-build-interface.svg',
        },
      ],
    },
  },
})

export const HEADLINE_BLOCK = defineBlock({
  type: 'headline',
  chunk: 'home',
  label: 'Headline',
  description: 'A very large heading beside an editorial text whose first paragraph stands out.',
  icon: 'text',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Text', kind: 'richText', max: 4_000, hint: `${PARAGRAPHS_HINT} The first paragraph is drawn larger.` },
    EYEBROW,
    HIGHLIGHT,
  ],
  defaults: {
    id: 'new-era',
    type: 'headline',
    title: 'The World Demands a New Era',
    content: `Cities are crowded, journeys are fragmented and transport remains one of the largest sources of emissions on the planet. More of the same vehicles will not fix it.\n\nThe next era of mobility has to be lighter, smarter and cleaner all at once: vehicles that share the road with nature instead of fighting it. That is the era ${BRAND.name} is building for.`,
    visible: true,
    metadata: { eyebrow: 'Why Now', highlight: 'New Era' },
  },
})

export const WIDE_IMAGE_BLOCK = defineBlock({
  type: 'wide-image',
  chunk: 'home',
  label: 'Wide image',
  description: 'One wide picture with rounded corners and a shadow, with an optional caption under it.',
  icon: 'image',
  fields: [
    { name: 'title', label: 'Image description (alt text)', kind: 'shortText', max: 200, hint: 'What the picture shows, for screen readers and search engines.' },
    { name: 'content', label: 'Image', kind: 'image', alt: 'title', hint: 'A wide picture (5:2). Empty: the block shows nothing.' },
    { name: 'caption', label: 'Caption', kind: 'shortText', max: 300 },
  ],
  defaults: {
    id: 'new-era-image',
    type: 'wide-image',
    title: 'A city skyline giving way to forest and hills at sunrise, crossed by one flowing path',
    content: '/art/home-new-era.svg',
    visible: true,
  },
})

export const SERIES_TEASER_BLOCK = defineBlock({
  type: 'series-teaser',
  chunk: 'home',
  label: 'Series teaser',
  description: 'A dark panel announcing a series, beside a list of its shows, each with a tag and a link.',
  icon: 'sensor',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Text', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
  ],
  items: {
    label: 'Show',
    max: 6,
    fields: [
      { name: 'title', label: 'Show title', kind: 'shortText', required: true, max: 120 },
      { name: 'description', label: 'Text', kind: 'richText', max: 600 },
      { name: 'label', label: 'Tag', kind: 'shortText', max: 40, hint: 'A short tag such as Coming Soon.' },
      { name: 'link', label: 'Link', kind: 'link', hint: LINK_HINT },
    ],
  },
  defaults: {
    id: 'hyperbuilt-series',
    type: 'series-teaser',
    title: 'HyperBuilt Series',
    content: 'Go behind the scenes of building a new kind of vehicle: the breakthroughs, the setbacks and the people in between. Our original series is in production now.',
    visible: true,
    metadata: {
      eyebrow: 'Original Series',
      items: [
        {
          title: 'Reality Series',
          description: 'Follow the team from first sketch to test track in an unscripted documentary series.',
          label: 'Coming Soon',
          link: '/hyperbuilt/reality',
        },
        {
          title: 'Podcast Series',
          description: 'Long conversations with the engineers, designers and thinkers shaping the future of mobility.',
          label: 'Coming Soon',
          link: '/hyperbuilt/podcast',
        },
      ],
    },
  },
})

/**
 * A founder entry as this block stores it: the shared default founders, with their `id` as `key`
 * (an item may not have a field named `id`: fields.ts).
 */
export const HOME_FOUNDERS = DEFAULT_FOUNDERS.map(({ id, ...rest }) => ({ key: id ?? '', ...rest }))

export const FOUNDERS_BLOCK = defineBlock({
  type: 'founders',
  chunk: 'home',
  label: 'Founders',
  description: 'Founder cards with portrait, role and short bio; Read More opens the full bio and a quote, with recent articles and social links.',
  icon: 'users',
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 2_000, hint: PARAGRAPHS_HINT },
    EYEBROW,
    HIGHLIGHT,
    { name: 'postsLabel', label: 'Articles heading', kind: 'shortText', max: 80, hint: 'Above each founder\'s articles. Empty: "Recent articles".' },
  ],
  items: {
    label: 'Founder',
    min: 1,
    max: 12,
    fields: [
      { name: 'key', label: 'Short key', kind: 'shortText', max: 64, hint: 'Letters, digits and - only, unique in this block (such as founder-1); it keeps each card\'s Read More apart.' },
      { name: 'name', label: 'Name', kind: 'shortText', required: true, max: 120 },
      { name: 'title', label: 'Role', kind: 'shortText', max: 120 },
      { name: 'badge', label: 'Badge', kind: 'shortText', max: 120, hint: 'A short line under the role, such as 30+ years in mobility engineering.' },
      { name: 'image', label: 'Portrait', kind: 'image', alt: 'imageAlt', hint: 'A 6:7 portrait.' },
      IMAGE_ALT('Empty: "Portrait of" and the name.'),
      { name: 'shortBio', label: 'Short bio', kind: 'longText', max: 600 },
      { name: 'fullBio', label: 'Full bio', kind: 'richText', max: 3_000, hint: 'Shown by Read More.' },
      { name: 'quote', label: 'Quote', kind: 'longText', max: 600, hint: 'Shown by Read More.' },
      { name: 'post1Name', label: 'First article title', kind: 'shortText', max: 200 },
      { name: 'post1Url', label: 'First article link', kind: 'link', hint: LINK_HINT },
      { name: 'post2Name', label: 'Second article title', kind: 'shortText', max: 200 },
      { name: 'post2Url', label: 'Second article link', kind: 'link', hint: LINK_HINT },
      { name: 'linkedin', label: 'LinkedIn link', kind: 'link', hint: 'A full address starting with https://; it opens in a new tab.' },
      { name: 'twitter', label: 'X (Twitter) link', kind: 'link', hint: 'A full address starting with https://; it opens in a new tab.' },
      { name: 'defaultCopy', label: 'Note for editors', kind: 'longText', max: 600, hint: 'Never shown to visitors.' },
    ],
  },
  defaults: {
    id: 'founders',
    type: 'founders',
    title: 'Meet the Founders',
    content:
      'More than 50 years of combined experience in vehicle engineering, design and technology, brought together by one question: what if mobility worked like nature?',
    visible: true,
    metadata: { eyebrow: 'Leadership', postsLabel: 'Recent articles', items: HOME_FOUNDERS },
  },
})

export const LATEST_POSTS_BLOCK = defineBlock({
  type: 'latest-posts',
  chunk: 'home',
  label: 'Latest posts',
  description: 'The three newest published journal posts as cards, with a link to all of them; hidden while there are none.',
  icon: 'book',
  needs: ['latestPosts'],
  fields: [
    { name: 'title', label: 'Heading', kind: 'shortText', max: 200 },
    { name: 'content', label: 'Introduction', kind: 'richText', max: 600, hint: 'One short paragraph.' },
    EYEBROW,
  ],
  defaults: {
    id: 'latest-blogs',
    type: 'latest-posts',
    title: 'Latest from the Journal',
    content: 'Field notes, ideas and stories from the road to Hypermobility.',
    visible: true,
    metadata: { eyebrow: 'From the Journal' },
  },
})

export const CLOSING_CTA_BLOCK = defineBlock({
  type: 'closing-cta',
  chunk: 'home',
  label: 'Closing banner',
  description: 'A bold green panel to close a page: a large title, a line, two buttons and up to four key figures.',
  icon: 'rocket',
  fields: [
    { name: 'title', label: 'Section name', kind: 'shortText', max: 200, hint: 'For you in this list; visitors see the banner title (this name when that is empty).' },
    { name: 'content', label: 'Banner title', kind: 'shortText', max: 200 },
    { name: 'subtitle', label: 'Subtitle', kind: 'longText', max: 600 },
    ...BUTTONS,
  ],
  items: {
    label: 'Figure',
    max: 4,
    fields: [
      { name: 'value', label: 'Figure', kind: 'shortText', required: true, max: 16, hint: 'Such as 50+; ∞ is drawn as the infinity sign.' },
      { name: 'label', label: 'What it counts', kind: 'shortText', max: 80 },
    ],
  },
  defaults: {
    id: 'closing-cta',
    type: 'closing-cta',
    title: 'Join the Hypermobility Movement',
    content: 'Join the Hypermobility Movement',
    visible: true,
    metadata: {
      subtitle: 'Whether you want to build it, ride it or partner with us, there is a place for you in what comes next.',
      primaryText: 'Explore Careers',
      primaryLink: '/careers',
      secondaryText: 'Get in Touch',
      secondaryLink: '/contact',
      items: [
        { value: '50+', label: 'Years combined experience' },
        { value: '3', label: 'Core pillars' },
        { value: '∞', label: 'Possibilities ahead' },
      ],
    },
  },
})

export const HOME_BLOCKS: readonly BlockSpec[] = [
  HERO_BLOCK,
  FEATURE_CAROUSEL_BLOCK,
  STATEMENT_BLOCK,
  FEATURE_PILLARS_BLOCK,
  ACTION_BAND_BLOCK,
  VIDEO_FEATURE_BLOCK,
  PROJECT_CAROUSEL_BLOCK,
  HEADLINE_BLOCK,
  WIDE_IMAGE_BLOCK,
  SERIES_TEASER_BLOCK,
  FOUNDERS_BLOCK,
  LATEST_POSTS_BLOCK,
  CLOSING_CTA_BLOCK,
]
