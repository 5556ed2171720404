/**
 * The submission half of both contact forms (the contact page and the gate's 'Join the Movement';
 * public-site §4, §8): POST /api/public/contact {name, email, mobile, subject, message, source_page}.
 * editing → submitting → success (fields cleared) or back to editing with an error: the server's
 * `error` text, else 'Failed to submit form'; on a network or other exception its message, else
 * 'Failed to submit form. Please try again.'
 * The honeypot (`website`) is sent only when filled, which only bots do; the enquiries module
 * answers them like a success and stores nothing.
 */
import { useState, type FormEvent } from 'react'
import { errorField, postJson } from '../../lib/api.ts'

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
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  /** 'Send Another Message' / 'Share With Others': back to the (cleared) form. */
  again: () => void
}

export function useContactSubmission(sourcePage: 'contact' | 'coming_soon'): ContactSubmission {
  const [fields, setFields] = useState(EMPTY_CONTACT)
  const [website, setWebsite] = useState('')
  const [status, setStatus] = useState<ContactStatus>('editing')
  const [error, setError] = useState<string | null>(null)

  const set = (key: keyof ContactFieldsValue) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    setStatus('submitting')
    setError(null)
    try {
      const res = await postJson('/api/public/contact', { ...fields, source_page: sourcePage, ...(website ? { website } : {}) })
      if (!res.ok) {
        setError((await errorField(res)) ?? 'Failed to submit form')
        setStatus('editing')
        return
      }
      await res.text().catch(() => '') // drained so the request completes; the success body is not used (§7)
      setFields(EMPTY_CONTACT)
      setStatus('success')
    } catch (err) {
      console.error('Contact form failed:', err)
      setError(err instanceof Error && err.message ? err.message : 'Failed to submit form. Please try again.')
      setStatus('editing')
    }
  }

  return { fields, set, website, setWebsite, status, error, submit, again: () => setStatus('editing') }
}
