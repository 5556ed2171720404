/**
 * "Change address" of a page an editor created (issue 18): a new `/<slug>`, its shape checked as
 * typed; saved on its own (the page's saved content with the new address and the version the editor
 * is based on). While the page is published its old address then leads to the new one (a 301 the
 * server adds), which the dialog says before the move. A refusal is shown at the field; what was
 * typed stays. The seven managed pages keep their addresses and never show this.
 */
import { useRef, useState, type FormEvent } from 'react'
import type { Page } from '../../../../shared/api/pages.ts'
import { NETWORK_FAILURE } from '../../../../shared/refusal.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { readConflict } from '../../api/revisions.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { SLUG_MAX, slugProblem } from './newPage.ts'
import type { PageRecord } from './pageEntries.ts'
import { pageUpdateBody, type PageForm } from './pageForm.ts'
import { pageRefusal } from './pageRefusal.ts'

interface PageAddressDialogProps {
  page: PageRecord
  /** The page as last saved: a move saves nothing else. */
  saved: PageForm
  version: number
  onMoved: (page: Page) => void
  onClose: () => void
}

export function PageAddressDialog({ page, saved, version, onMoved, onClose }: PageAddressDialogProps) {
  const [slug, setSlug] = useState(page.slug)
  const [refused, setRefused] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const unchanged = slug.trim() === page.slug
  const issue = unchanged ? null : slugProblem(slug.trim(), [])

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || unchanged) return
    if (issue) return input.current?.focus()
    setBusy(true)
    setRefused(null)
    try {
      const response = await pagesApi.update(page.id, { ...pageUpdateBody(saved), slug: slug.trim(), version })
      if (!response.ok) {
        if (readConflict(response)) setRefused('Someone else saved this page since you opened it. Close this, look at their changes, then move it.')
        else {
          const refusal = pageRefusal(response, [])
          setRefused(refusal.page.slug ?? refusal.summary)
        }
        input.current?.focus()
        return
      }
      onMoved(response.data.page)
    } catch (err) {
      console.error('Moving the page failed', err)
      setRefused(NETWORK_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title={`Change the address of “${page.page_name}”`}
      description={
        page.is_published
          ? `Visitors and search engines that know ${page.path} are sent on to the new address (a permanent redirect you can see under Redirects).`
          : `The page is hidden, so nobody knows ${page.path} yet: it simply moves.`
      }
      onClose={onClose}
    >
      <form className="dialog-form" onSubmit={move} noValidate>
        <div className="dialog-body">
          <Field label="New address" required hint="Lowercase letters, digits and hyphens." error={refused ?? issue}>
            {(control) => (
              <span className="slug-input">
                <span className="slug-input-prefix" aria-hidden="true">
                  /
                </span>
                <input
                  {...control}
                  ref={input}
                  className="input input-mono"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                  maxLength={SLUG_MAX}
                  value={slug}
                  autoFocus
                  onChange={(e) => {
                    setSlug(e.target.value)
                    setRefused(null)
                  }}
                />
              </span>
            )}
          </Field>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy || unchanged}>
            {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={18} />}
            {busy ? 'Moving…' : 'Move page'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
