/**
 * The checks of a save of a served content type, from its fields (shared/content-types/fields.ts):
 * every value trimmed, bounded, and of its kind, refused in words next to its field; rich text
 * sanitised; links parsed; instants stored in UTC. Refused rather than rewritten, except that
 * surrounding spaces are trimmed (docs/decisions/0008-input-and-answers.md).
 */
import { FIELD_MESSAGES, inputKey, maxOf, STORAGE, type ContentField } from '../../shared/content-types/fields.ts'
import { fieldOf, type ServedContentType } from '../../shared/content-types/served.ts'
import { INSTANT_PATTERN, isTimeZone } from '../../shared/content-types/zoned-time.ts'
import { plainText, youtubeId, youtubeWatchUrl } from '../../shared/journal.ts'
import { optionValues } from '../../shared/blocks/fields.ts'
import { badRequest } from '../core/errors.ts'
import { hasEmbeddedImages, parsePublishDate, sanitizeRichText } from '../content/index.ts'
import { isHttpUrl, isLink } from '../media/links.ts'
import { parseFileUrl, storedFileType } from '../media/files.ts'
import { MEDIA_FILES_PATH } from '../../shared/api/media-kit.ts'
import type { AnyDb } from '../core/db.ts'

export type ColumnValue = string | number | boolean | null
export type ServedBody = Record<string, unknown> & { slug?: string; status?: 'draft' | 'published'; publish_date?: string | null; version?: number }

const refuse = (field: ContentField, message: string) => badRequest(message, inputKey(field))

/** A comma-separated list, each entry trimmed (on one line) and empty ones dropped: "a, b, c". */
export const commaList = (text: string) =>
  text
    .split(',')
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ')

/** A required field left empty: the type's one message for all of them if it has one, else the field's. */
class Missing extends Error {
  constructor(readonly field: ContentField) {
    super(FIELD_MESSAGES.required(field))
  }
}

function yearOk(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear()
  return !Number.isNaN(ms) && year >= 1900 && year <= 9999
}

/** One field's stored value from what was sent (undefined: not sent). */
function checked(field: ContentField, raw: unknown): ColumnValue {
  const storage = STORAGE[field.kind]
  if (storage === 'flag') return raw === true
  if (storage === 'integer') {
    if (raw === null || raw === undefined) {
      if (field.required) throw new Missing(field)
      return null
    }
    const n = Number(raw)
    if (!Number.isInteger(n) || (field.min !== undefined && n < field.min) || (field.maxValue !== undefined && n > field.maxValue)) throw refuse(field, FIELD_MESSAGES.number(field))
    return n
  }
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (storage === 'instant' || storage === 'day') {
    if (!text) {
      if (field.required) throw new Missing(field)
      return null
    }
    if (storage === 'day') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !yearOk(Date.parse(`${text}T00:00:00Z`))) throw refuse(field, FIELD_MESSAGES.date(field))
      return text
    }
    if (!INSTANT_PATTERN.test(text) || !yearOk(Date.parse(text))) throw refuse(field, FIELD_MESSAGES.dateTime(field))
    return new Date(text).toISOString()
  }
  if (field.kind === 'richText') {
    // Measured as sent (`measure: 'bytes'`: the editor's own gauge), else as cleaned.
    if (field.measure === 'bytes' && Buffer.byteLength(text, 'utf8') > maxOf(field)) throw refuse(field, FIELD_MESSAGES.tooLong(field))
    if (hasEmbeddedImages(text)) throw refuse(field, FIELD_MESSAGES.embeddedImage(field))
    const html = sanitizeRichText(text)
    // Nothing left to read (an empty editor's "<p></p>") is nothing.
    const empty = !plainText(html) && !/<img\b/i.test(html)
    if (empty && field.required) throw new Missing(field)
    if (field.measure !== 'bytes' && html.length > maxOf(field)) throw refuse(field, FIELD_MESSAGES.tooLong(field))
    return empty ? '' : html
  }
  if (!text) {
    if (field.required) throw new Missing(field)
    return field.emptyIsNull ? null : ''
  }
  if (text.length > maxOf(field)) throw refuse(field, FIELD_MESSAGES.tooLong(field))
  if (field.commaList) return commaList(text)
  switch (field.kind) {
    case 'link':
      if (field.file ? !isLink(text) : !isHttpUrl(text)) throw refuse(field, field.file ? FIELD_MESSAGES.fileLink(field) : FIELD_MESSAGES.link(field))
      break
    case 'image':
      if (!isLink(text)) throw refuse(field, FIELD_MESSAGES.image(field))
      break
    case 'video':
      if (!youtubeId(text)) throw refuse(field, FIELD_MESSAGES.video(field))
      break
    case 'select':
      if (!optionValues(field.options).includes(text)) throw refuse(field, FIELD_MESSAGES.select(field))
      break
    case 'timeZone':
      if (!isTimeZone(text)) throw refuse(field, FIELD_MESSAGES.timeZone(field))
      break
    case 'shortText':
    case 'icon':
      // One line: a line break in a title is a paste accident, not a format.
      return text.replace(/\s*[\r\n]+\s*/g, ' ')
  }
  return text
}

