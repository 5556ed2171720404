/**
 * iCalendar (RFC 5545) of a dated served type (an event): one VEVENT per item, in UTC, with its page
 * as URL and UID. Text is escaped and lines folded at 75 octets, so no stored value can break the
 * file's structure.
 */
import type { ServedContentType } from '../../shared/content-types/served.ts'
import { itemPath, titleField } from '../../shared/content-types/served.ts'
import { plainText } from '../../shared/journal.ts'
import type { PublicItem } from './store.ts'

/** Text as a property value: backslash, semicolon, comma and line breaks escaped, controls dropped. */
const text = (value: unknown) =>
  String(value ?? '')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n')

/** "20260314T180000Z". */
const utc = (iso: unknown) => new Date(String(iso)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** A content line folded at 75 octets (continuations start with a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  let limit = 75
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + limit)
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
    limit = 74
  }
  return parts.join('\r\n ')
}

export function calendarOf(t: ServedContentType, items: PublicItem[], origin: string, name: string): string {
  const cal = t.served.site.calendar!
  const host = new URL(origin).host
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${text(name)}//${text(t.plural)}//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${text(`${name} ${t.plural.toLowerCase()}`)}`]
  for (const item of items) {
    const url = `${origin}${itemPath(t, item.slug)}`
    const about = [plainText(String(item[t.served.site.description] ?? '')), url].filter(Boolean).join('\n\n')
    lines.push(
      'BEGIN:VEVENT',
      `UID:${t.type}-${item.id}@${host}`,
      `DTSTAMP:${utc(item.updated_at)}`,
      `DTSTART:${utc(item[cal.start])}`,
      `DTEND:${utc(item[cal.end])}`,
      `SUMMARY:${text(item[titleField(t).name])}`,
      `DESCRIPTION:${text(about)}`,
      `URL:${text(url)}`,
    )
    const where = [cal.location && item[cal.location], cal.url && item[cal.url]].filter(Boolean).join(' · ')
    if (where) lines.push(`LOCATION:${text(where)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(fold).join('\r\n') + '\r\n'
}
