/**
 * /events/<slug> (issue 30): an event's page. Its title and summary, when (in the event's own time
 * zone, named) and where, a file for the visitor's calendar, the registration link or, without one,
 * the VIP list signup, its picture and its details (rich text, sanitised by the server on every
 * save). An event that has ended keeps its page and says so. Absent, draft or not yet due: 'Event
 * not found' (404); signed-in staff see drafts and scheduled events with a Preview banner.
 */
import { Link } from 'react-router-dom'
import { EVENTS } from '../../../../shared/content-types/events.ts'
import { CalendarIcon } from '../../components/journal/icons.tsx'
import { ArrowRightIcon, ExternalIcon } from '../../components/Icons.tsx'
import { safeExternalUrl } from '../../lib/journal.ts'
import { ArticleSkeleton, MissingArticle } from '../../components/journal/ArticleStates.tsx'
import { nestHeadings } from '../../lib/outline.ts'
import { LaunchSignup } from '../../pages/static/LaunchSignup.tsx'
import { useServedItem, type ServedPageItem } from '../served.ts'
import { ItemArticle } from '../ItemArticle.tsx'
import { eventPlace, eventTimes } from './event-time.ts'
import '../../styles/journal.css'
import './events.css'

export default function EventDetail() {
  const { data, loading } = useServedItem(EVENTS)
  const item = data?.item ?? null
  if (loading) return <ArticleSkeleton label="Loading event…" />
  if (!item) return <EventNotFound />
  return <EventArticle item={item} />
}

function EventArticle({ item }: { item: ServedPageItem }) {
  const when = eventTimes(item)
  const place = eventPlace(item)
  const title = String(item.title)
  const online = item.lapsed ? null : safeExternalUrl(String(item.online_url ?? ''))
  const register = item.lapsed ? null : safeExternalUrl(String(item.registration_url ?? ''))
  const image = String(item.image ?? '')
  return (
    <ItemArticle
      item={item}
      noun="event"
      id="ev"
      title={title}
      back={{ to: '/events', label: 'All events' }}
      badge={item.lapsed ? 'Past event' : 'Event'}
      head={
        <>
          <p className="ev-lead">{String(item.summary ?? '')}</p>
        </>
      }
    >
      <div className="container ev-facts-wrap">
        <dl className="ev-facts">
          <div className="ev-fact">
            <dt>
              <CalendarIcon size={18} />
              When
            </dt>
            <dd>
              <time dateTime={String(item.starts_at)}>{when.day}</time>
              <br />
              {when.hours} <span className="ev-zone">({when.zone})</span>
            </dd>
          </div>
          {place && (
            <div className="ev-fact">
              <dt>
                <PinIcon />
                Where
              </dt>
              <dd>
                {String(item.venue ?? '') || 'Online'}
                {online && (
                  <>
                    <br />
                    <a href={online} target="_blank" rel="noopener noreferrer">
                      Join online
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          <div className="ev-fact ev-fact--actions">
            <dt className="sr-only">Calendar</dt>
            <dd>
              <a className="btn btn-secondary" href={`/api/public/events/${encodeURIComponent(item.slug)}/calendar.ics`}>
                <CalendarIcon size={17} />
                Add to calendar
              </a>
            </dd>
          </div>
        </dl>
        {item.lapsed && (
          <p className="ev-ended" role="note">
            This event has ended. See what is coming up on the events page.
          </p>
        )}
      </div>

      {image && (
        <div className="container j-article-figure">
          <img className="j-article-image" src={image} alt={String(item.image_alt ?? '')} width={1600} height={900} decoding="async" fetchPriority="high" />
        </div>
      )}

      <div className="container j-article-body">
        <div className="prose" dangerouslySetInnerHTML={{ __html: nestHeadings(String(item.body ?? '')) }} />

        {register ? (
          <aside className="j-cta" aria-labelledby="ev-cta-title">
            <div>
              <h2 id="ev-cta-title" className="j-cta-title">
                Save your place
              </h2>
              <p className="j-cta-text">Registration is handled on the organiser's site.</p>
            </div>
            <div className="j-cta-actions">
              <a className="btn btn-primary btn-lg" href={register} target="_blank" rel="noopener noreferrer">
                Register
                <ExternalIcon size={17} />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </aside>
        ) : item.lapsed ? (
          <aside className="j-cta" aria-labelledby="ev-cta-title">
            <div>
              <h2 id="ev-cta-title" className="j-cta-title">
                Missed it?
              </h2>
              <p className="j-cta-text">There is more to come. See the upcoming events, or read the latest from the Journal.</p>
            </div>
            <div className="j-cta-actions">
              <Link to="/events" className="btn btn-primary btn-lg">
                Upcoming events
                <ArrowRightIcon size={18} />
              </Link>
            </div>
          </aside>
        ) : (
          <aside className="j-cta ev-vip" aria-labelledby="ev-cta-title">
            <div>
              <h2 id="ev-cta-title" className="j-cta-title">
                Join the VIP List
              </h2>
              <p className="j-cta-text">VIPs hear first about places for this event, with early registration and priority spots for test rides.</p>
            </div>
            <LaunchSignup source="events" buttonLabel="Join Now" busyLabel="Joining..." />
          </aside>
        )}
      </div>
    </ItemArticle>
  )
}

function PinIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

function EventNotFound() {
  return <MissingArticle title="Event not found" text="This event doesn't exist, has moved or is no longer published." back={{ to: '/events', label: 'Back to Events' }} />
}
