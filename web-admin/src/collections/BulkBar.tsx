/**
 * Bulk actions on a console list (issue 18): rows picked with the checkbox column of CollectionTable
 * (one by one, Shift+click for a range, or the whole page at once), then one action for all of them
 * from the bar above the list ("3 selected": Publish, Unpublish, Move to category…, Delete; Form
 * Enquiries: Mark read, Mark replied, Archive).
 *
 * `useBulk` holds the selection (only rows of the page shown: it follows the list's page, search and
 * filters), asks first where an action says so (Delete names the count) or asks for the category,
 * sends the one request, and reports the outcome on the screen's outcome line: on success the
 * selection is cleared and the list reloaded; a refused request changed nothing, names the rows that
 * stopped it (they stay selected and marked) and the list is reloaded so a row gone meanwhile drops out.
 * `BulkBar` is the bar; the table takes `bulk.table`. Roles that may not write get neither.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import type { BulkFailure } from '../../../shared/api/bulk.ts'
import type { CmsCategory } from '../../../shared/api/journal.ts'
import { errorMessage } from '../api/client.ts'
import { useConfirm } from '../components/ConfirmDialog.tsx'
import { Dialog } from '../components/Dialog.tsx'
import { Field } from '../components/Field.tsx'
import { Icon } from '../components/Icon.tsx'
import type { Status } from '../components/StatusText.tsx'
import '../styles/bulk.css'
import { BULK_NETWORK_ERROR, bulkDoneText, bulkRefusalText, countOf } from './bulkActions.ts'
import type { BulkAction, BulkSpec } from './types.ts'

/** The `failed` list of a refusal's body, when it has one. */
export function failuresOf(data: unknown): BulkFailure[] {
  const failed = (data as { failed?: unknown } | null)?.failed
  if (!Array.isArray(failed)) return []
  return failed.filter((f): f is BulkFailure => typeof f?.id === 'number' && typeof f?.error === 'string')
}

/** What CollectionTable needs to draw the checkbox column. */
export interface TableSelection<T> {
  selected: ReadonlySet<number>
  /** `range`: Shift was held, so every row from the last one toggled to this one follows it. */
  onToggle: (id: number, range: boolean) => void
  onTogglePage: () => void
  /** The row's name for its checkbox ("Select Riding the wave"). */
  name: (item: T) => string
  /** Rows that stopped the last request, with why. */
  failed: ReadonlyMap<number, string>
  /** The table's frame, focused when a done action takes the bar away. */
  frameRef: React.RefObject<HTMLDivElement | null>
}

interface UseBulkOptions<T extends { id: number }> {
  spec: BulkSpec | undefined
  /** false: the role may not write (no checkboxes, no bar). */
  enabled: boolean
  /** The rows shown (the page). */
  items: T[] | null
  noun: { one: string; many: string }
  itemName: (item: T) => string
  /** The collection's categories, for Move to category… */
  categories?: CmsCategory[] | null
  setStatus: (status: Status | null) => void
  /** After a request: reload the list (and whatever counts the screen shows). */
  onChanged: () => void
}

export function useBulk<T extends { id: number }>({ spec, enabled, items, noun, itemName, categories, setStatus, onChanged }: UseBulkOptions<T>) {
  const active = enabled && !!spec && spec.actions.length > 0
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [failed, setFailed] = useState<ReadonlyMap<number, string>>(() => new Map())
  const [busy, setBusy] = useState<string | null>(null)
  const [picking, setPicking] = useState<BulkAction | null>(null)
  const anchor = useRef<number | null>(null)
  const frameRef = useRef<HTMLDivElement | null>(null)
  const { confirm, dialog: question } = useConfirm()

  const pageIds = useMemo(() => (items ?? []).map((item) => item.id), [items])

  // The selection is of rows shown: another page, search or filter (or a reload without some rows) drops the others.
  useEffect(() => {
    const shown = new Set(pageIds)
    setSelected((current) => {
      const kept = [...current].filter((id) => shown.has(id))
      return kept.length === current.size ? current : new Set(kept)
    })
    setFailed((current) => {
      const kept = [...current].filter(([id]) => shown.has(id))
      return kept.length === current.size ? current : new Map(kept)
    })
  }, [pageIds])

  const onToggle = useCallback(
    (id: number, range: boolean) => {
      setSelected((current) => {
        const next = new Set(current)
        const on = !current.has(id)
        const from = range && anchor.current !== null ? pageIds.indexOf(anchor.current) : -1
        const to = pageIds.indexOf(id)
        if (from >= 0 && to >= 0) {
          for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
            if (on) next.add(pageIds[i])
            else next.delete(pageIds[i])
          }
        } else if (on) next.add(id)
        else next.delete(id)
        return next
      })
      anchor.current = id
    },
    [pageIds],
  )

  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  const onTogglePage = useCallback(() => setSelected(allOnPage ? new Set() : new Set(pageIds)), [allOnPage, pageIds])
  const selectPage = useCallback(() => setSelected(new Set(pageIds)), [pageIds])
  const clear = useCallback(() => {
    setSelected(new Set())
    setFailed(new Map())
  }, [])

  const nameOf = (id: number) => {
    const item = items?.find((row) => row.id === id)
    return item ? itemName(item) : undefined
  }

  async function send(action: BulkAction, category?: string) {
    if (!spec) return
    const ids = pageIds.filter((id) => selected.has(id))
    if (!ids.length) return
    setBusy(action.key)
    setStatus(null)
    try {
      const response = await spec.run(ids, action.key, category)
      if (response.ok) {
        setStatus({ tone: 'success', text: bulkDoneText(action, response.data.done.length, noun, category) })
        setSelected(new Set())
        setFailed(new Map())
        anchor.current = null
        // The bar goes away with the selection: keep the keyboard in the list.
        frameRef.current?.focus()
      } else {
        const refused = failuresOf(response.data)
        setFailed(new Map(refused.map((f) => [f.id, f.error])))
        setStatus({ tone: 'error', text: bulkRefusalText(errorMessage(response, 'Nothing was changed. Please try again.'), refused, nameOf) })
      }
      onChanged()
    } catch (err) {
      console.error(`Bulk ${action.key} of ${noun.many} failed`, err)
      setStatus({ tone: 'error', text: BULK_NETWORK_ERROR })
    } finally {
      setBusy(null)
    }
  }

  async function run(action: BulkAction) {
    const count = selected.size
    if (!count || busy) return
    if (action.category) return setPicking(action)
    if (action.danger) {
      const yes = await confirm({
        title: action.danger.question(count),
        description: action.danger.description?.(count),
        confirm: action.danger.confirm,
        icon: 'trash',
        danger: true,
      })
      if (!yes) return
    }
    await send(action)
  }

  const table: TableSelection<T> | undefined = active ? { selected, onToggle, onTogglePage, name: itemName, failed, frameRef } : undefined

  const dialogs = active ? (
    <>
      {question}
      <CategoryPickDialog
        action={picking}
        count={selected.size}
        noun={noun}
        categories={categories ?? null}
        onClose={() => setPicking(null)}
        onPick={(name) => {
          const action = picking
          setPicking(null)
          if (action) void send(action, name)
        }}
      />
    </>
  ) : null

  return { active, spec, noun, selected, count: selected.size, pageCount: pageIds.length, allOnPage, busy, run, selectPage, clear, table, dialogs }
}

