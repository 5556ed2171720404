/**
 * The fields of a content type served from its declaration (./served.ts): each is a column of the
 * type's table and has a kind from the block library's closed set (shared/blocks/fields.ts), plus:
 * - `richText`: HTML from the console's editor, sanitised on every save (modules/content/sanitize.ts);
 * - `dateTime`: an instant, stored as timestamptz and answered as ISO 8601; an editor types it as a
 *   local date and time in the zone its `zone` field names (an event starts at 19:00 in Lisbon);
 * - `timeZone`: an IANA zone name ("Europe/Lisbon"), checked against the runtime's own list.
 * How a value is stored and answered follows from the kind (STORAGE below); what it is called, how
 * long it may be and whether it is required are the field's own. Framework-free: both bundles import it.
 */
import { FIELD_KIND_INFO, type FieldKind, type SelectOption } from '../blocks/fields.ts'

export type ContentFieldKind = FieldKind | 'richText' | 'dateTime' | 'timeZone'

/** How each kind is stored and travels: text ('' when empty), a nullable instant or day, a whole number, a yes/no. */
export type FieldStorage = 'text' | 'instant' | 'day' | 'integer' | 'flag'

export const STORAGE: Record<ContentFieldKind, FieldStorage> = {
  shortText: 'text',
  longText: 'text',
  link: 'text',
  video: 'text',
  image: 'text',
  icon: 'text',
  select: 'text',
  richText: 'text',
  timeZone: 'text',
  number: 'integer',
  boolean: 'flag',
  date: 'day',
  dateTime: 'instant',
}

/** The longest value of each kind unless a field says less (rich text: the blog editor's limit, in characters). */
export const KIND_MAX: Record<ContentFieldKind, number> = {
  ...Object.fromEntries(Object.entries(FIELD_KIND_INFO).map(([kind, info]) => [kind, info.max])),
  richText: 200_000,
  dateTime: 40,
  timeZone: 64,
} as Record<ContentFieldKind, number>

export interface ContentField {
  /** Its column, and its key in the API's bodies and answers (snake_case). */
  name: string
  /** What editors and error messages call it ("Start", "Registration link"). */
  label: string
  kind: ContentFieldKind
  required?: boolean
  /** Longest text, in characters; defaults to the kind's. */
  max?: number
  /** number: the smallest and largest value. */
  min?: number
  maxValue?: number
  /** select: the stored values and the words editors and visitors see. */
  options?: readonly SelectOption[]
  /** One line under the field in the console. */
  hint?: string
  /** dateTime: the timeZone field its local time is read in. */
  zone?: string
  /** dateTime: must not be before this other dateTime field (an end after its start). */
  notBefore?: string
  /** image: the shortText field holding the picture's description (alt text). */
  alt?: string
  /** The console form's side column group it sits in ("Where", "Publishing"); absent: the main column. */
  group?: string
  /** Kept out of public list answers (a long body); the detail answer has every field. */
  detailOnly?: boolean
  /** Kept out of every public answer (SEO words of a type without pages of its own, a stored value answered through `derived`). */
  internal?: true
  /** Its key in the API's bodies when that is not its column (a vlog sends `thumbnail`, stored as `thumbnail_url`). */
  input?: string
  /** video: the column that keeps the video's id (the link itself is stored as YouTube's watch link, whatever form was typed). */
  videoId?: string
  /** shortText: left empty on a new item, it is the name of the staff member who creates it (an author). */
  defaultsToAuthor?: true
  /**
   * link: a file to download, a web address or a path of this site; one under /media/files/ must be
   * an uploaded file, of the type the select field `typeField` names (the media kit's file).
   */
  file?: { typeField: string }
  /** richText: `max` counts UTF-8 bytes of what the editor sends (a post's "KB / 800KB max"), not characters of the cleaned HTML. */
  measure?: 'bytes'
  /** The type's own words for a refusal, where the spec gives them (a post's "too large"). */
  messages?: { tooLong?: string; embeddedImage?: string }
  /** text: stored and answered as null when empty (a post without a featured image). */
  emptyIsNull?: true
  /** shortText: a comma-separated list, each entry trimmed and empty ones dropped ("a, b, c"). */
  commaList?: true
}

/** A field's key in bodies (PUT, POST, revisions' snapshots). */
export const inputKey = (field: ContentField): string => field.input ?? field.name

/** The value a field has when nothing was sent: text '', no date, no number, no. */
export function emptyValue(field: ContentField): string | number | boolean | null {
  const storage = STORAGE[field.kind]
  return storage === 'text' ? '' : storage === 'flag' ? false : null
}

/** The longest text a field takes. */
export const maxOf = (field: ContentField): number => field.max ?? KIND_MAX[field.kind]

/** Words for the field in running text: its label, lower-cased unless it starts with an acronym ("URL"). */
export const fieldWords = (field: Pick<ContentField, 'label'>): string =>
  // An acronym ("URL") or a name with a capital inside ("YouTube link") keeps its capitals.
  /^[A-Z]{2}|^[A-Z][a-z]+[A-Z]/.test(field.label) ? field.label : field.label.charAt(0).toLowerCase() + field.label.slice(1)

/** The refusals of a value, in words next to the field (the server's and the console's checks say the same). */
export const FIELD_MESSAGES = {
  required: (f: ContentField) => `Please enter the ${fieldWords(f)}.`,
  tooLong: (f: ContentField) => f.messages?.tooLong ?? `The ${fieldWords(f)} can be at most ${maxOf(f).toLocaleString('en-GB')} characters.`,
  link: (f: ContentField) => `The ${fieldWords(f)} must be a web address starting with https:// or http://.`,
  image: (f: ContentField) => `The ${fieldWords(f)} must be an uploaded image or a web address starting with https://.`,
  video: (f: ContentField) => `The ${fieldWords(f)} must be a link to a YouTube video.`,
  select: (f: ContentField) => `Pick one of: ${(f.options ?? []).map((o) => o.label).join(', ')}.`,
  number: (f: ContentField) =>
    `The ${fieldWords(f)} must be a whole number${f.min !== undefined && f.maxValue !== undefined ? ` from ${f.min} to ${f.maxValue}` : ''}.`,
  date: (f: ContentField) => `The ${fieldWords(f)} must be a date (year 1900 to 9999).`,
  dateTime: (f: ContentField) => `The ${fieldWords(f)} must be a date and time (year 1900 to 9999).`,
  timeZone: (f: ContentField) => `The ${fieldWords(f)} must be a time zone such as Europe/Lisbon.`,
  notBefore: (f: ContentField, other: ContentField) => `The ${fieldWords(f)} cannot be before the ${fieldWords(other)}.`,
  embeddedImage: (f: ContentField) => f.messages?.embeddedImage ?? `The ${fieldWords(f)} cannot hold pasted images: upload them with the image button.`,
  fileLink: (f: ContentField) => `The ${fieldWords(f)} must be an uploaded file, a path of this site or a web address starting with https:// or http://.`,
  fileMissing: (f: ContentField) => `The ${fieldWords(f)} names an uploaded file that does not exist: upload it again.`,
  fileType: (f: ContentField, type: string) => `The uploaded file is a ${type} file: choose ${type} as its file type.`,
} as const
