/**
 * The console's one HTTP client: JSON in and out, the staff session cookie sent along
 * (credentials 'same-origin'). A reply, whatever its status, resolves to {ok, status, data};
 * only a network failure (server unreachable) rejects, so callers can tell the two apart.
 */

/** The body every API error has (`{error}`, plus `details` for validation failures). */
export interface ApiErrorBody {
  error?: string
  details?: unknown
}

export type ApiResponse<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: ApiErrorBody | null }

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

let onSessionExpired: (() => void) | null = null

/** Called when a console call answers 401: the session ended (timeout, logout elsewhere, deactivated). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler
}

/** For calls made outside `http` (the image upload's XMLHttpRequest) that answered 401. */
export function reportSessionExpired() {
  onSessionExpired?.()
}

async function call<T>(method: Method, url: string, body?: unknown): Promise<ApiResponse<T>> {
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
  if (response.status === 401 && url.startsWith('/api/cms/')) onSessionExpired?.()
  return response.ok
    ? { ok: true, status: response.status, data: data as T }
    : { ok: false, status: response.status, data: (data as ApiErrorBody | null) ?? null }
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
