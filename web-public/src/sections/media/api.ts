/**
 * The media page's public calls (public-site §3, §7): the media kit and the press highlights,
 * fetched in the browser, and the download tracker. Shapes as the spec gives them; the answer may
 * be the list itself or an object holding it.
 */
import { arrayField } from '../../lib/journal.ts'

export interface MediaKitItem {
  id: number | string
  title: string
  description?: string | null
  file_type: string
  file_size?: string | null
  item_count?: string | number | null
  file_url: string
}

export interface PressHighlight {
  id: number | string
  title: string
  description?: string | null
  slug: string
  external_url?: string | null
  publish_date?: string | null
  created_at: string
}

/** Skeleton counts and the press limit (public-site §9). */
export const MEDIA_KIT_SKELETONS = 4
export const PRESS_LIMIT = 3

/** GET a JSON answer; a non-2xx answer is an error (its body read all the same, so the request ends). */
async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal })
  if (!res.ok) {
    await res.text().catch(() => '')
    throw new Error(`GET ${url} answered ${res.status}`)
  }
  return res.json()
}

const listOf = <T>(body: unknown, keys: string[]): T[] => {
  for (const key of keys) {
    const list = arrayField<T>(body, key)
    if (list.length) return list
  }
  return []
}

export async function fetchMediaKit(signal: AbortSignal): Promise<MediaKitItem[]> {
  const body = await getJson('/api/public/media-kit', signal)
  return listOf<MediaKitItem>(body, ['items', 'mediaKit', 'media_kit']).filter((i) => i && typeof i.title === 'string')
}

export async function fetchPress(signal: AbortSignal): Promise<PressHighlight[]> {
  const body = await getJson(`/api/public/press-highlights?limit=${PRESS_LIMIT}`, signal)
  return listOf<PressHighlight>(body, ['highlights', 'items', 'pressHighlights', 'press_highlights'])
    .filter((h) => h && typeof h.title === 'string')
    .slice(0, PRESS_LIMIT)
}

/** POST /api/public/media-kit/{id}/download: counts a download. Failures are only logged (§8). */
export async function trackDownload(id: MediaKitItem['id']): Promise<void> {
  try {
    const res = await fetch(`/api/public/media-kit/${encodeURIComponent(String(id))}/download`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      // The file opens afterwards; a slow tracker must not hold it back (or lose the click's popup permission).
      signal: AbortSignal.timeout(3000),
    })
    await res.text().catch(() => '') // drained so the request completes; the answer is not used (§7)
    if (!res.ok) throw new Error(`Download tracking answered ${res.status}`)
  } catch (err) {
    console.error('Media kit download tracking failed:', err)
  }
}
