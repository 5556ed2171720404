/**
 * The Redirects screen's pure rules (issue 18), kept apart for tests: the form's values and the body
 * sent, the cheap checks made as the person types (the server decides: it also knows the site's own
 * pages and the other redirects), a refused save turned into messages at the fields and one summary,
 * and how a row shows its type, destination and last hit.
 */
import type { Redirect, RedirectBody, RedirectStatus } from '../../../../shared/api/redirects.ts'
import { REDIRECT_LIMITS } from '../../../../shared/api/redirects.ts'
import { readRedirectTarget, REDIRECT_TARGET_MESSAGES } from '../../../../shared/redirect-target.ts'
import { CHECK_FIELDS, isValidatorText, NETWORK_FAILURE, readRefusal } from '../../../../shared/refusal.ts'
import type { ApiResponse } from '../../api/client.ts'
import type { ListQuery } from '../../collections/types.ts'
import { formatDate, timeAgo } from '../../lib/dates.ts'

export { REDIRECT_LIMITS }

/** The dialog's values; the type is the radio's value ("301", "302"). */
export interface RedirectForm {
  from_path: string
  to: string
  status: '301' | '302'
}

export type RedirectField = keyof RedirectForm
export const REDIRECT_FIELDS: readonly RedirectField[] = ['from_path', 'to', 'status']

export type FieldProblems = Partial<Record<RedirectField, string>>

export const TYPE_OPTIONS: ReadonlyArray<{ value: RedirectForm['status']; label: string }> = [
  { value: '301', label: 'Permanent (301)' },
  { value: '302', label: 'Temporary (302)' },
]

// ---- messages (the same words as the server where it says the same thing)

export const FROM_NEEDS_SLASH = 'Start the old address with / (for example /old-page).'
export const FROM_REQUIRED = 'Enter the old address, starting with / (for example /old-page).'
export const TO_INVALID = REDIRECT_TARGET_MESSAGES.shape
export const TO_REQUIRED = 'Enter where visitors should go: a page of this site such as /about, or a full https:// address.'
export const SAVE_FAILED = 'The redirect could not be saved. Please try again.'
export const REDIRECT_GONE = 'This redirect was deleted in the meantime. Close this window to see the current list.'
export const SESSION_ENDED = 'Your session has ended. Sign in again, then save the redirect.'
export const DELETE_FAILED = 'The redirect could not be deleted. Please try again.'
export const EMPTY_HELP = 'When an address changes, add a redirect so old links keep working.'

// ---- values

export const emptyRedirectForm = (): RedirectForm => ({ from_path: '', to: '', status: '301' })

export const redirectFormOf = (redirect: Redirect): RedirectForm => ({
  from_path: redirect.from_path,
  to: redirect.to,
  status: redirect.status === 302 ? '302' : '301',
})

/** What is sent: the addresses trimmed, the type as a number. */
export const redirectBodyOf = (form: RedirectForm): RedirectBody => ({
  from_path: form.from_path.trim(),
  to: form.to.trim(),
  status: (form.status === '302' ? 302 : 301) satisfies RedirectStatus,
})

/** True when the form differs from what it started from (the question before closing). */
export const formChanged = (form: RedirectForm, start: RedirectForm) => REDIRECT_FIELDS.some((key) => form[key] !== start[key])

// ---- checks as you type (cheap ones; the server decides)

/** The old address: a path of this site. Empty says nothing while typing (Save asks for it). */
export function fromPathProblem(value: string): string | null {
  const v = value.trim()
  if (v === '') return null
  return v.startsWith('/') ? null : FROM_NEEDS_SLASH
}

/** Typing "https://" a letter at a time is not a mistake yet. */
const isSchemeSoFar = (v: string) => v.length <= 'https://'.length && ['http://', 'https://'].some((scheme) => scheme.startsWith(v.toLowerCase()))

/** Where it leads: a path of this site, or an absolute http(s) address. Empty, or half a scheme, says nothing while typing. */
export function toProblem(value: string): string | null {
  const v = value.trim()
  if (v === '' || isSchemeSoFar(v)) return null
  // The server's own reading (shared/redirect-target.ts): line breaks, another site in a path's clothes.
  const reading = readRedirectTarget(v)
  return reading.ok ? null : reading.message
}

