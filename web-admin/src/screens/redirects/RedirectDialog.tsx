/**
 * Add Redirect or Edit Redirect (issue 18): the old address, where it leads and the type. Cheap
 * mistakes are said at their field as the person types (redirects.ts), and what only the server knows
 * (a loop, a target page no visitor sees) a moment later (useTargetCheck.ts); the server decides, and its
 * refusal is shown at the fields it names with one summary line above the buttons. The dialog closes
 * once the server accepted the save; closing it with changes asks first (the collections' question), and
 * the changes count as unsaved work while it is open (the console asks before leaving).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Redirect } from '../../../../shared/api/redirects.ts'
import { CHECK_FIELDS } from '../../../../shared/refusal.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { DISCARD_QUESTION } from '../../lib/dialogs.ts'
import { useUnsavedChanges } from '../../stores/unsavedWork.ts'
import {
  checkRedirectForm,
  emptyRedirectForm,
  formChanged,
  liveProblems,
  NETWORK_REFUSAL,
  REDIRECT_FIELDS,
  REDIRECT_LIMITS,
  redirectBodyOf,
  redirectFormOf,
  saveRefusalOf,
  TYPE_OPTIONS,
  type FieldProblems,
  type RedirectField,
  type RedirectForm,
} from './redirects.ts'
import { redirectsApi } from './redirectsApi.ts'
import { useTargetCheck } from './useTargetCheck.ts'

/** The question before closing with changes: the words of the collections' forms (CollectionFormDialog DISCARD_CHANGES). */
const DISCARD_CHANGES = { title: DISCARD_QUESTION, description: 'Closing throws away what you changed.', confirm: 'Discard changes', cancel: 'Keep editing', danger: true } as const

interface RedirectDialogProps {
  /** null: a new redirect. */
  redirect: Redirect | null
  onClose: () => void
  /** The server accepted the save; the dialog then closes. */
  onSaved: (redirect: Redirect, created: boolean) => void
}

/** The line above the buttons; `aboutFields`: it points to the fields and goes once they are fixed. */
interface Summary {
  text: string
  aboutFields: boolean
}

export function RedirectDialog({ redirect, onClose, onSaved }: RedirectDialogProps) {
  const id = useId()
  const [start] = useState<RedirectForm>(() => (redirect ? redirectFormOf(redirect) : emptyRedirectForm()))
  const [values, setValues] = useState<RedirectForm>(start)
  /** What Save found (empty fields) or the server refused, per field: cleared as that field is edited. */
  const [refused, setRefused] = useState<FieldProblems>({})
  const [summary, setSummary] = useState<Summary | null>(null)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { confirm, dialog: question } = useConfirm()

  const dirty = formChanged(values, start)
  useUnsavedChanges(dirty)

  const live = liveProblems(values)
  // What only the server knows, asked as the person types: a loop (refused on Add) or a page no visitor sees (a warning).
  const target = useTargetCheck(values.from_path, values.to, redirect?.id ?? null, !live.from_path && !live.to)
  const problem = (key: RedirectField) => refused[key] ?? live[key] ?? (key === 'to' ? target.problem : null)

  useEffect(() => {
    if (summary?.aboutFields && Object.keys(refused).length === 0 && Object.keys(live).length === 0) setSummary(null)
  }, [summary, refused, live.from_path, live.to])

  function set<K extends RedirectField>(key: K, value: RedirectForm[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setRefused((p) => {
      if (!(key in p)) return p
      const next = { ...p }
      delete next[key]
      return next
    })
  }

  async function close() {
    if (dirty && !saving && !(await confirm(DISCARD_CHANGES))) return
    onClose()
  }

  /** Shows what to fix and puts the focus on the first field named, else on the summary's form. */
  function fail(fields: FieldProblems, text: string) {
    setRefused(fields)
    const first = REDIRECT_FIELDS.find((key) => key in fields)
    setSummary({ text, aboutFields: first !== undefined })
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus())
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const check = checkRedirectForm(values)
    if (Object.keys(check).length > 0) return fail(check, CHECK_FIELDS)
    setSaving(true)
    setSummary(null)
    try {
      const body = redirectBodyOf(values)
      const response = redirect ? await redirectsApi.update(redirect.id, body) : await redirectsApi.create(body)
      if (!response.ok) {
        const refusal = saveRefusalOf(response)
        return fail(refusal.fields, refusal.summary)
      }
      setRefused({})
      onSaved(response.data.redirect, redirect === null)
      onClose()
    } catch (err) {
      console.error('Saving the redirect failed', err)
      fail(NETWORK_REFUSAL.fields, NETWORK_REFUSAL.summary)
    } finally {
      setSaving(false)
    }
  }

  const statusProblem = problem('status')

  return (
    <Dialog
      open
      title={redirect ? 'Edit Redirect' : 'Add Redirect'}
      description="Visitors who open the old address are sent on to the new one. Fields marked * are required."
      onClose={() => void close()}
    >
      <form ref={formRef} className="dialog-form" onSubmit={save} noValidate>
        <div className="dialog-body redirect-form">
          <Field label="From" required error={problem('from_path')} hint="The old address on this site, for example /old-story.">
            {(control) => (
              <AddressInput control={control} field="from_path" maxLength={REDIRECT_LIMITS.path} placeholder="/old-page" value={values.from_path} onChange={(v) => set('from_path', v)} />
            )}
          </Field>
          <Field label="To" required error={problem('to')} warning={target.warning} hint="A page of this site such as /about, or a full address of another site (https://…).">
            {(control) => <AddressInput control={control} field="to" maxLength={REDIRECT_LIMITS.to} placeholder="/new-page" value={values.to} onChange={(v) => set('to', v)} />}
          </Field>
          <fieldset className={statusProblem ? 'segmented-field field-invalid' : 'segmented-field'} aria-describedby={`${id}-type-hint${statusProblem ? ` ${id}-type-error` : ''}`}>
            <legend className="field-label">Type</legend>
            <div className="segmented">
              {TYPE_OPTIONS.map((option, index) => (
                <label key={option.value} className="segmented-option">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={option.value}
                    data-field={index === 0 ? 'status' : undefined}
                    checked={values.status === option.value}
                    onChange={() => set('status', option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
            {statusProblem && (
              <p id={`${id}-type-error`} className="field-error">
                <Icon name="alert" size={15} />
                {statusProblem}
              </p>
            )}
            <p id={`${id}-type-hint`} className="field-hint">
              {values.status === '302'
                ? 'Temporary: the old address may come back; search engines keep it.'
                : 'Permanent: the page has moved for good; search engines move to the new address.'}
            </p>
          </fieldset>
          {summary && (
            <p className="form-error redirect-form-error" role="alert">
              <Icon name="alert" size={18} />
              <span>{summary.text}</span>
            </p>
          )}
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={() => void close()}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name={redirect ? 'check' : 'plus'} size={18} />}
            {saving ? 'Saving…' : redirect ? 'Save Changes' : 'Add Redirect'}
          </button>
        </div>
      </form>
      {question}
    </Dialog>
  )
}

/** An address typed as it is written (a path or a URL: no spelling fixes, no capitalising). */
function AddressInput({ control, field, maxLength, placeholder, value, onChange }: {
  control: object
  field: 'from_path' | 'to'
  maxLength: number
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <input
      {...control}
      data-field={field}
      className="input input-mono"
      type="text"
      inputMode="url"
      spellCheck={false}
      autoComplete="off"
      maxLength={maxLength}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
