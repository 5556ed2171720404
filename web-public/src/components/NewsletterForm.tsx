/**
 * The one newsletter signup of the public site (public-site §4, §8): the footer, /partners, /events
 * and /hyperbuilt all draw it. POST /api/public/newsletter {email, source_page}. idle → submitting
 * (disabled, spinner) → the caller's success panel (the footer's returns to the form after 5 s), or
 * the refusal in words under the field (form kept, field marked invalid and focused). A throttled
 * visitor is told when to try again; a network failure says so.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { NewsletterSource } from '../../../shared/api/enquiries.ts'
import { ENQUIRY_LIMITS } from '../../../shared/form-limits.ts'
import { postJson, refusalOf } from '../lib/api.ts'
import { AlertIcon, ArrowRightIcon, CheckIcon } from './Icons.tsx'

type Status = 'idle' | 'submitting' | 'success' | 'error'

export const NEWSLETTER_SUCCESS_MS = 5000

interface Props {
  sourcePage: NewsletterSource
  buttonLabel?: string
  busyLabel?: string
  placeholder?: string
  className?: string
  /** Shown in place of the form after a signup; none keeps the form (the caller says thanks elsewhere). */
  success?: ReactNode
  /** How long the success panel stays before the form returns; none = for good. */
  successMs?: number
  /** Told after each signup (the field has the focus again when there is no success panel). */
  onSubscribed?: () => void
}

export function NewsletterForm({
  sourcePage,
  buttonLabel = 'Subscribe',
  busyLabel = 'Subscribing...',
  placeholder = 'you@example.com',
  className,
  success,
  successMs,
  onSubscribed,
}: Props) {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const errorId = `${id}-error`

  useEffect(() => () => clearTimeout(timer.current), [])
  // The form goes away with the focus in it: the thank-you panel takes it; a refusal gives it to the field.
  useEffect(() => {
    if (status === 'success') panel.current?.focus()
    if (status === 'error') input.current?.focus()
  }, [status])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    // What the field shows: an address typed while the page was still hydrating is in the field but
    // not yet in the state (a slow phone, a busy machine), and must not be dropped silently.
    const value = (input.current?.value ?? email).trim()
    if (status === 'submitting' || !value) return
    if (value !== email.trim()) setEmail(value)
    setStatus('submitting')
    const res = await postJson('/api/public/newsletter', { email: value, source_page: sourcePage }).catch(() => null)
    if (!res?.ok) {
      // public-site §8: a failed signup is logged as well as said.
      console.error(`Newsletter signup failed (${sourcePage}):`, res ? `HTTP ${res.status}` : 'network error')
      const refusal = await refusalOf(res, 'Failed to subscribe. Please try again.')
      setError(refusal.fields.email ?? refusal.summary)
      setStatus('error')
      return
    }
    await res.text().catch(() => '') // drained so the request completes; the success body is not used (§7)
    setEmail('')
    if (success) {
      setStatus('success')
      clearTimeout(timer.current)
      if (successMs) timer.current = setTimeout(() => setStatus('idle'), successMs)
    } else {
      setStatus('idle')
      input.current?.focus()
    }
    onSubscribed?.()
  }

  if (status === 'success') {
    return (
      <div ref={panel} className="newsletter-success" role="status" tabIndex={-1}>
        {success}
      </div>
    )
  }

  const busy = status === 'submitting'
  const failed = status === 'error'
  return (
    <form className={className ? `newsletter-form ${className}` : 'newsletter-form'} onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="newsletter-field">
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={ENQUIRY_LIMITS.email}
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={failed ? errorId : undefined}
          aria-invalid={failed ? true : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <span>{busyLabel}</span>
            </>
          ) : (
            <>
              <span>{buttonLabel}</span>
              <ArrowRightIcon size={18} />
            </>
          )}
        </button>
      </div>
      {failed && (
        <p id={errorId} className="form-error" role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
    </form>
  )
}

/** The thank-you the footer and the launch pages show after a signup. */
export function SubscribedThanks() {
  return (
    <>
      <span className="success-badge" aria-hidden="true">
        <CheckIcon size={20} />
      </span>
      <div>
        <p className="newsletter-success-title">Thank you for subscribing!</p>
        <p className="newsletter-success-text">You'll receive our latest updates and insights.</p>
      </div>
    </>
  )
}
