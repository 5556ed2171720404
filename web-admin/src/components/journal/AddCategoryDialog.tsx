/** Add Category (admin-area §2, §5): one name, non-empty after trimming; the server refuses duplicates. */
import { useState, type FormEvent } from 'react'
import type { Category } from '../../../../shared/api/journal.ts'
import { errorMessage, type ApiResponse } from '../../api/client.ts'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Field.tsx'
import { Icon } from '../Icon.tsx'

export const CATEGORY_REQUIRED = 'Category name is required'

interface AddCategoryDialogProps {
  open: boolean
  kind: 'blog' | 'vlog'
  create: (name: string) => Promise<ApiResponse<{ category: Category }>>
  onClose: () => void
  onCreated: (category: Category) => void
}

export function AddCategoryDialog({ open, kind, create, onClose, onCreated }: AddCategoryDialogProps) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

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
      const response = await create(trimmed)
      if (!response.ok) return setError(errorMessage(response, 'Failed to add category'))
      setName('')
      onCreated(response.data.category)
      onClose()
    } catch (err) {
      console.error('Adding a category failed', err)
      setError('Network error. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Add Category" description={`A new category for ${kind} posts. It appears in the category list of the ${kind} form.`}>
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
            {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="plus" size={18} />}
            {saving ? 'Adding…' : 'Add Category'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
