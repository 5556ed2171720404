/**
 * 'Join the Movement' (public-site §2, §4, §8): editing → submitting ('Sending...') → success
 * ('Welcome to the Future!', 'Share With Others' returns to the cleared form); errors show above
 * the button. Checks are the browser's required/type attributes only (§5).
 */
import { useContactSubmission } from './contact/useContactSubmission.ts'
import { ContactFields } from './contact/ContactFields.tsx'
import { CheckIcon } from './Icons.tsx'

export const GATE_SUBJECTS = [
  { value: 'general', label: 'General Updates' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'investment', label: 'Investment' },
  { value: 'media', label: 'Media & Press' },
  { value: 'careers', label: 'Career Opportunities' },
  { value: 'other', label: 'Other' },
] as const

export function GateContactForm() {
  const form = useContactSubmission('coming_soon')

  if (form.status === 'success') {
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
        <button type="button" className="btn btn-primary btn-lg" onClick={form.again}>
          Share With Others
        </button>
      </div>
    )
  }

  return (
    <form className="cs-form" onSubmit={form.submit} aria-busy={form.status === 'submitting'}>
      <h2 id="cs-form-title" className="cs-card-title">
        Join the Movement
      </h2>
      <p className="cs-card-text">Leave your details and we'll keep you posted on launches, partnerships and early access.</p>
      <ContactFields form={form} subjects={GATE_SUBJECTS} buttonLabel="Join the Revolution" rowClassName="field-row" messageRows={4} />
    </form>
  )
}
