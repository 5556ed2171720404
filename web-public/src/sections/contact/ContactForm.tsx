/**
 * The contact form (public-site §2 Contact, §3, §4, §5, §8): POST /api/public/contact
 * {name, email, mobile, subject, message, source_page: 'contact'}. Editing → submitting (button
 * disabled, 'Sending...') → success (thank-you panel, form cleared; 'Send Another Message' returns
 * to the form) or an error shown above the button: the server's `error` text in a person's words,
 * else 'Failed to submit form', and each field's refusal next to it; a network failure says so
 * plainly (issue 16, in place of the browser's "Failed to fetch"). Checks are the browser's
 * required/type/maxlength attributes.
 * The submission and the fields are shared with the gate's form (components/contact).
 */
import { useEffect, useRef } from 'react'
import { ContactFields } from '../../components/contact/ContactFields.tsx'
import { useContactSubmission } from '../../components/contact/useContactSubmission.ts'
import { CheckIcon } from '../../components/Icons.tsx'

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'media', label: 'Media & Press' },
  { value: 'careers', label: 'Careers' },
  { value: 'investment', label: 'Investment' },
  { value: 'other', label: 'Other' },
] as const

export const CONTACT_SOURCE = 'contact'

export interface ContactFormText {
  buttonLabel: string
  successTitle: string
  successText: string
  againLabel: string
}

export function ContactForm({ text }: { text: ContactFormText }) {
  const form = useContactSubmission(CONTACT_SOURCE)
  const successTitle = useRef<HTMLHeadingElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  /** Where focus goes after the panel swaps (not on the first render). */
  const focusNext = useRef<'success' | 'form' | null>(null)
  const { status } = form

  // An Apply link (a role's page: /contact?subject=careers&role=…) picks the subject and starts the
  // message; read after hydration, as the server renders every /contact alike.
  const { prefill } = form
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    if (query.get('subject') !== 'careers') return
    const role = (query.get('role') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 200)
    prefill({ subject: 'careers', ...(role && { message: `I would like to apply for the role “${role}”.\n\n` }) })
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (status === 'success' && focusNext.current !== 'form') successTitle.current?.focus()
    if (status === 'editing' && focusNext.current === 'form') nameInput.current?.focus()
    focusNext.current = null
  }, [status])

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
            form.again()
          }}
        >
          {text.againLabel}
        </button>
      </div>
    )
  }

  return (
    <form className="ct-form" onSubmit={form.submit} aria-busy={status === 'submitting'}>
      <ContactFields form={form} subjects={CONTACT_SUBJECTS} buttonLabel={text.buttonLabel} rowClassName="ct-row" nameRef={nameInput} />
    </form>
  )
}
