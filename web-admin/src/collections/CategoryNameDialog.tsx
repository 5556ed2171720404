/**
 * Add Category or Rename Category (admin-area §2, §5): one name, non-empty after trimming; the
 * server refuses a name another category has. Renaming also renames the category in its posts.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { Category } from '../../../shared/api/journal.ts'
import { errorMessage, type ApiResponse } from '../api/client.ts'
import { Dialog } from '../components/Dialog.tsx'
import { Field } from '../components/Field.tsx'
import { Icon } from '../components/Icon.tsx'

export const CATEGORY_REQUIRED = 'Category name is required'

interface CategoryNameDialogProps {
  open: boolean
  /** "blog", "vlog": whose posts the category groups. */
  kind: string
  /** The category being renamed; absent: a new one. */
  renaming?: Category | null
  /** "3 posts use it" for the rename's description. */
  usage?: string
  save: (name: string) => Promise<ApiResponse<{ category: Category }>>
  onClose: () => void
  onSaved: (category: Category) => void
}

export function CategoryNameDialog({ open, kind, renaming, usage, save, onClose, onSaved }: CategoryNameDialogProps) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) setName(renaming?.name ?? '')
  }, [open, renaming])

  function close() {
    setName('')
    setError(null)
    onClose()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(CATEGORY_REQUIRED)
    setSaving(true)
    setError(null)
    try {
      const response = await save(trimmed)
      if (!response.ok) return setError(errorMessage(response, renaming ? 'Failed to rename category' : 'Failed to add category'))
      setName('')
      onSaved(response.data.category)
      onClose()
    } catch (err) {
      console.error(renaming ? 'Renaming a category failed' : 'Adding a category failed', err)
      setError('Network error. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const description = renaming
    ? `The new name replaces “${renaming.name}” everywhere${usage ? `, in the ${usage} that use it` : ''}.`
    : `A new category for ${kind} posts. It appears in the category list of the ${kind} form.`

  return (
    <Dialog open={open} onClose={close} title={renaming ? 'Rename Category' : 'Add Category'} description={description}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          <Field label="Category name" required error={error}>
            {(control) => <input {...control} className="input" type="text" maxLength={100} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name={renaming ? 'check' : 'plus'} size={18} />}
            {renaming ? (saving ? 'Saving…' : 'Save Name') : saving ? 'Adding…' : 'Add Category'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
