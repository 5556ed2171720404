/**
 * The Redirect dialog's check of "To" as the person types (issue 29): a short pause after the last
 * key, then GET /api/cms/redirects/check asks the server what only it knows (the other rules: a loop;
 * the site's pages: hidden or missing). An answer about values the person has since changed is
 * dropped; a failed check says nothing (Save still decides).
 */
import { useEffect, useState } from 'react'
import { redirectsApi, type TargetCheck } from './redirectsApi.ts'

/** How long typing pauses before the server is asked. */
export const CHECK_PAUSE_MS = 350

export function useTargetCheck(from: string, to: string, id: number | null, enabled: boolean): TargetCheck {
  const [answer, setAnswer] = useState<{ key: string; check: TargetCheck } | null>(null)
  const key = `${from.trim()}\n${to.trim()}`
  const asks = enabled && to.trim().startsWith('/')

  useEffect(() => {
    if (!asks) return
    let live = true
    const timer = setTimeout(() => {
      redirectsApi
        .check(from.trim(), to.trim(), id)
        .then((response) => {
          if (live && response.ok) setAnswer({ key, check: response.data })
        })
        .catch((err: unknown) => console.error('Checking the redirect failed', err))
    }, CHECK_PAUSE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key, asks, id])

  return asks && answer?.key === key ? answer.check : { problem: null, warning: null }
}
