/**
 * The coming-soon signups of /partners ('Be the First to Know') and /events ('Join the VIP List')
 * (public-site §2, §4, §8): POST /api/public/newsletter {email, source_page}. While it runs the
 * button says 'Subscribing...' or 'Joining...' and is disabled; success replaces the form with the
 * thank-you panel; a failure keeps the form and says 'Failed to subscribe. Please try again.'
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/Icons.tsx'
import { postJson } from '../../lib/api.ts'

export type LaunchSource = 'strategic_partners' | 'events'

interface Props {
  source: LaunchSource
  buttonLabel: string
  busyLabel: string
}

export function LaunchSignup({ source, buttonLabel, busyLabel }: Props) {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle')
  const done = useRef<HTMLDivElement>(null)
  const id = useId()

  // The form goes away with the focus in it: the thank-you panel takes it.
  useEffect(() => {
    if (status === 'success') done.current?.focus()
  }, [status])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    try {
      const res = await postJson('/api/public/newsletter', { email: email.trim(), source_page: source })
      await res.text().catch(() => '') // drained so the request completes; only ok or not is used (§7)
      if (!res.ok) throw new Error(`Newsletter signup answered ${res.status}`)
      setEmail('')
      setStatus('success')
    } catch (err) {
      console.error('Newsletter signup failed:', err)
      setStatus('error')
    }
  }

  if (status === 'success') {
    return (
      <div ref={done} className="newsletter-success launch-success" role="status" tabIndex={-1}>
        <span className="success-badge" aria-hidden="true">
          <CheckIcon size={20} />
        </span>
        <div>
          <p className="newsletter-success-title">Thank you for subscribing!</p>
          <p className="newsletter-success-text">You'll receive our latest updates and insights.</p>
        </div>
      </div>
    )
  }

  const busy = status === 'submitting'
  const errorId = `${id}-error`
  return (
    <form className="newsletter-form launch-form" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="newsletter-field">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={status === 'error' ? errorId : undefined}
          aria-invalid={status === 'error' ? true : undefined}
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
      {status === 'error' && (
        <p id={errorId} className="form-error" role="alert">
          <AlertIcon size={16} />
          Failed to subscribe. Please try again.
        </p>
      )}
    </form>
  )
}
