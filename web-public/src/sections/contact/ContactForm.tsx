/**
 * The contact form (public-site §2 Contact, §3, §4, §5, §8): POST /api/public/contact
 * {name, email, mobile, subject, message, source_page: 'contact'}. Editing → submitting (button
 * disabled, 'Sending...') → success (thank-you panel, form cleared; 'Send Another Message' returns
 * to the form) or an error shown above the button: the server's `error` text, else 'Failed to
 * submit form'; on a network or other exception its message, else 'Failed to submit form. Please
 * try again.' Checks are the browser's required/type attributes only.
 * A hidden honeypot field (`website`) is sent only when filled, which only bots do; the enquiries
 * module refuses such submissions.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/Icons.tsx'
import { errorField, postJson } from '../../lib/api.ts'

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'media', label: 'Media & Press' },
  { value: 'careers', label: 'Careers' },
  { value: 'investment', label: 'Investment' },
  { value: 'other', label: 'Other' },
] as const

export const CONTACT_SOURCE = 'contact'

const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' }

export interface ContactFormText {
  buttonLabel: string
  successTitle: string
  successText: string
  againLabel: string
}

export function ContactForm({ text }: { text: ContactFormText }) {
  const [fields, setFields] = useState(EMPTY)
  const [website, setWebsite] = useState('')
  const [status, setStatus] = useState<'editing' | 'submitting' | 'success'>('editing')
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const successTitle = useRef<HTMLHeadingElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  /** Where focus goes after the panel swaps (not on the first render). */
  const focusNext = useRef<'success' | 'form' | null>(null)

  useEffect(() => {
    if (focusNext.current === 'success') successTitle.current?.focus()
    if (focusNext.current === 'form') nameInput.current?.focus()
    focusNext.current = null
  }, [status])

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    setError(null)
    try {
      const body = { ...fields, source_page: CONTACT_SOURCE, ...(website ? { website } : {}) }
      const res = await postJson('/api/public/contact', body)
      if (!res.ok) {
        setError((await errorField(res)) ?? 'Failed to submit form')
        setStatus('editing')
        return
      }
      await res.text().catch(() => '') // drained so the request completes; the success body is not used (§7)
      setFields(EMPTY)
      focusNext.current = 'success'
      setStatus('success')
    } catch (err) {
      console.error('Contact form failed:', err)
      setError(err instanceof Error && err.message ? err.message : 'Failed to submit form. Please try again.')
      setStatus('editing')
    }
  }

  if (status === 'success') {
    return (
      <div className="ct-success" role="status">
        <span className="success-badge success-badge--lg" aria-hidden="true">
          <CheckIcon size={30} />
        </span>
        <h3 ref={successTitle} tabIndex={-1} className="ct-success-title">
          {text.successTitle}
        </h3>
        <p className="ct-success-text">{text.successText}</p>
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          onClick={() => {
            focusNext.current = 'form'
            setStatus('editing')
          }}
        >
          {text.againLabel}
        </button>
      </div>
    )
  }

  const busy = status === 'submitting'
  const errorId = `${id}-error`
  return (
    <form className="ct-form" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Full Name *</label>
        <input ref={nameInput} id={`${id}-name`} name="name" type="text" required autoComplete="name" value={fields.name} onChange={set('name')} />
      </div>
      <div className="ct-row">
        <div className="field">
          <label htmlFor={`${id}-email`}>Email Address *</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" value={fields.email} onChange={set('email')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-mobile`}>
            Mobile <span className="field-optional">(optional)</span>
          </label>
          <input id={`${id}-mobile`} name="mobile" type="tel" autoComplete="tel" value={fields.mobile} onChange={set('mobile')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>Subject *</label>
        <div className="select-wrap">
          <select id={`${id}-subject`} name="subject" required value={fields.subject} onChange={set('subject')}>
            <option value="" disabled>
              Select a subject
            </option>
            {CONTACT_SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message *</label>
        <textarea id={`${id}-message`} name="message" required rows={5} value={fields.message} onChange={set('message')} />
      </div>
      {/* Honeypot: invisible to people and to assistive technology; bots that fill every field give themselves away. */}
      <div className="ct-hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>

      {error && (
        <p id={errorId} className="form-error" role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy} aria-describedby={error ? errorId : undefined}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            {text.buttonLabel}
            <ArrowRightIcon size={18} />
          </>
        )}
      </button>
    </form>
  )
}
