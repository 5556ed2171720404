/**
 * The categories of blogs or vlogs (admin-area §2: "A list of blog categories is shown"), each with
 * how many items use it; for roles that write, Rename and Delete on each. A category in use is not
 * deleted: the panel says how many items use it instead of asking.
 */
import type { CmsCategory } from '../../../shared/api/journal.ts'
import { Icon } from '../components/Icon.tsx'

interface CategoryPanelProps {
  title: string
  categories: CmsCategory[] | null
  canEdit: boolean
  /** "3 posts" */
  usedBy: (count: number) => string
  busyId: number | null
  onRename: (category: CmsCategory) => void
  onDelete: (category: CmsCategory) => void
}

export function CategoryPanel({ title, categories, canEdit, usedBy, busyId, onRename, onDelete }: CategoryPanelProps) {
  return (
    <section className="card category-card" aria-labelledby="category-list-title">
      <h2 id="category-list-title" className="category-card-title">
        <Icon name="tag" size={17} />
        {title}
        {categories && <span className="category-count">{categories.length}</span>}
      </h2>
      {categories === null ? (
        <p className="category-empty">Loading categories…</p>
      ) : categories.length === 0 ? (
        <p className="category-empty">No categories yet.{canEdit ? ' Create one with Add Category before writing the first post.' : ''}</p>
      ) : (
        <ul className="category-chips">
          {categories.map((category) => {
            const usage = category.used_by === 0 ? 'Not used yet' : `Used by ${usedBy(category.used_by)}`
            return (
              <li key={category.id} className={canEdit ? 'chip chip-editable' : 'chip'}>
                <span className="chip-name" title={category.name}>
                  {category.name}
                </span>
                <span className="chip-count" title={usage}>
                  <span aria-hidden="true">{category.used_by}</span>
                  <span className="visually-hidden">, {usage.toLowerCase()}</span>
                </span>
                {canEdit && (
                  <span className="chip-actions">
                    <button type="button" className="chip-button" aria-label={`Rename category ${category.name}`} title="Rename" disabled={busyId === category.id} onClick={() => onRename(category)}>
                      <Icon name="edit" size={14} />
                    </button>
                    <button
                      type="button"
                      className="chip-button chip-button-danger"
                      aria-label={`Delete category ${category.name}`}
                      title={category.used_by > 0 ? `${usage}: it cannot be deleted` : 'Delete'}
                      disabled={busyId === category.id}
                      onClick={() => onDelete(category)}
                    >
                      <Icon name="trash" size={14} />
                    </button>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
