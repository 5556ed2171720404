/**
 * 'Join the Movement' (public-site §2, §4, §8): editing → submitting ('Sending...') → success
 * ('Welcome to the Future!', 'Share With Others' returns to the cleared form); errors show above
 * the button. Checks are the browser's required/type attributes only (§5).
 */
import { useId, useState, type FormEvent } from 'react'
import { errorField, postJson } from '../lib/api.ts'
import { AlertIcon, ArrowRightIcon, CheckIcon } from './Icons.tsx'

export const GATE_SUBJECTS = [
  { value: 'general', label: 'General Updates' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'investment', label: 'Investment' },
  { value: 'media', label: 'Media & Press' },
  { value: 'careers', label: 'Career Opportunities' },
  { value: 'other', label: 'Other' },
] as const

const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' }

export function GateContactForm() {
  const [fields, setFields] = useState(EMPTY)
  const [status, setStatus] = useState<'editing' | 'submitting' | 'success'>('editing')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }))

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    setError(null)
    try {
      const res = await postJson('/api/public/contact', { ...fields, source_page: 'coming_soon' })
      if (!res.ok) {
        setError((await errorField(res)) ?? 'Failed to submit form')
        setStatus('editing')
        return
      }
      setFields(EMPTY)
      setStatus('success')
    } catch (err) {
      console.error('Contact form failed:', err)
      setError(err instanceof Error && err.message ? err.message : 'Failed to submit form. Please try again.')
      setStatus('editing')
    }
  }

  if (status === 'success') {
    return (
      <div className="cs-success" role="status">
        <span className="success-badge success-badge--lg" aria-hidden="true">
          <CheckIcon size={30} />
        </span>
        <h2 id="cs-form-title" className="cs-card-title">
          Welcome to the Future!
        </h2>
        <p className="cs-card-text">
          Thank you for joining the movement. We've received your message and will be in touch soon with the latest from Yerth.
        </p>
        <button type="button" className="btn btn-primary btn-lg" onClick={() => setStatus('editing')}>
          Share With Others
        </button>
      </div>
    )
  }

  const busy = status === 'submitting'
  return (
    <form className="cs-form" onSubmit={submit} aria-busy={busy}>
      <h2 id="cs-form-title" className="cs-card-title">
        Join the Movement
      </h2>
      <p className="cs-card-text">Leave your details and we'll keep you posted on launches, partnerships and early access.</p>

      <div className="field">
        <label htmlFor={`${id}-name`}>Full Name *</label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" value={fields.name} onChange={set('name')} />
      </div>
      <div className="field-row">
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
            {GATE_SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message *</label>
        <textarea id={`${id}-message`} name="message" required rows={4} value={fields.message} onChange={set('message')} />
      </div>

      {error && (
        <p className="form-error" role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            Join the Revolution
            <ArrowRightIcon size={18} />
          </>
        )}
      </button>
    </form>
  )
}
