/**
 * Copy of the alternative landing page (/home-v1, public-site §2), which is not a managed page:
 * its hero, the three pillars, the features, the six FAQ entries, and the shared sections it
 * draws with the home page's components (founders, latest blogs, closing banner).
 */
import { NO_SOCIAL_CARD, type PublicPage, type Section } from '../../../../shared/api/pages.ts'
import { BRAND } from '../../../../shared/brand.ts'
import { DEFAULT_FOUNDERS } from '../../../../shared/pages/defaults/founders.ts'
import { section } from '../../../../shared/pages/section.ts'

export const HERO = {
  eyebrow: `Introducing ${BRAND.name}`,
  title: 'Welcome to the Hypermobility Era',
  highlight: 'Hypermobility Era',
  lead: 'Electric vehicles that think like nature: seamless from door to destination, intelligent enough to anticipate the road, sustainable down to the last bolt.',
  primary: { text: 'Discover Our Story', to: '/about' },
  secondary: { text: 'Get in Touch', to: '/contact' },
  art: { src: '/art/home-hero.svg', width: 1600, height: 1000 },
  note: 'In development and testing. No launch date yet.',
}

export type PillarIcon = 'seamless' | 'intelligent' | 'sustainable'

export const PILLARS = {
  eyebrow: 'Our Foundation',
  title: 'Built on Three Core Pillars',
  lead: 'Every decision we make, from the frame to the firmware, answers to three principles.',
  items: [
    {
      icon: 'seamless' as PillarIcon,
      title: 'Seamless',
      text: 'One fluid journey across city streets, trails and transit, with no friction between you, your vehicle and where you are going.',
    },
    {
      icon: 'intelligent' as PillarIcon,
      title: 'Intelligent',
      text: 'Sensors and software that read the road, the weather and the rider, and adapt before you have to think about it.',
    },
    {
      icon: 'sustainable' as PillarIcon,
      title: 'Sustainable',
      text: 'Renewable energy, circular materials and a carbon-negative roadmap: designed to give back more than it takes.',
    },
  ],
  learnMore: 'Learn More',
  cta: 'Discover the Future',
}

export const FEATURES = {
  eyebrow: 'Features',
  title: 'Engineered for the Way You Move',
  lead: 'A first look at what is taking shape in the workshop. Detailed feature tours are on their way.',
  button: 'Explore Features',
  items: [
    { stat: '360°', title: 'Sensory Safety Shield', text: 'A mesh of sensors watches every side of the ride and warns early, calmly and only when it matters.' },
    { stat: '365', title: 'All-Season Adaptive Ride', text: 'Suspension, traction and power that tune themselves to terrain and weather, every day of the year.' },
    { stat: '90%', title: 'Circular by Design', text: 'Modular, repairable parts and recycled materials for a carbon footprint up to 90% lower.' },
  ],
}

export const COMING_SOON = {
  title: 'Coming Soon',
  text: "We're putting the finishing touches on our feature tours. Check back soon, or join the newsletter to hear the moment they land.",
  button: 'Got it',
}

export const FAQ = {
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  lead: 'The questions we hear most about Hypermobility and what comes next.',
  items: [
    {
      question: 'What is Hypermobility?',
      answer: `Hypermobility is our idea of movement without compromise: seamless, intelligent and sustainable. It means vehicles that adapt to you and to the world around them, so getting anywhere feels as natural as walking, with a fraction of the impact.`,
    },
    {
      question: `When will ${BRAND.name} products be available?`,
      answer: 'Our first vehicle is still in development and testing, and we have not shared a launch date yet. Subscribe to the newsletter and you will be among the first to know when test rides and pre-orders open.',
    },
    {
      question: `What is ${BRAND.name}'s approach to sustainability?`,
      answer: 'Sustainability is where our design starts: production powered by 100% renewable energy, recycled and recyclable materials, modular parts you repair instead of replace, and a roadmap to becoming carbon-negative.',
    },
    {
      question: `What makes ${BRAND.name} different?`,
      answer: 'We design vehicles the way nature designs living things. Sensory intelligence, a bio-inspired frame and a calm, earth-toned interface work as one system, built by founders with more than 50 years of combined experience in engineering and design.',
    },
    {
      question: 'How can I stay updated?',
      answer: `Join the ${BRAND.name} Journal for stories from the workshop, follow our social channels for news and behind-the-scenes moments, and subscribe to the newsletter at the bottom of every page.`,
    },
    {
      question: `Is ${BRAND.name} hiring?`,
      answer: 'We are always looking for curious engineers, designers and storytellers who want to shape the future of mobility. See our open roles and how to apply on the',
      link: { text: 'Careers page', to: '/careers' },
    },
  ],
  aside: {
    title: 'Still have questions?',
    text: 'Our team reads every message and replies within 24 hours.',
    button: 'Get in Touch',
  },
}

/** The shared sections, as the home page's components draw them. */
export const SHARED_SECTIONS: Record<'founders' | 'latestBlogs' | 'closing', Section> = {
  founders: section('founders', 'text', 'The Minds Behind the Movement', 'Two founders, more than 50 years of combined experience, one question: what if mobility worked like nature?', {
    eyebrow: 'Leadership',
    postsLabel: 'Recent articles',
    items: DEFAULT_FOUNDERS,
  }),
  latestBlogs: section('latest-blogs', 'text', 'Latest from the Journal', 'Field notes, ideas and stories from the road to Hypermobility.', { eyebrow: 'From the Journal' }),
  closing: section('closing-cta', 'banner', 'Join the Hypermobility Movement', 'Join the Hypermobility Movement', {
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
  }),
}

/** The page the shared section components are told they are on. */
export const V1_PAGE: PublicPage = {
  key: 'home-v1',
  page_name: 'Welcome to the Hypermobility Era',
  sections: Object.values(SHARED_SECTIONS),
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  canonical_url: '',
  ...NO_SOCIAL_CARD,
}
