/**
 * Default sections of the careers page (admin-area §9; public-site §2 Careers). Copy shown by the
 * public site until an editor changes it. Designed sections (web-public/src/sections/careers) read:
 * - metadata.eyebrow: the small label over a heading;
 * - metadata.items: cards and bullets (string fields each); `icon` fields name a glyph (target,
 *   rocket, spark, users, leaf, compass, shield, handshake, growth, heart, clock, book, bike, chart,
 *   sun, eye, flask);
 * - hero metadata.buttonText: the button that scrolls to the section with id join-our-movement;
 * - join-our-movement metadata.email: the careers address applications go to (mailto link).
 */
import type { Section } from '../../api/pages.ts'
import { BRAND } from '../../brand.ts'
import { section } from '../section.ts'
import { DEFAULT_FOUNDERS } from './founders.ts'

export const CAREERS_SECTIONS: Section[] = [
  section('hero', 'banner', 'Join Our Movement', 'Build the Future of Hypermobility', {
    eyebrow: 'Careers at Yerth',
    subtitle:
      'Join engineers, designers and storytellers creating intelligent, sustainable vehicles inspired by nature. Our vehicles are still in development and testing, so your ideas will shape what reaches the road.',
    buttonText: 'Join Our Movement',
    image: '/art/careers-hero.svg',
    items: [
      { value: '100%', label: 'renewable-powered studios' },
      { value: 'Day 1', label: 'ownership of real problems' },
      { value: '3Es', label: 'Empathy, Ecosystems, Evolution' },
    ],
  }),
  section(
    'why-build',
    'text',
    `Why Build Your Career at ${BRAND.name}`,
    'A career here means doing the most meaningful work of your life with people who care as much as you do.',
    {
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
  ),
  section(
    'founders-quote',
    'text',
    'From Our Founders',
    'We are not hiring people to fill roles. We are looking for people who want to decide what mobility should feel like for the next hundred years. Bring your curiosity, your care and your courage, and we will build it together.',
    {
      attribution: `${DEFAULT_FOUNDERS[0]?.name ?? ''} & ${DEFAULT_FOUNDERS[1]?.name ?? ''}`,
      role: `Founders & Directors, ${BRAND.name}`,
    },
  ),
  section('cultivating', 'text', 'What We Are Cultivating', 'What we grow inside the team matters as much as what we put on the road.', {
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
  }),
  section('perks', 'text', 'Perks & Benefits', 'The support you need to do your best work, and to live a full life outside it.', {
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
  }),
  section('culture', 'text', 'Culture & Values', 'Five commitments that shape how we work together every day.', {
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
  }),
  section(
    'join-our-movement',
    'text',
    'Who Thrives Here',
    'You do not need to have worked in mobility before. You need to care about the problem and enjoy solving it with others.',
    {
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
  ),
]
