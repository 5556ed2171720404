/**
 * /cookie-settings (docs/decisions/0015-consent-and-tracking.md): the consent categories with switches,
 * the stored choice, Save choices (plus Accept all / Reject all), and what each tracker does. The
 * page is the same for every visitor on the server; the stored choice is read after hydration. A
 * change that starts or stops trackers reloads the page (consent/cookie.ts saveConsent); withdrawing
 * also removes the trackers' cookies this domain can reach.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { AppLink as Link } from '../../components/AppLink.tsx'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, readConsent, saveConsent, trackingIds, type ConsentChoice } from '../../consent/cookie.ts'
import { usePageMeta } from '../../lib/head.ts'
import { useSite } from '../../lib/site.tsx'
import { STORAGE_KEYS } from '../../../../shared/brand.ts'
import type { StaticHead } from '../../document.ts'
import { StaticHero } from './legal.tsx'
import './cookie-settings.css'

type Category = 'necessary' | keyof ConsentChoice

interface Item {
  name: string
  provider: string
  purpose: string
  storage: string
  duration: string
  /** For trackers: the configured id (empty: not in use on this site). */
  id?: string
}

/** Cookies the trackers set on this site's domain (removed when consent is withdrawn). */
const TRACKER_COOKIES: Record<keyof ConsentChoice, RegExp> = {
  analytics: /^(_ga|_ga_[A-Z0-9]+|_gid|_gat(_.*)?)$/,
  marketing: /^(_fbp|_fbc)$/,
}