/** The messages the fields show as the person types. */
export function liveProblems(form: RedirectForm): FieldProblems {
  const problems: FieldProblems = {}
  const from = fromPathProblem(form.from_path)
  const to = toProblem(form.to)
  if (from) problems.from_path = from
  if (to) problems.to = to
  return problems
}

/** The check before sending: both addresses present and well formed. Empty: nothing to fix. */
export function checkRedirectForm(form: RedirectForm): FieldProblems {
  const problems = liveProblems(form)
  if (!form.from_path.trim()) problems.from_path = FROM_REQUIRED
  if (!form.to.trim()) problems.to = TO_REQUIRED
  else if (isSchemeSoFar(form.to.trim())) problems.to = TO_INVALID
  return problems
}

// ---- a refused save

export interface SaveRefusal {
  /** Per field, the server's message to show next to it. */
  fields: FieldProblems
  /** The one line above the buttons. */
  summary: string
}

const isField = (key: string): key is RedirectField => (REDIRECT_FIELDS as readonly string[]).includes(key)

/**
 * A refused save as the dialog shows it: the server's `details` at their fields (from_path, to,
 * status), and one summary line above the buttons. A summary that only repeats a field's message
 * points to the fields instead; messages about anything else join the summary.
 */
export function saveRefusalOf(response: ApiResponse<unknown>): SaveRefusal {
  if (response.ok) return { fields: {}, summary: SAVE_FAILED }
  if (response.status === 401) return { fields: {}, summary: SESSION_ENDED }
  if (response.status === 404) return { fields: {}, summary: REDIRECT_GONE }
  const refusal = readRefusal(response.status, response.data, { fallback: SAVE_FAILED })
  const fields: FieldProblems = {}
  const elsewhere: string[] = []
  for (const [path, message] of Object.entries(refusal.fields)) {
    const key = path.split('.')[0]
    if (isField(key) && !(key in fields)) fields[key] = message
    else elsewhere.push(message)
  }
  const named = Object.keys(fields).length
  if (named === 0) return { fields, summary: elsewhere[0] ?? refusal.summary }
  const error = response.data?.error
  const own = typeof error === 'string' && error.trim() && !isValidatorText(error) ? error.trim() : null
  // The server's own sentence on top, unless it only repeats what a field already says.
  const summary = own && !Object.values(fields).includes(own) ? own : CHECK_FIELDS
  return { fields, summary: [summary, ...elsewhere.filter((m) => m !== summary)].join(' ') }
}

/** A save that never reached the server. */
export const NETWORK_REFUSAL: SaveRefusal = { fields: {}, summary: NETWORK_FAILURE }

// ---- the list

/** The collections' list query (limit and offset) as the Redirects API pages it (page from 1). */
export function listParams(q: Pick<ListQuery, 'search' | 'limit' | 'offset'>): string {
  const params = new URLSearchParams()
  const search = q.search.trim().slice(0, REDIRECT_LIMITS.search)
  if (search) params.set('search', search)
  params.set('page', String(Math.floor(q.offset / Math.max(1, q.limit)) + 1))
  return params.toString()
}

/** An address of another site (opened in a new tab and marked as such). */
export const isExternal = (to: string) => /^https?:\/\//i.test(to.trim())

export const typeLabel = (status: RedirectStatus) => (status === 302 ? 'Temporary (302)' : 'Permanent (301)')

const WEEK_MS = 7 * 86_400_000

/** "Never", "3 hours ago" within a week, else the date. */
export function lastHitText(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Never'
  const at = new Date(iso).getTime()
  if (Number.isNaN(at)) return 'Never'
  return now - at < WEEK_MS ? timeAgo(at, now) : formatDate(iso)
}

/** How buttons name a row: "Edit redirect from /old-story". */
export const redirectName = (redirect: Pick<Redirect, 'from_path'>) => `redirect from ${redirect.from_path}`

/** The question before a delete. */
export const deleteQuestion = (redirect: Pick<Redirect, 'from_path'>) => ({
  title: `Delete the redirect from ${redirect.from_path}?`,
  description: `Visitors who follow old links to ${redirect.from_path} will see the page-not-found page.`,
})

/** The outcome line after a save. */
export const savedText = (redirect: Pick<Redirect, 'from_path' | 'to'>, created: boolean) =>
  `Redirect from ${redirect.from_path} to ${redirect.to} ${created ? 'added' : 'saved'}.`

export const deletedText = (redirect: Pick<Redirect, 'from_path'>) => `Redirect from ${redirect.from_path} deleted.`
