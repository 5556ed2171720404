/**
 * Status, publish date and scheduling of a content type (blog posts, vlogs, press highlights). An item
 * is a draft or published (its `status` column); a published item whose `publish_date` is still ahead
 * is scheduled, and only a published item that is due (no publish date, or one that has passed) is
 * visible to the public. "Now" is the database's clock, so every instance agrees.
 */
import type { FastifyRequest } from 'fastify'
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { PostState } from '../../shared/api/journal.ts'
import { badRequest } from '../core/errors.ts'

/** The console's status filter (GET /api/cms/blogs, /vlogs, /press-highlights ?status=). */
export type StateFilter = 'all' | 'published' | 'draft' | 'scheduled'

/** Conditions on one content table's `status` and `publish_date`, each qualified by the table's name. */
export interface Publishing {
  /** Published and due: the only items the public may see. */
  visible: RawBuilder<SqlBool>
  /** Published with a publish date still ahead. */
  scheduled: RawBuilder<SqlBool>
  /** 'draft', 'scheduled' or 'published', as the console shows it. */
  state: RawBuilder<PostState>
  /** The items a console filter keeps; undefined for 'all'. "published" means visible now. */
  filter(filter: StateFilter): RawBuilder<SqlBool> | undefined
  /** Scheduled items that go live by `until` (the Dashboard's "scheduled in the next 7 days"). */
  scheduledUntil(until: Date): RawBuilder<SqlBool>
}

/**
 * The conditions for `table` (the module that owns it passes its name). `status = 'published'` is
 * written as a constant, so the partial indexes `where status = 'published'` serve generic plans too.
 */
export function publishing(table: string): Publishing {
  const status = sql.ref(`${table}.status`)
  const date = sql.ref(`${table}.publish_date`)
  const visible = sql<SqlBool>`(${status} = 'published' and (${date} is null or ${date} <= now()))`
  const scheduled = sql<SqlBool>`(${status} = 'published' and ${date} > now())`
  const draft = sql<SqlBool>`${status} = 'draft'`
  return {
    visible,
    scheduled,
    state: sql<PostState>`case when ${scheduled} then 'scheduled' else ${status} end`,
    filter: (filter) => (filter === 'draft' ? draft : filter === 'published' ? visible : filter === 'scheduled' ? scheduled : undefined),
    scheduledUntil: (until) => sql<SqlBool>`(${scheduled} and ${date} <= ${until})`,
  }
}

/**
 * A publish date the body's schema has checked as an ISO date-time, as stored: ISO in UTC. A year
 * outside 1900-9999 (which PostgreSQL and people cannot both use) is a 400 with `message`.
 */
export function publishDateWithin(value: string, message: string): string {
  const date = new Date(value)
  const year = date.getUTCFullYear()
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999) throw badRequest(message)
  return date.toISOString()
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * A publish date as typed or sent, stored as ISO in UTC: an ISO 8601 date or date-time. A date-time
 * without a zone is read as UTC (the console sends toISOString()); a bare date is midnight UTC. A day
 * that does not exist (30 February), an hour past 23, an offset past ±14:00 or a year outside
 * 1900-9999 is a 400 with `message`: refused, never rolled over into another date.
 */
export function parsePublishDate(value: string, message: string): string {
  const m = DATE_TIME.exec(value.trim())
  if (!m) throw badRequest(message, 'publish_date')
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m
  const [year, month, day] = [Number(y), Number(mo), Number(d)]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`
  const bad =
    year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 ||
    (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59))
  if (bad) throw badRequest(message, 'publish_date')
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${offset}`)
  if (Number.isNaN(date.getTime())) throw badRequest(message, 'publish_date')
  return date.toISOString()
}

/** preValidation hook: a cleared date field arrives as "" and means "no date", like null. */
export async function emptyDateIsNull(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null
  if (body && typeof body === 'object' && !Array.isArray(body) && body.publish_date === '') body.publish_date = null
}
