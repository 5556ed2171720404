/** The categories of blogs or vlogs, as chips (admin-area §2: "A list of blog categories is shown"). */
import type { Category } from '../../../../shared/api/journal.ts'
import { Icon } from '../Icon.tsx'

export function CategoryList({ title, categories, canAdd }: { title: string; categories: Category[] | null; canAdd: boolean }) {
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
        <p className="category-empty">No categories yet.{canAdd ? ' Create one with Add Category before writing the first post.' : ''}</p>
      ) : (
        <ul className="category-chips">
          {categories.map((category) => (
            <li key={category.id} className="chip">
              {category.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
