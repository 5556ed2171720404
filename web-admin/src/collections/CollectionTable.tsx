/**
 * A console list as a table: the collection's columns, then the row's actions (its links, and Edit
 * and Delete for roles that write). On phones every row becomes a card; each cell is labelled by
 * its column (data-label).
 */
import type { ReactNode } from 'react'
import { Icon } from '../components/Icon.tsx'
import type { Column } from './types.ts'

interface CollectionTableProps<T extends { id: number }> {
  label: string
  className?: string
  columns: Column<T>[]
  items: T[]
  /** Everything in the Actions cell of a row; null: the row has none. */
  actions: (item: T) => ReactNode
}

export function CollectionTable<T extends { id: number }>({ label, className, columns, items, actions }: CollectionTableProps<T>) {
  return (
    <div className="table-frame content-table-frame" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `table content-table ${className}` : 'table content-table'}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
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
            return (
              <tr key={item.id}>
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
