/**
 * The console's one HTTP client: JSON in and out, the staff session cookie sent along
 * (credentials 'same-origin'). A reply, whatever its status, resolves to {ok, status, data, headers};
 * only a network failure (server unreachable) rejects, so callers can tell the two apart.
 *
 * A console call (/api/cms/*) answering 401 is reported to the session-ended handler (stores/auth.ts).
 * If the handler gets the person signed in again (they had unsaved work, so the console asked them
 * in place instead of signing out), the call is sent once more: a 401 means the server did nothing.
 */

/** The body every API error has (`{error}`, plus `details` for validation failures, `reason` for an ended session). */
export interface ApiErrorBody {
  error?: string
  details?: unknown
  /** Why the server ended the session early (shared/api/auth.ts SESSION_END_REASONS). */
  reason?: string
}

export type ApiResponse<T> =
  | { ok: true; status: number; data: T; headers?: Headers }
  | { ok: false; status: number; data: ApiErrorBody | null; headers?: Headers }

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Resolves true when the person is signed in again and the call may be retried. */
export type SessionEndedHandler = (body: ApiErrorBody | null) => boolean | Promise<boolean>

let onSessionEnded: SessionEndedHandler | null = null

/** Called when a console call answers 401: the session ended (timeout, logout elsewhere, deactivated). */
export function setSessionExpiredHandler(handler: SessionEndedHandler) {
  onSessionEnded = handler
}

/** For calls made outside `http` (the image upload's XMLHttpRequest) that answered 401. */
export function reportSessionExpired(body: ApiErrorBody | null = null) {
  void onSessionEnded?.(body)
}

async function call<T>(method: Method, url: string, body?: unknown, retried = false): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const init: RequestInit = { method, credentials: 'same-origin', headers }
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
    init.body = JSON.stringify(body)
  }
  const response = await fetch(url, init)
  const text = await response.text()
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = null
    }
  }
  if (response.status === 401 && url.startsWith('/api/cms/') && onSessionEnded) {
    const signedInAgain = await onSessionEnded((data as ApiErrorBody | null) ?? null)
    if (signedInAgain && !retried) return call<T>(method, url, body, true)
  }
  return response.ok
    ? { ok: true, status: response.status, data: data as T, headers: response.headers }
    : { ok: false, status: response.status, data: (data as ApiErrorBody | null) ?? null, headers: response.headers }
}

export const http = {
  get: <T>(url: string) => call<T>('GET', url),
  post: <T>(url: string, body?: unknown) => call<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => call<T>('PUT', url, body),
  delete: <T>(url: string) => call<T>('DELETE', url),
}

/** The server's `{error}` message of a failed reply, else the fallback. */
export function errorMessage(response: ApiResponse<unknown>, fallback: string): string {
  if (response.ok) return fallback
  const error = response.data?.error
  return typeof error === 'string' && error.trim() ? error : fallback
}

/** The Retry-After of a reply in whole seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(response: ApiResponse<unknown>, now = Date.now()): number | null {
  const value = response.headers?.get('retry-after')?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}
