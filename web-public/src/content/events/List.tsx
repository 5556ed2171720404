/**
 * /events (public-site §2 Events; issue 30): upcoming events soonest first, then past events apart,
 * each linking to its page, with the feed of all events for calendars. While there are none it is
 * the spec's page: the 'Coming Soon' banner (season 2026), the three event types, the 'Join the VIP
 * List' signup (source_page 'events') and links to /contact and /journal/blogs. The VIP signup and
 * the links stay below the list once events are published. Head: the type's (content/served.ts).
 */
import { EVENTS } from '../../../../shared/content-types/events.ts'
import { AppLink } from '../../components/AppLink.tsx'
import { CalendarIcon } from '../../components/journal/icons.tsx'
import { LaunchPage, type LaunchPageContent } from '../../pages/static/LaunchPage.tsx'
import { useServedList, type ServedPageItem } from '../served.ts'
import { eventPlace, eventTimes } from './event-time.ts'
import './events.css'

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

/** The lead once there are events to list. */
const LISTED_LEAD = 'Ride it, question it, help shape it. Launch nights, neighbourhood meetups and conferences where you can meet the Yerth team.'

export default function EventsList() {
  const { data, loading } = useServedList(EVENTS)
  const items = data?.items ?? []
  const past = data?.past ?? []
  if (loading) return <LaunchPage content={{ ...CONTENT, lead: LISTED_LEAD }} page="events" listing={<ListingSkeleton />} />
  if (!items.length && !past.length) return <LaunchPage content={CONTENT} page="events" />
  return <LaunchPage content={{ ...CONTENT, lead: LISTED_LEAD }} page="events" listing={<Listing items={items} past={past} />} />
}

function Listing({ items, past }: { items: ServedPageItem[]; past: ServedPageItem[] }) {
  return (
    <>
      <section className="launch-section ev-section" aria-labelledby="ev-upcoming-title">
        <div className="container">
          <div className="ev-section-head">
            <h2 id="ev-upcoming-title" className="launch-h2">
              Upcoming events
            </h2>
            <a className="btn btn-secondary ev-feed" href="/api/public/events/calendar.ics">
              <CalendarIcon size={17} />
              Add all events to your calendar
            </a>
          </div>
          {items.length ? (
            <ul className="ev-list">
              {items.map((item) => (
                <EventCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="ev-none">No upcoming events right now. Join the VIP list below to hear about the next one first.</p>
          )}
        </div>
      </section>
      {past.length > 0 && (
        <section className="launch-section ev-section ev-section--past" aria-labelledby="ev-past-title">
          <div className="container">
            <h2 id="ev-past-title" className="launch-h2">
              Past events
            </h2>
            <ul className="ev-list">
              {past.map((item) => (
                <EventCard key={item.id} item={item} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}

function EventCard({ item }: { item: ServedPageItem }) {
  const when = eventTimes(item)
  const place = eventPlace(item)
  const title = String(item.title)
  const image = String(item.image ?? '')
  return (
    <li className={`ev-card${item.lapsed ? ' ev-card--past' : ''}`}>
      <p className="ev-badge" aria-hidden="true">
        <span className="ev-badge-day">{when.badge.day}</span>
        <span className="ev-badge-month">{when.badge.month}</span>
      </p>
      <div className="ev-card-copy">
        <h3 className="ev-card-title">
          <AppLink to={`/events/${item.slug}`} className="ev-card-link">
            {title}
          </AppLink>
        </h3>
        <p className="ev-card-when">
          <time dateTime={String(item.starts_at)}>{when.day}</time>, {when.hours} <span className="ev-zone">({when.zone})</span>
        </p>
        {place && <p className="ev-card-place">{place}</p>}
        <p className="ev-card-summary">{String(item.summary ?? '')}</p>
      </div>
      {image && <img className="ev-card-image" src={image} alt={String(item.image_alt ?? '')} width={480} height={320} loading="lazy" decoding="async" />}
    </li>
  )
}

function ListingSkeleton() {
  return (
    <section className="launch-section ev-section" aria-busy="true">
      <div className="container">
        <p className="sr-only" role="status">
          Loading events…
        </p>
        <ul className="ev-list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="ev-card ev-card--loading" />
          ))}
        </ul>
      </div>
    </section>
  )
}
