/**
 * "New Page" (issue 17: new pages without code): the page's name, its address (`/<slug>`, filled in
 * from the name until the person edits it, its shape checked as typed), its search title and
 * description, and whether visitors see it yet. The page starts with one Text block; its editor opens
 * once the server has created it. A refusal (the address is taken or would shadow one of the site's
 * routes) is shown next to the field it concerns; what was typed stays.
 * Given a `source`, the same dialog is "Duplicate Page" (issue 31): the new page starts with the
 * source's saved sections, its name and address free ones made from the source's name.
 */
import { useRef, useState, type FormEvent } from 'react'
import type { Page } from '../../../../shared/api/pages.ts'
import { defaultMetaTitle } from '../../../../shared/pages/managed.ts'
import { pagesApi } from '../../api/endpoints.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Switch } from '../../components/Switch.tsx'
import { NETWORK_FAILURE } from '../../../../shared/refusal.ts'
import { blockOf, type Catalogue } from './blockForm.ts'
import { duplicateBody, duplicateValues, nameProblem, newPageBody, PAGE_NAME_MAX, SLUG_MAX, slugFromName, slugProblem, type NewPageValues } from './newPage.ts'
import type { PageRecord } from './pageEntries.ts'
import { pageRefusal } from './pageRefusal.ts'

interface NewPageDialogProps {
  pages: readonly PageRecord[]
  catalogue: Catalogue
  onCreated: (page: PageRecord) => void
  onClose: () => void
  /** The page to duplicate; absent for a new page. */
  source?: PageRecord
}

/** The fields this dialog shows a refusal at. */
const DIALOG_FIELDS = ['page_name', 'slug', 'meta_title', 'meta_description']

const EMPTY: NewPageValues = { page_name: '', slug: '', meta_title: '', meta_description: '', is_published: false }

export function NewPageDialog({ pages, catalogue, onCreated, onClose, source }: NewPageDialogProps) {
  const [values, setValues] = useState<NewPageValues>(() => (source ? duplicateValues(source, pages) : EMPTY))
  /** The address follows the name until the person types one of their own. */
  const [slugEdited, setSlugEdited] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const [summary, setSummary] = useState<string | null>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const slugInput = useRef<HTMLInputElement>(null)

  const set = (patch: Partial<NewPageValues>) => {
    setValues((current) => ({ ...current, ...patch }))
    // What the server said about a field goes once the person changes it.
    setRefused((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))))
  }
  // The address's shape is checked at every key; an empty name or address only once the person tried to create.
  const slugIssue = values.slug !== '' || tried ? slugProblem(values.slug, pages) : null
  const nameIssue = tried ? nameProblem(values.page_name, pages) : null
  const length = values.meta_description.trim().length
  const fit = length === 0 ? 'empty' : length < 150 ? 'short' : length <= 160 ? 'good' : 'long'

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setTried(true)
    setSummary(null)
    const issue = nameProblem(values.page_name, pages) ?? slugProblem(values.slug, pages)
    if (issue) {
      ;(nameProblem(values.page_name, pages) ? nameInput : slugInput).current?.focus()
      return
    }
    setBusy(true)
    try {
      const response = await pagesApi.create(source ? duplicateBody(values, source) : newPageBody(values, blockOf(catalogue, 'text')))
      if (!response.ok) {
        const refusal = pageRefusal(response, [])
        setRefused(refusal.page)
        // Messages for the dialog's fields are shown at them; anything else (or no details at all) on the outcome line.
        const elsewhere = Object.entries(refusal.page).filter(([field]) => !DIALOG_FIELDS.includes(field))
        setSummary(Object.keys(refusal.page).length === 0 ? refusal.summary : elsewhere.length > 0 ? elsewhere.map(([, message]) => message).join(' ') : null)
        const first = refusal.first && 'page' in refusal.first ? refusal.first.page : null
        ;(first === 'slug' ? slugInput : nameInput).current?.focus()
        return
      }
      // The server answers the page, or `{page}` as the spec's create does.
      const data = response.data as { page?: Page } & Partial<Page>
      const page = (data.page ?? data) as PageRecord
      onCreated(page)
    } catch (err) {
      console.error('Creating the page failed', err)
      setSummary(NETWORK_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title={source ? 'Duplicate Page' : 'New Page'}
      description={
        source
          ? `A new page with the sections of “${source.page_name}” as last saved, at an address you choose. Change anything afterwards; “${source.page_name}” stays as it is.`
          : 'A page of its own at an address you choose. It starts with one text section; add any blocks afterwards.'
      }
      onClose={onClose}
    >
      <form className="dialog-form" onSubmit={create} noValidate>
        <div className="dialog-body">
          <Field label="Page name" required hint="Names the page here and in the browser tab." error={refused.page_name ?? nameIssue}>
            {(control) => (
              <input
                {...control}
                ref={nameInput}
                className="input"
                type="text"
                autoComplete="off"
                maxLength={PAGE_NAME_MAX}
                value={values.page_name}
                onChange={(e) => set({ page_name: e.target.value, ...(slugEdited ? {} : { slug: slugFromName(e.target.value) }) })}
              />
            )}
          </Field>
          <Field label="Address" required hint="Lowercase letters, digits and hyphens. Visitors find the page here." error={refused.slug ?? slugIssue}>
            {(control) => (
              <span className="slug-input">
                <span className="slug-input-prefix" aria-hidden="true">
                  /
                </span>
                <input
                  {...control}
                  ref={slugInput}
                  className="input input-mono"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                  maxLength={SLUG_MAX}
                  value={values.slug}
                  onChange={(e) => {
                    setSlugEdited(true)
                    set({ slug: e.target.value })
                  }}
                />
              </span>
            )}
          </Field>
          <Field label="Meta title" hint={`Shown in search results and the browser tab. Leave empty to use “${defaultMetaTitle(values.page_name.trim() || 'Page name')}”.`} error={refused.meta_title}>
            {(control) => <input {...control} className="input" type="text" maxLength={200} value={values.meta_title} onChange={(e) => set({ meta_title: e.target.value })} />}
          </Field>
          <Field
            label="Meta description"
            error={refused.meta_description}
            hint={
              <span className="count-hint">
                <span>Aim for 150–160 characters: the summary under the title in search results.</span>
                <span className={`char-count char-count-${fit}`}>{length} / 160</span>
              </span>
            }
          >
            {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={500} value={values.meta_description} onChange={(e) => set({ meta_description: e.target.value })} />}
          </Field>
          <Switch
            label="Published"
            description={values.is_published ? `Visitors can open /${values.slug || '…'} as soon as the page is created.` : 'Only staff see it here until you publish it (the Published switch above its sections).'}
            checked={values.is_published}
            onChange={(is_published) => set({ is_published })}
          />
          {summary && (
            <p className="form-error" role="alert">
              <Icon name="alert" size={18} />
              {summary}
            </p>
          )}
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="plus" size={18} />}
            {busy ? 'Creating…' : source ? 'Create copy' : 'Create page'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
