/**
 * The media blocks' public calls (public-site §3, §7): the media kit and the press highlights (the
 * server renders them with any page that holds their block, loaders.ts; fetched here otherwise),
 * and the download tracker. Shapes: shared/api/media-kit.ts (types only: no schema code in the bundle).
 */
import type { MediaKitItem as KitItem, PublicPressHighlight } from '../../../../shared/api/media-kit.ts'
import { arrayField } from '../../lib/journal.ts'

export type MediaKitItem = KitItem
export type PressHighlight = PublicPressHighlight

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

/**
 * POST /api/public/media-kit/{id}/download: counts a download (public-site §7). Started without
 * waiting for it: the caller opens the file in the same click (a tab opened after an await is
 * blocked as a popup). `keepalive` lets the request finish even when the page is left meanwhile.
 * Failures are only logged (§8); the answer is not used.
 */
export function trackDownload(id: MediaKitItem['id']): void {
  const url = `/api/public/media-kit/${encodeURIComponent(String(id))}/download`
  const failed = (err: unknown) => console.error('Media kit download tracking failed:', err)
  try {
    fetch(url, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, keepalive: true })
      .then(async (res) => {
        await res.text().catch(() => '') // drained so the request completes
        if (!res.ok) throw new Error(`Download tracking answered ${res.status}`)
      })
      .catch(failed)
  } catch (err) {
    failed(err)
  }
}
