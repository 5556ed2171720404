/**
 * HyperBuilt's newsletter signup (public-site §2, §4, §5, §8), the page's #subscribe target:
 * POST /api/public/newsletter {email, source_page: 'hyperbuilt'}. A submit with an empty e-mail
 * does nothing; while it runs the button is disabled with a spinner; success clears the e-mail and
 * opens the preview modal with its success text; a failure is only logged (nothing is shown).
 */
import { useId, useRef, useState, type FormEvent } from 'react'
import { ArrowRightIcon, CheckIcon } from '../../components/Icons.tsx'
import { postJson } from '../../lib/api.ts'
import { Heading, Paragraphs, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { subscribed } from './preview-store.ts'

export const HYPERBUILT_SOURCE = 'hyperbuilt'

export function SubscribeSection({ section, page, index }: SectionProps) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  /** Only used when the preview modal is hidden: its success text has nowhere else to go. */
  const [done, setDone] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const hasModal = page.sections.some((s) => s.visible && s.id === 'preview-modal')
  const claim = meta(section, 'claim')
  const note = meta(section, 'note')
  const titleId = `${id}-title`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = email.trim()
    if (busy || !value) return
    setBusy(true)
    try {
      const res = await postJson('/api/public/newsletter', { email: value, source_page: HYPERBUILT_SOURCE })
      await res.text().catch(() => '') // drained so the request completes; only ok or not is used (§7)
      if (!res.ok) throw new Error(`Newsletter signup answered ${res.status}`)
      setEmail('')
      if (hasModal) {
        // The modal gives focus back to what had it: the e-mail field, not the busy button.
        input.current?.focus()
        subscribed()
      } else setDone(true)
    } catch (err) {
      console.error('HyperBuilt newsletter signup failed:', err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="subscribe" className="hb-subscribe" tabIndex={-1} aria-labelledby={titleId} data-section={section.id}>
      <div className="container">
        <div className="hb-subscribe-panel">
          <div className="hb-subscribe-copy">
            {claim && (
              <p className="hb-claim">
                <span className="hb-claim-faces" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {claim}
              </p>
            )}
            <Heading index={index} id={titleId} className="hb-subscribe-title">
              {section.title}
            </Heading>
            <div className="hb-subscribe-text">
              <Paragraphs text={section.content} />
            </div>
          </div>
          <div className="hb-subscribe-form">
            {done ? (
              <p className="newsletter-success" role="status">
                <span className="success-badge" aria-hidden="true">
                  <CheckIcon size={20} />
                </span>
                <span className="newsletter-success-title">Successfully Subscribed!</span>
              </p>
            ) : (
              <form className="newsletter-form" onSubmit={submit} aria-busy={busy}>
                <label htmlFor={`${id}-email`} className="sr-only">
                  Email address
                </label>
                <div className="newsletter-field">
                  <input
                    ref={input}
                    id={`${id}-email`}
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder={meta(section, 'emailPlaceholder') || 'Enter your email'}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    {busy ? (
                      <>
                        <span className="spinner" aria-hidden="true" />
                        <span>Subscribing...</span>
                      </>
                    ) : (
                      <>
                        <span>{meta(section, 'buttonLabel') || 'Subscribe'}</span>
                        <ArrowRightIcon size={18} />
                      </>
                    )}
                  </button>
                </div>
              </form>
            )}
            {note && <p className="hb-subscribe-note">{note}</p>}
          </div>
        </div>
      </div>
    </section>
  )
}
