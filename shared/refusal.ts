/**
 * How a refusal reaches a person (QUALITY X5): the server answers `{error, details?}` where each detail
 * names the field it concerns (`field`: its path inside the body or query, dots between levels, e.g.
 * `email` or `sections.3.title`) and says what is wrong in a person's words (`message`). Both bundles
 * read a failed reply through `readRefusal` and show each field's message next to that field, and the
 * summary where the form shows its status. Nothing here imports TypeBox or React, so the public
 * bundle pays a few hundred bytes for it.
 */

/** One field's refusal as the API sends it. */
export interface FieldRefusal {
  /** Where the value sits in what was sent: `email`, `sections.3.title`. */
  field: string
  /** What is wrong, for a person: "Use at most 200 characters." */
  message: string
  /** A page's block refusals (modules/pages/validate.ts): the section and item (from 0) the field belongs to. */
  section?: number
  item?: number
}

/** What a form shows after a failed call. */
export interface Refusal {
  /** One sentence for the form's status line. */
  summary: string
  /** Per field, the message to show next to it. */
  fields: Record<string, string>
  /** Seconds until a throttled person may try again, when the server said so. */
  retryAfterSeconds: number | null
}

export const NETWORK_FAILURE = "We couldn't reach the server. Check your connection and try again."
export const SERVER_FAILURE = 'Something went wrong on our side. Please try again in a moment.'
export const CHECK_FIELDS = 'Please check the highlighted fields.'

/** True for text written for developers (validator output such as `body.x must…`), never shown as is. */
export function isValidatorText(text: string): boolean {
  return /^(body|querystring|params|headers)[.\s]/.test(text) || /\b(must match|must NOT|instancePath|additionalProperties)\b/.test(text)
}

/** "in 45 seconds", "in 3 minutes", "in about an hour". */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`
  const m = Math.ceil(s / 60)
  if (m < 60) return `in ${m} minute${m === 1 ? '' : 's'}`
  const h = Math.round(m / 60)
  return h <= 1 ? 'in about an hour' : `in about ${h} hours`
}

/** Reads Retry-After (seconds or an HTTP date) into whole seconds, or null. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null
  const n = Number(header)
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n)
  const at = Date.parse(header)
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : null
}

function fieldsOf(details: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!Array.isArray(details)) return fields
  for (const d of details) {
    if (d && typeof d === 'object' && typeof (d as FieldRefusal).field === 'string' && typeof (d as FieldRefusal).message === 'string') {
      const { field, message } = d as FieldRefusal
      if (!(field in fields)) fields[field] = message
    }
  }
  return fields
}

/**
 * A failed reply (or a network failure: `status` 0) in a person's words.
 * `fallback` is the summary when the server's own text is missing or written for developers.
 */
export function readRefusal(
  status: number,
  body: unknown,
  options: { retryAfter?: string | null; fallback?: string } = {},
): Refusal {
  const fallback = options.fallback ?? SERVER_FAILURE
  if (status === 0) return { summary: NETWORK_FAILURE, fields: {}, retryAfterSeconds: null }
  const data = (body && typeof body === 'object' ? body : {}) as { error?: unknown; details?: unknown }
  const fields = fieldsOf(data.details)
  const text = typeof data.error === 'string' && data.error.trim() && !isValidatorText(data.error) ? data.error.trim() : null
  const wait = status === 429 ? retryAfterSeconds(options.retryAfter) : null
  if (status === 429) {
    return { summary: `Too many attempts. Please try again ${waitPhrase(wait ?? 60)}.`, fields, retryAfterSeconds: wait }
  }
  // The form's own words for a failure on our side, when it has them (the spec's messages).
  if (status >= 500) return { summary: options.fallback ?? (status === 503 ? (text ?? SERVER_FAILURE) : SERVER_FAILURE), fields, retryAfterSeconds: null }
  const count = Object.keys(fields).length
  const summary = count === 1 && !text ? Object.values(fields)[0] : count > 0 ? CHECK_FIELDS : (text ?? fallback)
  return { summary, fields, retryAfterSeconds: null }
}
