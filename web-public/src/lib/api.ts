/** Small fetch helpers for the public forms (same-origin JSON). */

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
}

/** The `error` field of a JSON error answer, if there is one. */
export async function errorField(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.json()
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      const msg = (body as { error: string }).error.trim()
      return msg || null
    }
  } catch {
    // Not JSON: the caller uses its generic message.
  }
  return null
}
