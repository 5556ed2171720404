/**
 * The outbox at a glance: how many mails wait or failed (they were never sent), with the reason
 * when SMTP is not configured; "Show unsent mails" lists them with their last error. Failures to
 * load are only logged (admin-area §8): the panel then stays away.
 */
import { useCallback, useEffect, useId, useState } from 'react'
import type { MailOutboxResponse, MailSummary } from '../../../../shared/api/mail.ts'
import { mailApi } from '../../api/endpoints.ts'
import { Icon } from '../../components/Icon.tsx'
import { formatDateTime } from '../../lib/dates.ts'
import { SMTP_MISSING, unsentSummary } from './enquiries.ts'

const UNSENT_LIMIT = 20

export function OutboxPanel({ refreshKey }: { refreshKey: number }) {
  const id = useId()
  const [outbox, setOutbox] = useState<Pick<MailOutboxResponse, 'counts' | 'smtpConfigured'> | null>(null)
  const [open, setOpen] = useState(false)
  const [unsent, setUnsent] = useState<MailSummary[] | null>(null)

  const load = useCallback(async () => {
    try {
      const response = await mailApi.outbox({ status: 'all', limit: 1, offset: 0 })
      if (response.ok) setOutbox({ counts: response.data.counts, smtpConfigured: response.data.smtpConfigured })
      else console.error('Loading the outbox failed', response.status, response.data)
    } catch (err) {
      console.error('Loading the outbox failed', err)
    }
  }, [])

  const loadUnsent = useCallback(async () => {
    try {
      const [failed, queued] = await Promise.all([mailApi.outbox({ status: 'failed', limit: UNSENT_LIMIT, offset: 0 }), mailApi.outbox({ status: 'queued', limit: UNSENT_LIMIT, offset: 0 })])
      if (failed.ok && queued.ok) setUnsent([...failed.data.mails, ...queued.data.mails])
      else console.error('Loading unsent mails failed', failed.status, queued.status)
    } catch (err) {
      console.error('Loading unsent mails failed', err)
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load, refreshKey])

  useEffect(() => {
    if (open) void loadUnsent()
  }, [open, loadUnsent, refreshKey])

  if (!outbox) return null
  const summary = unsentSummary(outbox.counts)
  const attention = !outbox.smtpConfigured || outbox.counts.failed > 0

  return (
    <section className={`card outbox-card${attention ? ' outbox-card-attention' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="outbox-head">
        <span className="outbox-icon" aria-hidden="true">
          <Icon name="mail" size={18} />
        </span>
        <div className="outbox-text">
          <h2 id={`${id}-title`} className="outbox-title">
            Outbox
          </h2>
          <p className="outbox-summary">
            {summary ? (
              <>
                <strong>{summary}</strong> — not sent yet · {outbox.counts.sent.toLocaleString()} sent
              </>
            ) : (
              <>Every mail was sent · {outbox.counts.sent.toLocaleString()} sent</>
            )}
          </p>
          {!outbox.smtpConfigured && (
            <p className="outbox-warning">
              <Icon name="alert" size={15} />
              {SMTP_MISSING}
            </p>
          )}
        </div>
        {summary && (
          <button type="button" className="button button-secondary button-sm" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((o) => !o)}>
            <Icon name="chevronDown" size={16} className={open ? 'rotate-180' : undefined} />
            {open ? 'Hide unsent mails' : 'Show unsent mails'}
          </button>
        )}
      </div>
      {open && summary && (
        <div id={`${id}-list`} className="outbox-list">
          {unsent === null ? (
            <p className="muted">Loading unsent mails…</p>
          ) : unsent.length === 0 ? (
            <p className="muted">No unsent mails.</p>
          ) : (
            <div className="outbox-mails" role="region" aria-label="Unsent mails" tabIndex={0}>
              <ul>
              {unsent.map((mail) => (
                <li key={mail.id} className="outbox-mail">
                  <span className="outbox-mail-head">
                    <span className={`mail-status mail-status-${mail.status}`}>{mail.status === 'failed' ? 'Failed' : 'Queued'}</span>
                    <span className="outbox-subject">{mail.subject}</span>
                  </span>
                  <span className="outbox-mail-meta">
                    To {mail.to} · {formatDateTime(mail.created_at)}
                    {mail.attempts > 0 && ` · ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}`}
                  </span>
                  {mail.last_error && <span className="outbox-error">{mail.last_error}</span>}
                </li>
              ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