/** Expires every cookie matching `pattern` on this host and the domains above it (where trackers set theirs). */
function removeCookies(pattern: RegExp) {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0].trim())
    .filter((n) => pattern.test(n))
  const parts = window.location.hostname.split('.')
  const domains = [''].concat(parts.map((_, i) => parts.slice(i).join('.')).filter((d) => d.includes('.')).map((d) => `; Domain=.${d}`))
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`
}

const describe = (c: ConsentChoice | null) =>
  c ? `Analytics ${c.analytics ? 'on' : 'off'}, marketing ${c.marketing ? 'on' : 'off'}.` : 'No choice saved yet: only necessary storage is in use.'

/** Its head: the server adds the path and breadcrumbs (routes/static.ts). */
export const head: StaticHead = {
  title: 'Cookie Settings',
  description:
    'Choose which optional cookies and tracking Yerth may use on this website: analytics and marketing, off until you agree.',
}

export default function CookieSettings() {
  usePageMeta(head)
  const { settings } = useSite()
  const ids = trackingIds(settings)
  /** undefined until read after hydration (the server page is the same for everyone). */
  const [saved, setSaved] = useState<ConsentChoice | null | undefined>(undefined)
  const [draft, setDraft] = useState<ConsentChoice>({ analytics: false, marketing: false })
  const [status, setStatus] = useState('')

  useEffect(() => {
    const current = readConsent()
    setSaved(current)
    if (current) setDraft(current)
  }, [])

  const ready = saved !== undefined

  function save(choice: ConsentChoice) {
    setDraft(choice)
    if (saved?.analytics && !choice.analytics) removeCookies(TRACKER_COOKIES.analytics)
    if (saved?.marketing && !choice.marketing) removeCookies(TRACKER_COOKIES.marketing)
    if (saveConsent(choice, settings)) {
      setStatus('Your choices are saved. Reloading the page to apply them…')
      return
    }
    setSaved(choice)
    setStatus(`Your choices are saved. ${describe(choice)}`)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save(draft)
  }

  const categories: Array<{ key: Category; title: string; text: string; items: Item[] }> = [
    {
      key: 'necessary',
      title: 'Necessary',
      text: 'What the site needs to work and to remember the choices you make here. It is never used to track you, so it cannot be switched off.',
      items: [
        { name: 'Theme', provider: 'Yerth', purpose: 'Remembers whether you chose the light or dark theme.', storage: `Browser storage: ${STORAGE_KEYS.theme}`, duration: 'Until you clear your browser data' },
        { name: 'Cookie choice', provider: 'Yerth', purpose: 'Remembers the choice you make on this page, so we do not ask on every visit.', storage: `Cookie: ${CONSENT_COOKIE}`, duration: `${CONSENT_MAX_AGE_DAYS} days` },
        { name: 'Preview access', provider: 'Yerth', purpose: 'Only while the site is in preview: lets a guest with the access password in.', storage: `Cookie: yerth_gate; session storage: ${STORAGE_KEYS.siteAccess}`, duration: 'Your browser session' },
        { name: 'Staff sign-in', provider: 'Yerth', purpose: 'Only for our staff using the console: keeps them signed in.', storage: 'Cookie: yerth_sid', duration: 'Your browser session' },
      ],
    },
    {
      key: 'analytics',
      title: 'Analytics',
      text: 'Helps us understand how many people visit, which pages they find useful and where they get stuck, so we can improve the site.',
      items: [
        { name: 'Google Analytics', provider: 'Google', purpose: 'Counts visits and shows which pages are read, how people found us, their device type and rough location.', storage: 'Cookies: _ga, _ga_…', duration: 'Up to 2 years', id: ids.ga },
        { name: 'Google Tag Manager', provider: 'Google', purpose: 'Loads the analytics tags we configure in one place. It sets no cookie itself.', storage: 'None of its own', duration: '–', id: ids.gtm },
      ],
    },
    {
      key: 'marketing',
      title: 'Marketing',
      text: 'Shows us whether our adverts lead people to the site, and helps show them to people likely to be interested.',
      items: [
        { name: 'Meta Pixel', provider: 'Meta', purpose: 'Measures visits that come from our adverts on Facebook and Instagram and the pages viewed afterwards.', storage: 'Cookies: _fbp, and _fbc after clicking a Meta advert', duration: '90 days', id: ids.pixel },
      ],
    },
  ]

  return (
    <>
      <StaticHero
        eyebrow="Privacy"
        title="Cookie Settings"
        lead="Choose which optional cookies and trackers Yerth may use. Necessary storage is always on; analytics and marketing stay off until you switch them on, and you can change your mind at any time."
        art={<img src="/art/cookies-hero.svg" width={440} height={320} alt="" decoding="async" />}
      />

      <div className="container cookies-layout">
        <form id="cookie-choices" className="cookies-form" onSubmit={onSubmit} aria-label="Cookie choices">
          {categories.map((cat) => {
            const locked = cat.key === 'necessary'
            const on = locked || draft[cat.key as keyof ConsentChoice]
            const inUse = locked || cat.items.some((i) => i.id)
            return (
              <section key={cat.key} className="cookies-card" aria-labelledby={`cookies-${cat.key}-title`}>
                <div className="cookies-card-head">
                  <div>
                    <h2 id={`cookies-${cat.key}-title`} className="cookies-card-title">
                      {cat.title}
                    </h2>
                    <p id={`cookies-${cat.key}-text`} className="cookies-card-text">
                      {cat.text}
                    </p>
                    {!inUse && <p className="cookies-card-unused">Not in use on this site at the moment.</p>}
                  </div>
                  <button
                    type="button"
                    role="switch"
                    className="cookies-switch"
                    aria-checked={on}
                    aria-labelledby={`cookies-${cat.key}-title`}
                    aria-describedby={`cookies-${cat.key}-text`}
                    disabled={locked || !ready}
                    onClick={() => !locked && setDraft((d) => ({ ...d, [cat.key]: !d[cat.key as keyof ConsentChoice] }))}
                  >
                    <span className="cookies-switch-track" aria-hidden="true">
                      <span className="cookies-switch-thumb" />
                    </span>
                    <span className="cookies-switch-state" aria-hidden="true">
                      {locked ? 'Always on' : on ? 'On' : 'Off'}
                    </span>
                  </button>
                </div>
                <ul className="cookies-items">
                  {cat.items.map((item) => (
                    <li key={item.name} className="cookies-item">
                      <div className="cookies-item-head">
                        <h3 className="cookies-item-name">{item.name}</h3>
                        <span className="cookies-item-provider">{item.provider}</span>
                        {item.id !== undefined && (
                          <span className={`cookies-item-badge${item.id ? ' is-on' : ''}`}>{item.id ? `In use: ${item.id}` : 'Not in use on this site'}</span>
                        )}
                      </div>
                      <p className="cookies-item-purpose">{item.purpose}</p>
                      <dl className="cookies-item-facts">
                        <div>
                          <dt>Stores</dt>
                          <dd>{item.storage}</dd>
                        </div>
                        <div>
                          <dt>Kept for</dt>
                          <dd>{item.duration}</dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}

        </form>

        <aside className="cookies-side" aria-labelledby="cookies-side-title">
          <div className="cookies-panel">
            <h2 id="cookies-side-title" className="cookies-panel-label">
              Your current choice
            </h2>
            <p className="cookies-panel-value">{ready ? describe(saved) : 'Reading your saved choice…'}</p>
            <div className="cookies-actions">
              <button type="submit" form="cookie-choices" className="btn btn-primary btn-lg" disabled={!ready}>
                Save choices
              </button>
              <button type="button" className="btn btn-secondary" disabled={!ready} onClick={() => save({ analytics: true, marketing: true })}>
                Accept all
              </button>
              <button type="button" className="btn btn-secondary" disabled={!ready} onClick={() => save({ analytics: false, marketing: false })}>
                Reject all
              </button>
            </div>
            <p className="cookies-panel-note">If your choice starts or stops a tracker, the page reloads once to apply it.</p>
            <p className="cookies-status" role="status">
              {status}
            </p>
          </div>
        </aside>

        <section className="cookies-about" aria-labelledby="cookies-about-title">
          <h2 id="cookies-about-title" className="cookies-about-title">
            How your choice works
          </h2>
          <ul>
            <li>
              Your choice is kept in one cookie, <code>{CONSENT_COOKIE}</code>, for {CONSENT_MAX_AGE_DAYS} days. After that, or when we
              add a new kind of tracking, we ask again.
            </li>
            <li>
              Until you agree, our site’s security rules block the analytics and marketing scripts entirely: they cannot load, even by
              accident.
            </li>
            <li>
              When a change starts or stops a tracker, the page reloads once so it takes effect. Withdrawing consent also removes the
              cookies those trackers set on our domain.
            </li>
            <li>
              Cookies that Google or Meta keep on their own domains can be deleted in your browser’s settings. Read more in our{' '}
              <Link to="/privacy-policy#cookies">Privacy Policy</Link>.
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