export type Bulk<T extends { id: number }> = ReturnType<typeof useBulk<T>>

/** The bar above the list while rows are selected: how many, the actions, select the page, clear. */
export function BulkBar<T extends { id: number }>({ bulk }: { bulk: Bulk<T> }) {
  const countId = useId()
  if (!bulk.active || !bulk.spec || bulk.count === 0) return null
  return (
    <div className="bulk-bar" role="toolbar" aria-label={`Bulk actions on the selected ${bulk.noun.many}`} aria-describedby={countId}>
      <span className="bulk-count" id={countId} aria-live="polite">
        <strong>{bulk.count}</strong> selected
      </span>
      <div className="bulk-actions">
        {bulk.spec.actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className={action.danger ? 'button button-sm button-secondary button-danger' : 'button button-sm button-secondary'}
            disabled={bulk.busy !== null}
            aria-busy={bulk.busy === action.key || undefined}
            onClick={() => void bulk.run(action)}
          >
            {bulk.busy === action.key ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name={action.icon} size={16} />}
            {action.label}
          </button>
        ))}
      </div>
      <div className="bulk-selection">
        {!bulk.allOnPage && (
          <button type="button" className="button button-sm button-ghost" disabled={bulk.busy !== null} onClick={bulk.selectPage} aria-label={`Select all ${bulk.pageCount} ${bulk.noun.many} on this page`}>
            Select all {bulk.pageCount}
          </button>
        )}
        <button type="button" className="button button-sm button-ghost" disabled={bulk.busy !== null} onClick={bulk.clear} aria-label="Clear selection">
          <Icon name="close" size={16} />
          Clear
        </button>
      </div>
    </div>
  )
}

/** The checkbox of a row (or of the page, in the header); Shift+click selects a range. */
export function SelectBox({ checked, indeterminate, label, onToggle }: { checked: boolean; indeterminate?: boolean; label: string; onToggle: (range: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate
  }, [indeterminate])
  const shift = useRef(false)
  return (
    <input
      ref={ref}
      type="checkbox"
      className="bulk-check"
      aria-label={label}
      checked={checked}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        shift.current = event.shiftKey
      }}
      onChange={() => {
        onToggle(shift.current)
        shift.current = false
      }}
    />
  )
}

interface CategoryPickDialogProps {
  action: BulkAction | null
  count: number
  noun: { one: string; many: string }
  categories: CmsCategory[] | null
  onClose: () => void
  onPick: (name: string) => void
}

/** Move to category…: one of the collection's categories for every selected row. */
function CategoryPickDialog({ action, count, noun, categories, onClose, onPick }: CategoryPickDialogProps) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (action) {
      setName('')
      setError(null)
    }
  }, [action])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name) return setError('Choose a category.')
    onPick(name)
  }

  const none = categories !== null && categories.length === 0
  return (
    <Dialog open={action !== null} onClose={onClose} title="Move to category" description={`The ${countOf(count, noun)} selected will be moved to the category you choose.`}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          {none ? (
            <p className="muted">There are no categories yet. Add one with Add Category first.</p>
          ) : (
            <Field label="Category" required error={error}>
              {(control) => (
                <select {...control} className="input" value={name} onChange={(e) => setName(e.target.value)} disabled={categories === null}>
                  <option value="">{categories === null ? 'Loading categories…' : 'Choose a category'}</option>
                  {(categories ?? []).map((category) => (
                    <option key={category.id} value={category.name}>
                      {category.name}
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
          <button type="submit" className="button button-primary" disabled={none || categories === null}>
            <Icon name="tag" size={18} />
            Move {countOf(count, noun)}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
