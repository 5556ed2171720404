/**
 * A console list as a table: the collection's columns, then the row's actions (its links, and Edit
 * and Delete for roles that write). On phones every row becomes a card; each cell is labelled by
 * its column (data-label). With `selection` (bulk actions, BulkBar.tsx) a first column of
 * checkboxes picks rows, its header the whole page; on phones the box sits in the card's corner.
 */
import type { ReactNode } from 'react'
import { Icon } from '../components/Icon.tsx'
import { SelectBox, type TableSelection } from './BulkBar.tsx'
import type { Column } from './types.ts'

interface CollectionTableProps<T extends { id: number }> {
  label: string
  className?: string
  columns: Column<T>[]
  items: T[]
  /** Everything in the Actions cell of a row; null: the row has none. */
  actions: (item: T) => ReactNode
  /** Rows picked for a bulk action; absent: no checkbox column (viewers, lists without bulk actions). */
  selection?: TableSelection<T>
}

export function CollectionTable<T extends { id: number }>({ label, className, columns, items, actions, selection }: CollectionTableProps<T>) {
  const classes = ['table', 'content-table', className, selection && 'has-select'].filter(Boolean).join(' ')
  const picked = selection ? items.filter((item) => selection.selected.has(item.id)).length : 0
  return (
    <div className="table-frame content-table-frame" tabIndex={0} role="region" aria-label={label} ref={selection?.frameRef}>
      <table className={classes}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="select-cell">
                <SelectBox
                  checked={items.length > 0 && picked === items.length}
                  indeterminate={picked > 0 && picked < items.length}
                  label="Select all on this page"
                  onToggle={selection.onTogglePage}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col" className="table-actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const rowActions = actions(item)
            const isSelected = selection?.selected.has(item.id) ?? false
            const problem = selection?.failed.get(item.id)
            return (
              <tr key={item.id} className={[isSelected && 'is-selected', problem && 'is-refused'].filter(Boolean).join(' ') || undefined} title={problem}>
                {selection && (
                  <td className="select-cell" data-label="Select">
                    <SelectBox checked={isSelected} label={`Select ${selection.name(item)}`} onToggle={(range) => selection.onToggle(item.id, range)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
                <td data-label="Actions" className={rowActions ? undefined : 'no-actions'}>
                  {rowActions ?? <span className="muted">View only</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface EditDeleteProps {
  name: string
  busy: boolean
  onEdit: () => void
  onDelete: () => void
}

/** Edit and Delete of one row, named after it ("Edit Riding the wave"). */
export function EditDeleteButtons({ name, busy, onEdit, onDelete }: EditDeleteProps) {
  return (
    <>
      <button type="button" className="icon-button icon-button-brand" aria-label={`Edit ${name}`} title="Edit" disabled={busy} onClick={onEdit}>
        <Icon name="edit" size={18} />
      </button>
      <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${name}`} title="Delete" disabled={busy} onClick={onDelete}>
        <Icon name="trash" size={18} />
      </button>
    </>
  )
}
