/**
 * Events (issue 30): launches, meetups and conferences with a page each at /events/<slug>. The list
 * at /events shows upcoming events first, soonest first, then past events apart; while there are
 * none it keeps the spec's 'Coming Soon' page (public-site §2 Events). Each event has Event JSON-LD,
 * an iCalendar file, and the feed of all events (/api/public/events/calendar.ics). Without a
 * registration link its page offers the VIP list signup.
 */
import { servedContentType, type ServedItem, type SiteFacts } from './served.ts'

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url)

function eventJsonLd(item: ServedItem, site: SiteFacts): Record<string, unknown> {
  const venue = String(item.venue ?? '')
  const online = String(item.online_url ?? '')
  const image = String(item.image ?? '')
  const places: Record<string, unknown>[] = []
  if (venue) places.push({ '@type': 'Place', name: venue, address: venue })
  if (online) places.push({ '@type': 'VirtualLocation', url: online })
  const mode = venue && online ? 'MixedEventAttendanceMode' : online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    description: item.summary,
    startDate: item.starts_at,
    endDate: item.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${mode}`,
    ...(places.length && { location: places.length === 1 ? places[0] : places }),
    ...(image && { image: [absolute(image, site.origin)] }),
    url: `${site.origin}/events/${item.slug}`,
    organizer: { '@type': 'Organization', name: site.name, url: site.origin },
    ...(item.registration_url ? { offers: { '@type': 'Offer', url: item.registration_url, availability: 'https://schema.org/InStock' } } : {}),
  }
}

export const EVENTS = servedContentType({
  type: 'events',
  table: 'events',
  noun: 'event',
  label: 'Event',
  plural: 'Events',
  auditAs: 'event',
  manager: { screen: 'Events', path: '/events', icon: 'calendar', summary: 'Plan launch nights, meetups and conferences: when, where and how to register.' },
  fields: [
    { name: 'title', label: 'Title', kind: 'shortText', required: true, max: 200 },
    { name: 'summary', label: 'Summary', kind: 'longText', required: true, max: 400, hint: 'One or two sentences: shown in the list, in search results and on social cards.' },
    { name: 'body', label: 'Details', kind: 'richText', required: true, detailOnly: true },
    { name: 'time_zone', label: 'Time zone', kind: 'timeZone', required: true, group: 'When', hint: "The zone the event's times are in, e.g. Europe/Lisbon." },
    { name: 'starts_at', label: 'Start', kind: 'dateTime', required: true, zone: 'time_zone', group: 'When' },
    { name: 'ends_at', label: 'End', kind: 'dateTime', required: true, zone: 'time_zone', notBefore: 'starts_at', group: 'When' },
    { name: 'venue', label: 'Venue', kind: 'shortText', max: 200, group: 'Where', hint: 'Place and town. Leave empty for an online-only event.' },
    { name: 'online_url', label: 'Online link', kind: 'link', group: 'Where', hint: 'The stream or call, for online and hybrid events.' },
    {
      name: 'registration_url',
      label: 'Registration link',
      kind: 'link',
      group: 'Registration',
      hint: 'Where visitors register. Leave empty to offer the VIP list signup instead.',
    },
    { name: 'image', label: 'Image', kind: 'image', alt: 'image_alt', group: 'Image' },
    { name: 'image_alt', label: 'Image description', kind: 'shortText', max: 300, group: 'Image', hint: 'What the picture shows, for visitors who cannot see it.' },
  ],
  slugFallback: 'event',
  list: { columns: ['title', 'starts_at', 'venue'], search: ['title', 'summary', 'venue'] },
  site: {
    path: '/events',
    intro: 'Launch nights, community meetups and conferences: meet Yerth and ride Hypermobility in person. See what is coming up and join the VIP list.',
    order: { field: 'starts_at', direction: 'asc' },
    lapse: { field: 'ends_at', past: 'apart' },
    description: 'summary',
    image: 'image',
    jsonLd: eventJsonLd,
    feed: true,
    calendar: { start: 'starts_at', end: 'ends_at', location: 'venue', url: 'online_url' },
  },
})
