/**
 * When and where an event is, in words, read in the event's own time zone (an event in Lisbon shows
 * Lisbon's time to every visitor, with the zone named), the same on the server and in the browser.
 */
import type { ServedItem } from '../../../../shared/content-types/served.ts'

const FORMATS = new Map<string, Intl.DateTimeFormat>()
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`
  let f = FORMATS.get(key)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone })
    } catch {
      f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
    }
    FORMATS.set(key, f)
  }
  return f
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

/** "Lisbon time" for Europe/Lisbon; "UTC" for UTC. */
export const zoneName = (zone: string) => (zone.includes('/') ? `${zone.split('/').pop()!.replace(/_/g, ' ')} time` : zone)

export interface EventTimes {
  /** The start's calendar day: "Sat, 14 March 2026". */
  day: string
  /** "19:00 – 22:00" or, across days, "14 Mar 19:00 – 15 Mar 02:00". */
  hours: string
  zone: string
  /** The date badge: "14" and "Mar". */
  badge: { day: string; month: string }
}

export function eventTimes(item: ServedItem): EventTimes {
  const zone = String(item.time_zone || 'UTC')
  const start = new Date(String(item.starts_at))
  const end = new Date(String(item.ends_at))
  const dayOf = (d: Date) => format(zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(d)
  const sameDay = dayOf(start) === dayOf(end)
  const time = format(zone, TIME)
  const short = format(zone, { day: 'numeric', month: 'short' })
  const hours = sameDay ? `${time.format(start)} – ${time.format(end)}` : `${short.format(start)} ${time.format(start)} – ${short.format(end)} ${time.format(end)}`
  return {
    day: format(zone, DAY).format(start),
    hours,
    zone: zoneName(zone),
    badge: { day: format(zone, { day: 'numeric' }).format(start), month: format(zone, { month: 'short' }).format(start) },
  }
}

/** Where: the venue, "Online", or both. */
export function eventPlace(item: ServedItem): string {
  const venue = String(item.venue ?? '')
  const online = Boolean(item.online_url)
  return venue && online ? `${venue} and online` : venue || (online ? 'Online' : '')
}
