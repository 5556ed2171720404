/**
 * Footer newsletter signup (public-site §4, §8): idle → submitting (disabled, spinner) → success
 * panel for 5 s (then the form returns, e-mail cleared) or the error under the form (form kept).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { postJson } from '../lib/api.ts'
import { AlertIcon, ArrowRightIcon, CheckIcon } from './Icons.tsx'

type Status = 'idle' | 'submitting' | 'success' | 'error'

export const NEWSLETTER_SUCCESS_MS = 5000

export function NewsletterForm({ sourcePage }: { sourcePage: 'footer' }) {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inputId = useId()
  const errorId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    try {
      const res = await postJson('/api/public/newsletter', { email: email.trim(), source_page: sourcePage })
      if (!res.ok) {
        void res.body?.cancel().catch(() => {})
        throw new Error(`Newsletter signup answered ${res.status}`)
      }
      setEmail('')
      setStatus('success')
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS)
    } catch (err) {
      console.error('Newsletter signup failed:', err)
      setStatus('error')
    }
  }

  if (status === 'success') {
    return (
      <div className="newsletter-success" role="status">
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
  return (
    <form className="newsletter-form" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="newsletter-field">
        <input
          id={inputId}
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
              <span>Subscribing...</span>
            </>
          ) : (
            <>
              <span>Subscribe</span>
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
