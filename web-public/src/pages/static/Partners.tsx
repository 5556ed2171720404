/**
 * Strategic Partners (/partners, public-site §2 Partners): the 'Coming Soon' banner (launch Q1 2026),
 * the three partnership types, the 'Be the First to Know' signup (source_page 'strategic_partners')
 * and links to /contact and /about. Head: `head` below.
 */
import { usePageMeta } from '../../lib/head.ts'
import type { StaticHead } from '../../document.ts'
import { LaunchPage, type LaunchPageContent } from './LaunchPage.tsx'

const CONTENT: LaunchPageContent = {
  eyebrow: 'Strategic Partners',
  title: 'Build Hypermobility with us',
  lead: 'We are opening Yerth to a small circle of partners who believe mobility should work like nature: adaptive, intelligent and sustainable. Our partner programme opens soon.',
  launch: { label: 'Launch', value: 'Q1 2026' },
  art: { src: '/art/partners-hero.svg', width: 560, height: 420 },
  cards: {
    heading: 'Partnership types',
    title: 'Three ways to partner',
    lead: 'Whether you build technology, open markets or shape the bigger picture, there is a place for you in the Yerth ecosystem.',
    items: [
      {
        title: 'Technology Partners',
        text: 'Co-develop the batteries, motors, sensors and software that let our vehicles sense, learn and adapt like living things.',
        points: ['Battery and drivetrain innovation', 'Sensors, AI and connected software', 'Joint research and prototyping'],
        icon: 'chip',
      },
      {
        title: 'Global Expansion Partners',
        text: 'Bring Yerth vehicles to new cities and countries through distribution, service and fleet networks built for the long run.',
        points: ['Regional distribution and retail', 'Service, charging and maintenance networks', 'Fleet and mobility-as-a-service operators'],
        icon: 'globe',
      },
      {
        title: 'Strategic Alliances',
        text: 'Work with us on the bigger picture: cities, institutions and mission-driven companies shaping carbon-negative mobility.',
        points: ['City and public-sector pilots', 'Universities and research institutes', 'Sustainability and impact programmes'],
        icon: 'link',
      },
    ],
  },
  signup: {
    title: 'Be the First to Know',
    text: 'Leave your e-mail and we will send you the partner programme brief, and an invitation to apply, the day it opens.',
    note: 'One e-mail when the programme opens, and only news that matters after that.',
    source: 'strategic_partners',
    buttonLabel: 'Subscribe',
    busyLabel: 'Subscribing...',
  },
  links: {
    title: "Can't wait until launch?",
    text: 'Tell us about your company today, or learn more about who we are and what we are building.',
    items: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Yerth', to: '/about' },
    ],
  },
}

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Strategic Partners',
  description:
    'Partner with Yerth: technology partners, global expansion partners and strategic alliances for electric Hypermobility. Launching Q1 2026.',
}

export default function Partners() {
  usePageMeta(head)
  return <LaunchPage content={CONTENT} page="partners" />
}
