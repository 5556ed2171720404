/**
 * Local dates and times in a named time zone (an event starts at 19:00 in Lisbon), with the
 * runtime's own zone data (Intl): the console turns what an editor types into an instant, and both
 * the console and the site show an instant in the item's zone. No library: Intl has the rules.
 */

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Lisbon", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const PARTS = new Map<string, Intl.DateTimeFormat>()
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = PARTS.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    if (PARTS.size > 500) PARTS.clear()
    PARTS.set(zone, format)
  }
  return format
}

/** The wall-clock reading of instant `ms` in `zone`, as the milliseconds of that reading taken as UTC. */
function wallClock(ms: number, zone: string): number {
  const p: Record<string, number> = {}
  for (const part of partsFormat(zone).formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

/** `iso` read in `zone` as the value of an `<input type="datetime-local">`: "2026-03-14T19:00". '' for no date. */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  const safe = isTimeZone(zone) ? zone : 'UTC'
  return new Date(wallClock(ms, safe)).toISOString().slice(0, 16)
}

/** The instant a local "YYYY-MM-DDTHH:mm" in `zone` names, as ISO in UTC; null when it is not one. */
export function fromZonedInput(local: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!m || !isTimeZone(zone)) return null
  const guess = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5])
  if (Number.isNaN(guess)) return null
  // The zone's offset at the guess, then again at the result (a DST change between the two).
  let at = guess - (wallClock(guess, zone) - guess)
  at = guess - (wallClock(at, zone) - at)
  return new Date(at).toISOString()
}

/** An ISO 8601 instant with its offset ("2026-03-14T18:00:00Z", "…+01:00"): what a dateTime field takes. */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/
