/**
 * The submission half of both contact forms (the contact page and the gate's 'Join the Movement';
 * public-site §4, §8): POST /api/public/contact {name, email, mobile, subject, message, source_page}.
 * editing → submitting → success (fields cleared) or back to editing with the refusal in a person's
 * words (shared/refusal.ts): a summary above the button and each field's message next to that field
 * (`attempt` counts refusals so the form can move the focus to the first invalid field each time).
 * The honeypot (`website`) is sent only when filled, which only bots do; the enquiries module
 * answers them like a success and stores nothing.
 */
import { useState, type FormEvent } from 'react'
import { postJson, refusalOf } from '../../lib/api.ts'

export const EMPTY_CONTACT = { name: '', email: '', mobile: '', subject: '', message: '' }
export type ContactFieldsValue = typeof EMPTY_CONTACT
export type ContactStatus = 'editing' | 'submitting' | 'success'

export interface ContactSubmission {
  fields: ContactFieldsValue
  /** An onChange handler for one field. */
  set: (key: keyof ContactFieldsValue) => (e: { target: { value: string } }) => void
  website: string
  setWebsite: (value: string) => void
  status: ContactStatus
  error: string | null
  /** Per field (`name`, `email`…), what the server refused about it, in words. */
  fieldErrors: Record<string, string>
  /** Counts refusals, so the form can focus the first invalid field after each one. */
  attempt: number
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  /** 'Send Another Message' / 'Share With Others': back to the (cleared) form. */
  again: () => void
  /** Fills fields the visitor has not typed in yet (an Apply link's subject and role). */
  prefill: (values: Partial<ContactFieldsValue>) => void
}

export function useContactSubmission(sourcePage: 'contact' | 'coming_soon'): ContactSubmission {
  const [fields, setFields] = useState(EMPTY_CONTACT)
  const [website, setWebsite] = useState('')
  const [status, setStatus] = useState<ContactStatus>('editing')
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [attempt, setAttempt] = useState(0)

  const set = (key: keyof ContactFieldsValue) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }))
    // An edited field's old refusal no longer describes it.
    setFieldErrors((all) => (key in all ? Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)) : all))
  }

  const prefill = (values: Partial<ContactFieldsValue>) =>
    setFields((f) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v || (values[k as keyof ContactFieldsValue] ?? '')])) as typeof f)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    setError(null)
    setFieldErrors({})
    const res = await postJson('/api/public/contact', { ...fields, source_page: sourcePage, ...(website ? { website } : {}) }).catch(() => null)
    if (!res?.ok) {
      // public-site §8: the server's own words, else 'Failed to submit form'; a network failure is said plainly (issue 16).
      const refusal = await refusalOf(res, 'Failed to submit form')
      setError(refusal.summary)
      setFieldErrors(refusal.fields)
      setAttempt((n) => n + 1)
      setStatus('editing')
      return
    }
    await res.text().catch(() => '') // drained so the request completes; the success body is not used (§7)
    setFields(EMPTY_CONTACT)
    setStatus('success')
  }

  return { fields, set, website, setWebsite, status, error, fieldErrors, attempt, submit, again: () => setStatus('editing'), prefill }
}
