/**
 * "Copy to page…" (issue 31): a section, as the editor shows it now, copied with its content to the
 * end of another page, which is saved at once (its other sections and fields untouched; an id it
 * already uses gets a number). The page is read fresh before the copy, and the save carries its
 * version, so a change made meanwhile elsewhere is kept (a conflict reads the page again, once).
 * The page open in the editor is not saved by this.
 */
import { useState, type FormEvent } from 'react'
import type { Section } from '../../../../shared/api/pages.ts'
import { NETWORK_FAILURE } from '../../../../shared/refusal.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { sectionForPage } from './blockForm.ts'
import type { PageRecord } from './pageEntries.ts'
import { readSections } from './pageForm.ts'
import { pageRefusal } from './pageRefusal.ts'

interface CopyToPageDialogProps {
  section: Section
  /** What the editor calls the section ("Hero: Born for Hypermobility"). */
  sectionName: string
  /** The pages it may go to (every page but the one open). */
  pages: readonly PageRecord[]
  /** The copy is saved: the words to announce, and the other page as it now is. */
  onCopied: (message: string, page: PageRecord) => void
  onClose: () => void
}

export const COPY_GONE = 'That page no longer exists. Choose another.'

export function CopyToPageDialog({ section, sectionName, pages, onCopied, onClose }: CopyToPageDialogProps) {
  const [target, setTarget] = useState<number | null>(pages[0]?.id ?? null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function copyOnce(id: number): Promise<{ done: true; page: PageRecord } | { done: false; conflict: boolean; message: string }> {
    const listed = await pagesApi.list()
    if (!listed.ok) return { done: false, conflict: false, message: pageRefusal(listed, []).summary }
    const page = (listed.data.pages ?? []).find((p) => p.id === id)
    if (!page) return { done: false, conflict: false, message: COPY_GONE }
    const sections = readSections(page.content_json).sections
    const saved = await pagesApi.update(page.id, {
      content_json: JSON.stringify([...sections, sectionForPage(section, sections)]),
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      version: page.version,
    })
    if (saved.ok) return { done: true, page: saved.data.page }
    return { done: false, conflict: saved.status === 409, message: pageRefusal(saved, []).summary }
  }

  async function copy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || target === null) return
    setBusy(true)
    setProblem(null)
    try {
      let outcome = await copyOnce(target)
      // Someone saved that page meanwhile: read it again and add the copy to what it is now.
      if (!outcome.done && outcome.conflict) outcome = await copyOnce(target)
      if (outcome.done) {
        onCopied(`${sectionName} copied to the end of “${outcome.page.page_name}”.`, outcome.page)
        onClose()
      } else setProblem(outcome.message)
    } catch (err) {
      console.error('Copying the section failed', err)
      setProblem(NETWORK_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open title="Copy to page" description={`A copy of “${sectionName}”, as you see it now, goes to the end of the page you choose, which is saved at once. This page stays as it is.`} onClose={onClose}>
      <form className="dialog-form" onSubmit={copy} noValidate>
        <div className="dialog-body">
          {pages.length === 0 ? (
            <p>There is no other page yet. Create one with New Page first.</p>
          ) : (
            <Field label="Page" hint="The copy can be edited there on its own." error={problem}>
              {(control) => (
                <select {...control} className="input select" value={target ?? ''} onChange={(e) => setTarget(Number(e.target.value))}>
                  {pages.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.page_name} ({p.path})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy || target === null}>
            {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="copy" size={18} />}
            {busy ? 'Copying…' : 'Copy section'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
