/**
 * Default sections of the about page (admin-area §9; public-site §2 About). Copy shown by the public
 * site until an editor changes it. Designed sections (web-public/src/sections/about) read:
 * - metadata.eyebrow: the small label over a heading;
 * - metadata.items: cards, tiles, stats, founders and differentiators (string fields each);
 * - `icon` fields name a glyph (heart, leaf, spark, bolt, person, chip, globe, sun, wrench, refresh,
 *   sensor, users); `gradient` fields are two hex colours ("#22a625, #0f766e");
 * - text `content`: blank lines separate paragraphs; sections with Read More show the first
 *   paragraph and fold the rest.
 * The partner in `collaboration` is a fictional placeholder, as the founders are.
 */
import type { Section } from '../../api/pages.ts'
import { section } from '../section.ts'
import { DEFAULT_FOUNDERS } from './founders.ts'

export const ABOUT_SECTIONS: Section[] = [
  section('hero', 'banner', 'Born for Hypermobility', 'Born for Hypermobility', {
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
  }),
  section(
    'human-tech',
    'text',
    'The Future is Human + Tech',
    [
      'We do not believe the future belongs to machines, or that people must choose between progress and the planet. The future we are building is human + tech: technology that senses, adapts and supports, while people stay firmly in the lead.',
      'Every Yerth vehicle starts with a person, not a spec sheet. We study how riders move through cities and landscapes, where they hesitate, what makes them feel safe and what makes a journey feel effortless. Then we ask what technology can quietly take off their shoulders.',
      'Our systems are designed to read the road, the weather and the rider’s rhythm, and to respond the way a good companion would: early, calmly and without fuss. Intelligence you feel, rather than intelligence you have to manage.',
    ].join('\n\n'),
    {
      eyebrow: 'Our Belief',
      quote: 'Technology should amplify what makes us human, never replace it.',
      quoteAuthor: 'The Yerth founding team',
      image: '/art/about-human-tech.svg',
    },
  ),
  section('three-es', 'text', 'The 3Es', 'Three ideas shape every decision we make, from the first sketch to the last bolt.', {
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
  }),
  section(
    'what-we-stand-for',
    'text',
    'What We Stand For',
    [
      'We stand for mobility that gives more than it takes. Every gram of material, every watt of energy and every design choice is weighed against what it costs people and the planet.',
      'In practice that means designing for a 90% carbon footprint reduction compared with a conventional car commute, running our studios and test rigs on 100% renewable energy, and following a roadmap to become carbon-negative across our operations.',
      'It also means honesty. Our vehicles are still in development and testing, and we share what we learn along the way: the breakthroughs, the dead ends and the data behind our claims.',
    ].join('\n\n'),
    { eyebrow: 'Our Purpose' },
  ),
  section('values', 'text', 'Our Values', 'Four values we hire for, design by and hold ourselves to.', {
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
  }),
  section(
    'visionaries',
    'text',
    'The Visionaries Behind',
    'Two builders with more than fifty years of combined experience in mobility engineering, design and technology.',
    {
      eyebrow: 'Leadership',
      profileLabel: 'View profile',
      items: DEFAULT_FOUNDERS.map((f) => ({
        id: f.id,
        name: f.name,
        title: 'Founder & Director',
        badge: f.badge,
        bio: f.fullBio,
        profileUrl: f.linkedin,
        image: f.image,
        defaultCopy: f.defaultCopy,
      })),
    },
  ),
  section(
    'collaboration',
    'text',
    'In Collaboration With',
    'Great vehicles are built by great partnerships. Our strategic technology partner brings deep experience in embedded electronics and connected IT systems, so our engineers can focus on the ride while every circuit, sensor and server behind it is built to last.',
    {
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
  ),
  section('why-motors', 'text', 'Why Motors', 'Six differentiators engineered into every vehicle we build.', {
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
  }),
  section('ready-to-shape', 'banner', 'Ready to Shape the Future?', 'Ready to Shape the Future?', {
    eyebrow: 'Build With Us',
    subtitle: 'We are looking for engineers, designers and dreamers who want to build mobility that works with the planet, not against it.',
  }),
  section('explore-careers', 'button', 'Explore Careers', 'Explore Careers', { link: '/careers' }),
]
