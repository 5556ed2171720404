/**
 * CSV as spreadsheets read it (RFC 4180): fields holding a comma, a double quote, CR or LF are
 * quoted with quotes doubled, records end in CRLF, and the file starts with a UTF-8 byte order mark
 * so Excel reads it as UTF-8. A cell that a spreadsheet would run as a formula (one starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, so a visitor's message can never
 * become a formula on a staff member's machine (OWASP "CSV injection").
 */
import { ENQUIRY_CSV_COLUMNS } from '../../shared/api/enquiries.ts'
import { FORM_TYPE_LABELS, sourceLabel, STATUS_LABELS, subjectLabel } from '../../shared/enquiry-labels.ts'
import type { EnquiryRow } from './queries.ts'

export const CSV_BOM = '\uFEFF'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: neutralised, then quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRecord = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`

/** `2026-11-24 09:05:00` (UTC): a form every spreadsheet reads as a date and time. */
export const csvDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ')

export const csvHeader = () => CSV_BOM + csvRecord([...ENQUIRY_CSV_COLUMNS])

/**
 * Name, Email, Phone, Subject, Message, Source Page, Type, Status, Date (admin-area §7). Subject,
 * source, type and status in the words the console shows (shared/enquiry-labels.ts), not stored values.
 */
export const enquiryRecord = (e: EnquiryRow) =>
  csvRecord([e.name, e.email, e.phone, subjectLabel(e.subject), e.message, sourceLabel(e.source_page), FORM_TYPE_LABELS[e.form_type], STATUS_LABELS[e.status], csvDate(e.created_at)])
