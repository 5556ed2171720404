/** Small fetch helpers for the public forms (same-origin JSON). */
import { readRefusal, type Refusal } from '../../../shared/refusal.ts'

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
}

/** A failed reply in a person's words (summary, per-field messages, wait); `null` = a network failure. */
export async function refusalOf(res: Response | null, fallback?: string): Promise<Refusal> {
  if (!res) return readRefusal(0, null)
  const body: unknown = await res.json().catch(() => null) // not JSON: the summary falls back
  return readRefusal(res.status, body, { retryAfter: res.headers.get('retry-after'), fallback })
}
