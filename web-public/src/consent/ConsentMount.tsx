/**
 * The frame's part of consent (docs/decisions/0015-consent-and-tracking.md). Renders nothing on the
 * server or while hydrating (the cached page is the same for every visitor). After hydration it
 * reads the consent cookie: with no choice stored it loads the banner (a chunk of its own, with its
 * CSS); with consent stored for a tracker whose id is set it loads the tracker loader (another
 * chunk). Nothing else of consent is in the frame's chunk.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../lib/site.tsx'
import { activeTrackers, CONSENT_EVENT, consentAtLoad, readConsent, type ConsentChoice } from './cookie.ts'

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'))

/** The screen that makes the choice itself: no banner over it. */
const SETTINGS_PATH = '/cookie-settings'

export function ConsentMount() {
  const { settings } = useSite()
  const { pathname } = useLocation()
  /** undefined until read after hydration. */
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)

  useEffect(() => {
    const read = () => setChoice(readConsent())
    consentAtLoad() // remembered before any new choice is written
    read()
    window.addEventListener(CONSENT_EVENT, read)
    return () => window.removeEventListener(CONSENT_EVENT, read)
  }, [])

  // Only what this document was served with: its CSP allows exactly that (a new choice reloads).
  const active = choice === undefined ? '' : activeTrackers(consentAtLoad(), settings)
  useEffect(() => {
    if (!active.replace(/\|/g, '')) return
    const [ga, gtm, pixel] = active.split('|')
    import('./trackers.ts')
      .then((m) => m.loadTrackers({ ga, gtm, pixel }))
      .catch((err: unknown) => console.warn('The consented trackers could not be started:', err))
  }, [active])

  if (choice !== null || pathname === SETTINGS_PATH) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  )
}
