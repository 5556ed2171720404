/**
 * Personal data: what is stored about one e-mail address (its enquiries, newsletter subscription and
 * outbox mails), and erasing all of it on request, after a confirmation. Both need personal-data
 * (editors and up, the roles that see Form Enquiries at all); without it the controls are disabled
 * with the reason. A refused or failed lookup or erase says so here
 * (the person asked for it and is waiting for the answer).
 */
import { useId, useState, type FormEvent } from 'react'
import type { PersonalDataResponse } from '../../../../shared/api/enquiries.ts'
import { errorMessage } from '../../api/client.ts'
import { personalDataApi } from '../../api/endpoints.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { ERASE_NOT_ALLOWED, erasedSummary, eraseQuestion, FORM_TYPE_LABELS, LOOKUP_NOT_ALLOWED, STATUS_LABELS, storedSummary, subjectOf } from './enquiries.ts'

interface PersonalDataDialogProps {
  open: boolean
  mayLookUp: boolean
  mayErase: boolean
  onClose: () => void
  /** Something was erased: the enquiry list and counts are out of date. */
  onErased: () => void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function PersonalDataDialog({ open, mayLookUp, mayErase, onClose, onErased }: PersonalDataDialogProps) {
  const id = useId()
  const { confirm, dialog } = useConfirm()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'find' | 'erase' | null>(null)
  const [found, setFound] = useState<PersonalDataResponse | null>(null)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  function close() {
    setEmail('')
    setProblem(null)
    setFound(null)
    setOutcome(null)
    onClose()
  }

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!mayLookUp || busy) return
    const address = email.trim()
    if (!EMAIL.test(address)) return setProblem('Enter an e-mail address, e.g. name@example.com.')
    setProblem(null)
    setOutcome(null)
    setBusy('find')
    try {
      const response = await personalDataApi.find(address)
      if (response.ok) setFound(response.data)
      else {
        console.error('Looking up personal data failed', response.status, response.data)
        setFound(null)
        setOutcome({ tone: 'error', text: errorMessage(response, 'The lookup failed. Please try again.') })
      }
    } catch (err) {
      console.error('Looking up personal data failed', err)
      setOutcome({ tone: 'error', text: 'Network error. Please try again.' })
    } finally {
      setBusy(null)
    }
  }

  async function erase() {
    if (!found || !mayErase || busy) return
    if (!(await confirm({ title: eraseQuestion(found.email), confirm: 'Erase all', icon: 'trash', danger: true }))) return
    setBusy('erase')
    setOutcome(null)
    try {
      const response = await personalDataApi.erase(found.email)
      if (response.ok) {
        setOutcome({ tone: 'success', text: erasedSummary(found.email, response.data) })
        setFound({ ...found, enquiries: [], subscription: null, mails: [] })
        onErased()
      } else {
        console.error('Erasing personal data failed', response.status, response.data)
        setOutcome({ tone: 'error', text: errorMessage(response, 'Erasing failed. Nothing was changed; please try again.') })
      }
    } catch (err) {
      console.error('Erasing personal data failed', err)
      setOutcome({ tone: 'error', text: 'Network error. Please try again.' })
    } finally {
      setBusy(null)
    }
  }

  const nothing = found !== null && found.enquiries.length === 0 && !found.subscription && found.mails.length === 0

  return (
    <Dialog open={open} onClose={close} title="Personal data" description="Find everything stored about one e-mail address, and erase it when the person asks.">
      <div className="dialog-body personal-data">
        {!mayLookUp && (
          <Notice tone="info" role="note">
            {LOOKUP_NOT_ALLOWED}
          </Notice>
        )}
        <form className="personal-data-find" onSubmit={find} noValidate>
          <Field label="E-mail address" required error={problem}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                maxLength={254}
                disabled={!mayLookUp}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button-secondary" disabled={!mayLookUp || busy !== null}>
            {busy === 'find' ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="search" size={18} />}
            Look up
          </button>
        </form>

        <div role="status" aria-live="polite" className="personal-data-outcome">
          {outcome && (
            <p className={outcome.tone === 'success' ? 'status-success' : 'form-error'}>
              <Icon name={outcome.tone === 'success' ? 'check' : 'alert'} size={16} />
              {outcome.text}
            </p>
          )}
          {found && !outcome && <p className="personal-data-summary">{storedSummary(found)}</p>}
        </div>

        {found && !nothing && (
          <div className="personal-data-found" aria-label={`Stored about ${found.email}`} role="group">
            {found.enquiries.length > 0 && (
              <section aria-labelledby={`${id}-enquiries`}>
                <h3 id={`${id}-enquiries`} className="personal-data-heading">
                  Enquiries ({found.enquiries.length})
                </h3>
                <ul className="personal-data-list">
                  {found.enquiries.map((enquiry) => (
                    <li key={enquiry.id}>
                      <span className="personal-data-item">{subjectOf(enquiry) || FORM_TYPE_LABELS[enquiry.form_type]}</span>
                      <span className="muted">
                        {FORM_TYPE_LABELS[enquiry.form_type]} · {STATUS_LABELS[enquiry.status]} · {formatDate(enquiry.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {found.subscription && (
              <section aria-labelledby={`${id}-subscription`}>
                <h3 id={`${id}-subscription`} className="personal-data-heading">
                  Newsletter subscription
                </h3>
                <p>
                  {found.subscription.status === 'active' ? 'Subscribed' : 'Unsubscribed'} since {formatDate(found.subscription.unsubscribed_at ?? found.subscription.created_at)} · from{' '}
                  {found.subscription.source_page}
                </p>
              </section>
            )}
            {found.mails.length > 0 && (
              <section aria-labelledby={`${id}-mails`}>
                <h3 id={`${id}-mails`} className="personal-data-heading">
                  Mails ({found.mails.length})
                </h3>
                <ul className="personal-data-list">
                  {found.mails.map((mail) => (
                    <li key={mail.id}>
                      <span className="personal-data-item">{mail.subject}</span>
                      <span className="muted">
                        {mail.status} · {formatDateTime(mail.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
      <div className="dialog-footer">
        {found && !nothing && (
          <span className="dialog-footer-start personal-data-erase">
            <button type="button" className="button button-danger-solid" disabled={!mayErase || busy !== null} aria-describedby={mayErase ? undefined : `${id}-erase-reason`} onClick={() => void erase()}>
              {busy === 'erase' ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="trash" size={18} />}
              Erase all
            </button>
            {!mayErase && (
              <span id={`${id}-erase-reason`} className="personal-data-reason">
                <Icon name="lock" size={14} />
                {ERASE_NOT_ALLOWED}
              </span>
            )}
          </span>
        )}
        <button type="button" className="button button-secondary" onClick={close}>
          Close
        </button>
      </div>
      {dialog}
    </Dialog>
  )
}
