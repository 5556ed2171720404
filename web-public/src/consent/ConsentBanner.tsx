/**
 * The consent banner (docs/decisions/0015-consent-and-tracking.md): shown by ConsentMount after
 * hydration while no choice is stored, never on the coming-soon page (outside the frame) nor on
 * /cookie-settings. A labelled, non-modal region fixed at the bottom: it takes no focus and shifts
 * no layout; the footer gets room below it so nothing stays hidden behind it. A choice that starts
 * trackers reloads the page (their hosts are in the CSP of the next answer only).
 */
import { useEffect, useRef, useState } from 'react'
import { AppLink as Link } from '../components/AppLink.tsx'
import { useSite } from '../lib/site.tsx'
import { saveConsent } from './cookie.ts'
import './consent.css'

export default function ConsentBanner() {
  const { settings } = useSite()
  const ref = useRef<HTMLElement>(null)
  const [applying, setApplying] = useState(false)

  // Room below the footer as tall as the banner, so the end of every page can be scrolled into view.
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const root = document.documentElement
    const update = () => root.style.setProperty('--consent-banner-h', `${Math.ceil(el.getBoundingClientRect().height)}px`)
    update()
    root.classList.add('has-consent-banner')
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(el)
    return () => {
      observer?.disconnect()
      root.classList.remove('has-consent-banner')
      root.style.removeProperty('--consent-banner-h')
    }
  }, [])

  const choose = (all: boolean) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false
    if (saveConsent({ analytics: all, marketing: all }, settings)) {
      setApplying(true)
      return
    }
    // The banner goes away: keyboard users continue from the page, not from nowhere.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
  }

  return (
    <section ref={ref} className="consent-banner" aria-labelledby="consent-banner-title" aria-describedby="consent-banner-text">
      <div className="consent-banner-icon" aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3 5 6v5.5c0 4.3 2.9 8 7 9.5 4.1-1.5 7-5.2 7-9.5V6l-7-3Z" />
          <path d="m9 12 2.2 2.2L15.5 10" />
        </svg>
      </div>
      <div className="consent-banner-body">
        <h2 id="consent-banner-title" className="consent-banner-title">
          Your privacy, your choice
        </h2>
        <p id="consent-banner-text" className="consent-banner-text">
          We only use what this site needs to work. With your OK we'd also use analytics (Google Analytics, Tag Manager) and
          marketing (Meta Pixel) cookies. Nothing optional loads until you choose.
        </p>
        <p className="consent-banner-links">
          Change your mind any time in <Link to="/cookie-settings">Cookie Settings</Link>. Read our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </div>
      <div className="consent-banner-actions">
        {applying ? (
          <p className="consent-banner-status" role="status">
            <span className="spinner" aria-hidden="true" />
            Applying your choice…
          </p>
        ) : (
          <>
            <button type="button" className="btn btn-primary" onClick={() => choose(true)}>
              Accept all
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => choose(false)}>
              Reject all
            </button>
            <Link to="/cookie-settings" className="btn btn-ghost consent-banner-customise">
              Customise
            </Link>
          </>
        )}
      </div>
    </section>
  )
}
