/**
 * How a block's field values are checked, written once for the server (modules/pages/blocks.ts,
 * where TypeBox formats call these) and the console (which checks as the editor types, in the same
 * words, and lets the server have the last word). Plain functions: both bundles import them.
 *
 * A link is a site path, an absolute http(s) URL, a #place on the page or a mailto: address; an
 * image is a site path or an http(s) URL; never javascript:, data:, protocol-relative `//host` or
 * anything with spaces or control characters. A video is a YouTube link the site can play (the
 * same youtubeId the public block plays it with), so what is saved is what is shown. Empty is
 * allowed (no link, no image, no film).
 */
import { isHttpUrl as httpUrl } from '../http-url.ts'
import { youtubeId } from '../journal.ts'
import { parseRichText, richTextLinks, richTextPlain } from './rich-text.ts'

const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\<>"`]/

/** A site path (`/contact`, `/media/images/x.webp`, `/about#team`): one leading slash, nothing that escapes the site. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_IN_URL.test(value)
}

/** An absolute http(s) URL with a host and no credentials, written out in full. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || UNSAFE_IN_URL.test(value)) return false
  return httpUrl(value, { noCredentials: true })
}

/** `#team`: a place on the same page (the careers hero's scroll target, say). */
export const isAnchor = (value: string) => /^#[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value)

/** `mailto:careers@yerth.com` (with an optional ?subject=...): the careers page's application link. */
export const isMailto = (value: string) => /^mailto:[^\s@<>"`\\]+@[^\s@<>"`\\]+$/i.test(value) && value.length <= 320

export const isLink = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value) || isAnchor(value) || isMailto(value)
export const isImageAddress = (value: string) => value === '' || isSitePath(value) || isHttpUrl(value)
/** A film the video blocks can play: a YouTube watch, youtu.be, embed or shorts link (anything else would show no film). */
export const isVideoLink = (value: string) => value === '' || youtubeId(value) !== null

/** A calendar date as YYYY-MM-DD that exists (not 2026-02-30). */
export function isBlockDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A number as stored: digits, an optional sign and up to six decimals. */
export const NUMBER_PATTERN = '^-?\\d{1,12}(?:\\.\\d{1,6})?$'

/** What a person is told about a value of each checked kind. */
export const FIELD_PROBLEMS = {
  link: 'Enter a page of this site such as /contact, a full address starting with https://, a #section or a mailto: address.',
  video: 'Only YouTube links can be played here, for example https://www.youtube.com/watch?v=… or https://youtu.be/… (copy it from the film’s Share button).',
  image: 'Choose an image, or enter its address: a path on this site such as /media/images/photo.webp, or one starting with https://.',
  number: 'Enter a number, such as 12 or 3.5.',
  date: 'Enter a date as YYYY-MM-DD, such as 2026-05-01.',
  icon: 'Pick an icon from the list.',
  boolean: 'Choose yes or no.',
} as const

/** The refusals of a rich-text value (shared/blocks/rich-text.ts), in the words the console and the server both use. */
export const RICH_TEXT_PROBLEMS = {
  code: 'Remove the code from this text (a script, a style, a frame or an on… attribute). Bold, italic, links and paragraphs are kept; paste code as plain words if it is meant to be read.',
  link: (href: string) => `The link to “${href.length > 60 ? `${href.slice(0, 59)}…` : href}” can’t be used. ${FIELD_PROBLEMS.link}`,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooMuchMarkup: 'This text holds more formatting than can be stored. Remove some links or formatting, or paste it as plain text.',
}

/** What is wrong with a rich-text value's words and links (code is the server's own check); null when nothing is. */
export function richTextProblem(field: { label: string; max: number; required?: boolean }, value: string): string | null {
  const model = parseRichText(value)
  const refused = richTextLinks(model).find((href) => !isLink(href))
  if (refused !== undefined) return RICH_TEXT_PROBLEMS.link(refused)
  const words = richTextPlain(model).length
  if (words > field.max) return RICH_TEXT_PROBLEMS.tooLong(field.max)
  if (field.required && words === 0) return `${field.label} is required.`
  return null
}
