/**
 * "Send its visitors somewhere else?" (issue 18: a page unpublished into another): asked once a page
 * an editor created was saved hidden while it had been published. Its address would now show "page
 * not found"; choosing one of the published pages adds a permanent redirect from it (the Redirects
 * API, so it is listed, counted and removable there). Publishing the page again gives it its address
 * back (the server removes the redirect). "Leave it" closes without a redirect.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { Page } from '../../../../shared/api/pages.ts'
import { NETWORK_FAILURE, readRefusal } from '../../../../shared/refusal.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { redirectsApi } from '../redirects/redirectsApi.ts'

interface ForwardDialogProps {
  /** The page just hidden. */
  page: Pick<Page, 'id' | 'page_name' | 'path'>
  onDone: (outcome: string | null) => void
}

export function ForwardDialog({ page, onDone }: ForwardDialogProps) {
  const [targets, setTargets] = useState<Array<{ path: string; name: string }> | null>(null)
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    pagesApi
      .list()
      .then((response) => {
        if (!live) return
        const pages = response.ok ? response.data.pages : []
        setTargets(pages.filter((p) => p.is_published && p.id !== page.id).map((p) => ({ path: p.path, name: p.page_name })))
      })
      .catch(() => live && setTargets([]))
    return () => {
      live = false
    }
  }, [page.id])

  async function forward(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!to) return setRefused('Choose the page to send visitors to.')
    setBusy(true)
    setRefused(null)
    try {
      const response = await redirectsApi.create({ from_path: page.path, to, status: 301 })
      if (!response.ok) {
        const refusal = readRefusal(response.status, response.data)
        setRefused(refusal.fields.to ?? refusal.fields.from_path ?? refusal.summary)
        return
      }
      onDone(`Visitors of ${page.path} now go to ${to}.`)
    } catch (err) {
      console.error('Adding the redirect failed', err)
      setRefused(NETWORK_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title="Send its visitors somewhere else?"
      description={`“${page.page_name}” is hidden now, so ${page.path} shows “page not found”. Links to it can lead to another page instead; publishing this page again gives it its address back.`}
      onClose={() => onDone(null)}
    >
      <form className="dialog-form" onSubmit={forward} noValidate>
        <div className="dialog-body">
          <Field label="Send visitors to" error={refused}>
            {(control) => (
              <select {...control} className="input select" value={to} disabled={targets === null} onChange={(e) => (setTo(e.target.value), setRefused(null))}>
                <option value="">{targets === null ? 'Loading the pages…' : 'Choose a published page'}</option>
                {targets?.map((t) => (
                  <option key={t.path} value={t.path}>
                    {t.name} ({t.path})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
            Leave it
          </button>
          <button type="submit" className="button button-primary" disabled={busy || !targets?.length}>
            {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="redirect" size={18} />}
            {busy ? 'Adding…' : 'Send visitors there'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
