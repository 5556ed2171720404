/**
 * The fields, error line and submit button both contact forms share (public-site §3 Contact
 * submission, §5: the browser's required/type checks, maxlength from the server's limits). A server
 * refusal shows next to the field it concerns (aria-invalid, aria-describedby) and the focus moves
 * to the first refused field. Each form brings its own subjects
 * (the contact page's and the gate's labels differ), its button label and its layout classes.
 */
import { useEffect, useId, type Ref } from 'react'
import { ENQUIRY_LIMITS } from '../../../../shared/form-limits.ts'
import { AlertIcon, ArrowRightIcon } from '../Icons.tsx'
import type { ContactSubmission } from './useContactSubmission.ts'

export interface SubjectOption {
  value: string
  label: string
}

const FIELD_ORDER = ['name', 'email', 'mobile', 'subject', 'message'] as const
type FieldKey = (typeof FIELD_ORDER)[number]

export function ContactFields({
  form,
  subjects,
  buttonLabel,
  rowClassName,
  messageRows = 5,
  nameRef,
}: {
  form: ContactSubmission
  subjects: readonly SubjectOption[]
  buttonLabel: string
  /** The class of the e-mail + mobile row (a two-column grid on wider screens). */
  rowClassName: string
  messageRows?: number
  nameRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  const { fields, set, error, fieldErrors, attempt } = form
  const busy = form.status === 'submitting'
  const errorId = `${id}-error`
  /** The refusal props of one field: marked invalid and described by its message. */
  const invalid = (key: FieldKey) =>
    fieldErrors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {}
  const message = (key: FieldKey) =>
    fieldErrors[key] ? (
      <p id={`${id}-${key}-error`} className="field-error">
        {fieldErrors[key]}
      </p>
    ) : null

  useEffect(() => {
    const first = FIELD_ORDER.find((key) => fieldErrors[key])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
    // Only after a refusal (attempt changes), not while the visitor edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Full Name *</label>
        <input ref={nameRef} id={`${id}-name`} name="name" type="text" required autoComplete="name" maxLength={ENQUIRY_LIMITS.name} value={fields.name} onChange={set('name')} {...invalid('name')} />
        {message('name')}
      </div>
      <div className={rowClassName}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email Address *</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={ENQUIRY_LIMITS.email} value={fields.email} onChange={set('email')} {...invalid('email')} />
          {message('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-mobile`}>
            Mobile <span className="field-optional">(optional)</span>
          </label>
          <input id={`${id}-mobile`} name="mobile" type="tel" autoComplete="tel" maxLength={ENQUIRY_LIMITS.mobile} value={fields.mobile} onChange={set('mobile')} {...invalid('mobile')} />
          {message('mobile')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>Subject *</label>
        <div className="select-wrap">
          <select id={`${id}-subject`} name="subject" required value={fields.subject} onChange={set('subject')} {...invalid('subject')}>
            <option value="" disabled>
              Select a subject
            </option>
            {subjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {message('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message *</label>
        <textarea id={`${id}-message`} name="message" required rows={messageRows} maxLength={ENQUIRY_LIMITS.message} value={fields.message} onChange={set('message')} {...invalid('message')} />
        {message('message')}
      </div>
      {/* Honeypot: off-screen, skipped by keyboards and assistive technology; bots that fill every field give themselves away. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => form.setWebsite(e.target.value)} />
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
            {buttonLabel}
            <ArrowRightIcon size={18} />
          </>
        )}
      </button>
    </>
  )
}
