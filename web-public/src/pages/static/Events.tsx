/**
 * Events (/events, public-site §2 Events): the 'Coming Soon' banner (season 2026), the three event
 * types, the 'Join the VIP List' signup (source_page 'events') and links to /contact and
 * /journal/blogs. Head: `head` below.
 */
import { usePageMeta } from '../../lib/head.ts'
import type { StaticHead } from '../../document.ts'
import { LaunchPage, type LaunchPageContent } from './LaunchPage.tsx'

const CONTENT: LaunchPageContent = {
  eyebrow: 'Events',
  title: 'Meet Hypermobility in person',
  lead: 'Ride it, question it, help shape it. From launch nights to neighbourhood meetups, Yerth events are on their way.',
  launch: { label: 'Season', value: '2026' },
  art: { src: '/art/events-hero.svg', width: 560, height: 420 },
  cards: {
    heading: 'Event types',
    title: 'What to expect',
    lead: 'Three kinds of gatherings, one idea: mobility is better when we build it together.',
    items: [
      {
        title: 'Product Launch Events',
        text: 'Be in the room when new Yerth vehicles are unveiled, with first looks, test rides and the team that built them.',
        points: ['First look at new vehicles', 'Test rides and live demos', 'Q&A with the founders and engineers'],
        icon: 'rocket',
      },
      {
        title: 'Community Meetups',
        text: 'Relaxed local gatherings for riders, makers and the curious: group rides, workshops and conversations about better mobility.',
        points: ['Group rides in your city', 'Hands-on maintenance and design workshops', 'Rider stories and feedback sessions'],
        icon: 'users',
      },
      {
        title: 'Industry Conferences',
        text: 'Find us on stage and on the show floor at mobility, design and climate conferences around the world.',
        points: ['Keynotes and panel talks', 'Exhibition stands and live tech demos', 'Partner and investor meetings'],
        icon: 'stage',
      },
    ],
  },
  signup: {
    title: 'Join the VIP List',
    text: 'VIPs hear about every event first, with early registration and priority spots for test rides.',
    note: 'We will only write when there is an event worth your time.',
    source: 'events',
    buttonLabel: 'Join Now',
    busyLabel: 'Joining...',
  },
  links: {
    title: 'Want Yerth at your event?',
    text: 'Invite us to speak, exhibit or ride along, or catch up on the latest stories from the Journal.',
    items: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Read the Blogs', to: '/journal/blogs' },
    ],
  },
}

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Events',
  description:
    'Yerth events are coming in 2026: product launch events, community meetups and industry conferences. Join the VIP list to hear first.',
}

export default function Events() {
  usePageMeta(head)
  return <LaunchPage content={CONTENT} page="events" />
}
