/** Helpers for the enquiries tests: the module alone (with what it depends on), posting the forms, peeking at the outbox. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { ContactBody, NewsletterBody } from '../../shared/api/enquiries.ts'
import { auth } from '../auth/index.ts'
import { createTestApp, jsonHeaders, type TestAppOptions } from '../core/testing.ts'
import { mail } from '../mail/index.ts'
import { settings } from '../settings/index.ts'
import { enquiries, type EnquiriesOptions } from './index.ts'

/** The enquiries plugin registered with options, as createTestApp takes plugins without any. */
export const enquiriesWith = (opts: EnquiriesOptions): FastifyPluginAsync =>
  Object.assign(async (app: FastifyInstance) => app.register(enquiries, opts), { [Symbol.for('skip-override')]: true })

/** core + auth + settings + mail + enquiries on a fresh database; `extra` registers after them (e.g. gate). */
export function enquiriesApp(opts: EnquiriesOptions = {}, extra: FastifyPluginAsync[] = [], appOpts: TestAppOptions = {}) {
  return createTestApp([auth, settings, ...extra, mail, enquiriesWith(opts)], appOpts)
}

/** A valid contact body; `over` may break it in any way. */
export const contactBody = (over: Record<string, unknown> = {}): Record<string, unknown> & Partial<ContactBody> => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  mobile: '',
  subject: 'general',
  message: 'Hello from the test.',
  source_page: 'contact',
  ...over,
})

export const newsletterBody = (over: Record<string, unknown> = {}): Record<string, unknown> & Partial<NewsletterBody> => ({
  email: 'reader@example.com',
  source_page: 'footer',
  ...over,
})

let nextIp = 1
/** A fresh documentation-range address per call, so per-IP budgets only bite where a test wants them to. */
export const freshIp = () => {
  const n = nextIp++
  return `198.51.${(n >> 8) & 255}.${n & 255}`
}

export const postForm = (app: FastifyInstance, url: string, payload: unknown, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...jsonHeaders(), ...headers }, payload: JSON.stringify(payload), remoteAddress })

export const countRows = async (app: FastifyInstance, table: 'enquiries' | 'newsletter_subscriptions' | 'mail_outbox') => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(app.db)
  return Number(rows[0].n)
}

/** The outbox rows (a test's peek into the mail module's table: what the sender would send). */
export async function outbox(app: FastifyInstance, kind?: string) {
  const { rows } = await sql<{ id: number; to_address: string; from_address: string; subject: string; text: string; html: string | null; headers: Record<string, string> | string; kind: string }>`
    select id, to_address, from_address, subject, text, html, headers, kind from mail_outbox order by id`.execute(app.db)
  return rows
    .map((r) => ({ ...r, headers: typeof r.headers === 'string' ? (JSON.parse(r.headers) as Record<string, string>) : r.headers }))
    .filter((r) => !kind || r.kind === kind)
}

/** A small RFC 4180 reader: the records of a CSV text (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += c
  }
  if (field !== '' || record.length) {
    record.push(field)
    records.push(record)
  }
  return records
}
