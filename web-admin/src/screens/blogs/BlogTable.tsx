/**
 * The blog list (admin-area §2): title with slug, category, author ("N/A" if empty), status, created
 * date, and per row: view on the website, Edit and Delete (editors and up).
 */
import type { CmsBlog } from '../../../../shared/api/journal.ts'
import { Icon } from '../../components/Icon.tsx'
import { StateBadge } from '../../components/journal/StateBadge.tsx'
import { Thumb } from '../../components/journal/Thumb.tsx'
import { formatDate } from '../../lib/dates.ts'

interface BlogTableProps {
  blogs: CmsBlog[]
  mayWrite: boolean
  busyId: number | null
  onEdit: (blog: CmsBlog) => void
  onDelete: (blog: CmsBlog) => void
}

export function BlogTable({ blogs, mayWrite, busyId, onEdit, onDelete }: BlogTableProps) {
  return (
    <div className="table-frame content-table-frame" tabIndex={0} role="region" aria-label="Blog posts">
      <table className="table content-table">
        <caption className="visually-hidden">Blog posts</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Author</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col" className="table-actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {blogs.map((blog) => (
            <tr key={blog.id}>
              <td data-label="Title" className="content-title-cell">
                <div className="content-title-wrap">
                  {blog.featured_image ? (
                    <Thumb className="content-thumb" src={blog.featured_image} />
                  ) : (
                    <span className="content-thumb content-thumb-empty" aria-hidden="true">
                      <Icon name="image" size={18} />
                    </span>
                  )}
                  <span className="content-title-text">
                    <span className="content-title">{blog.title}</span>
                    <span className="content-slug">{blog.slug}</span>
                  </span>
                </div>
              </td>
              <td data-label="Category">
                <span className="category-tag">{blog.category || '—'}</span>
              </td>
              <td data-label="Author">{blog.author_name?.trim() ? blog.author_name : <span className="muted">N/A</span>}</td>
              <td data-label="Status">
                <StateBadge state={blog.state} publishDate={blog.publish_date} />
              </td>
              <td data-label="Created" className="nowrap">
                {formatDate(blog.created_at)}
              </td>
              <td data-label="Actions">
                <div className="row-actions">
                  <a className="icon-button" href={`/journal/blogs/${blog.slug}`} target="_blank" rel="noopener" aria-label={`View ${blog.title} on the website (opens in a new tab)`} title={blog.state === 'published' ? 'View on the website' : 'Preview on the website'}>
                    <Icon name="external" size={18} />
                  </a>
                  {mayWrite && (
                    <>
                      <button type="button" className="icon-button icon-button-brand" aria-label={`Edit ${blog.title}`} title="Edit" disabled={busyId === blog.id} onClick={() => onEdit(blog)}>
                        <Icon name="edit" size={18} />
                      </button>
                      <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${blog.title}`} title="Delete" disabled={busyId === blog.id} onClick={() => onDelete(blog)}>
                        <Icon name="trash" size={18} />
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