/** An item's fields as a body sends them (by their input keys): what a revision keeps, what a bulk change checks again. */
export function bodyOf(t: ServedContentType, item: Record<string, unknown>): ServedBody {
  const body: ServedBody = {}
  for (const f of t.served.fields) body[inputKey(f)] = item[f.name]
  return body
}

/** What a save knows beyond its body: who makes a new item (an author field left empty names them). */
export interface SaveContext {
  author?: string
}

/**
 * The columns of a save: every field (absent ones empty; a PUT first fills them in from the item as
 * it is), a video's id beside its link, status and publish date when sent.
 */
export function servedValues(t: ServedContentType, body: ServedBody, context: SaveContext = {}): Record<string, ColumnValue> {
  const values: Record<string, ColumnValue> = {}
  // Fields in order; with one message for every missing field, a missing one is said before any other refusal.
  let refusal: unknown
  for (const field of t.served.fields) {
    try {
      values[field.name] = checked(field, body[inputKey(field)])
    } catch (err) {
      if (!(err instanceof Missing)) {
        refusal ??= err
        continue
      }
      if (!t.served.requiredMessage && refusal) throw refusal
      throw badRequest(t.served.requiredMessage ?? err.message, inputKey(err.field))
    }
  }
  if (refusal) throw refusal
  for (const field of t.served.fields) {
    if (field.defaultsToAuthor && values[field.name] === '' && context.author) values[field.name] = context.author.slice(0, maxOf(field))
    if (field.videoId) {
      // One stored form whatever was typed (embed, youtu.be, shorts, nocookie, extra parameters): the
      // link visitors follow opens YouTube's own page, never a bare embed player.
      const id = values[field.name] ? youtubeId(String(values[field.name])) : null
      values[field.videoId] = id ?? ''
      if (id) values[field.name] = youtubeWatchUrl(id)
    }
  }
  for (const field of t.served.fields) {
    if (!field.notBefore) continue
    const other = fieldOf(t, field.notBefore)!
    const mine = values[field.name]
    const theirs = values[other.name]
    if (typeof mine === 'string' && typeof theirs === 'string' && mine < theirs) throw refuse(field, FIELD_MESSAGES.notBefore(field, other))
  }
  // Computed columns follow the saved value of their field (a post's excerpt, from its content).
  for (const [name, c] of Object.entries(t.served.computed ?? {})) values[name] = c.value(String(values[c.from] ?? ''))
  if (body.status !== undefined) values.status = body.status
  if (body.publish_date !== undefined) {
    const date = body.publish_date === null || body.publish_date === '' ? null : body.publish_date
    values.publish_date = date === null ? null : parsePublishDate(date, `The publish date must be a date and time (year 1900 to 9999).`)
  }
  return values
}

/**
 * The checks of a save that read the database: a file field naming an uploaded file (/media/files/)
 * must name one that exists, of the type its type field says. Run in the save's transaction.
 */
export async function checkFiles(db: AnyDb, t: ServedContentType, values: Record<string, ColumnValue>): Promise<void> {
  for (const field of t.served.fields) {
    const url = values[field.name]
    if (!field.file || typeof url !== 'string' || !url.startsWith(MEDIA_FILES_PATH)) continue
    const stored = parseFileUrl(url) ? await storedFileType(db as never, url) : null
    if (!stored) throw refuse(field, FIELD_MESSAGES.fileMissing(field))
    const typeField = fieldOf(t, field.file.typeField)!
    if (stored !== values[typeField.name]) throw badRequest(FIELD_MESSAGES.fileType(field, stored), inputKey(typeField))
  }
}
