/**
 * The vlog list (admin-area §2): the Blog Manager's columns plus the video's thumbnail (the stored
 * one, else the video's own), which is also the link that opens the video in a new tab.
 */
import type { CmsVlog } from '../../../../shared/api/journal.ts'
import { Icon } from '../../components/Icon.tsx'
import { StateBadge } from '../../components/journal/StateBadge.tsx'
import { Thumb } from '../../components/journal/Thumb.tsx'
import { formatDate } from '../../lib/dates.ts'

interface VlogTableProps {
  vlogs: CmsVlog[]
  mayWrite: boolean
  busyId: number | null
  onEdit: (vlog: CmsVlog) => void
  onDelete: (vlog: CmsVlog) => void
}

export function VlogTable({ vlogs, mayWrite, busyId, onEdit, onDelete }: VlogTableProps) {
  return (
    <div className="table-frame content-table-frame" tabIndex={0} role="region" aria-label="Vlogs">
      <table className="table content-table vlog-table">
        <caption className="visually-hidden">Vlogs</caption>
        <thead>
          <tr>
            <th scope="col">Video</th>
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
          {vlogs.map((vlog) => (
            <tr key={vlog.id}>
              <td data-label="Video" className="vlog-thumb-cell">
                <a className="vlog-thumb" href={vlog.youtube_url} target="_blank" rel="noopener noreferrer" title="Watch on YouTube">
                  <Thumb className="vlog-thumb-img" src={vlog.thumbnail} />
                  <span className="vlog-thumb-play" aria-hidden="true">
                    <Icon name="play" size={18} />
                  </span>
                  <span className="visually-hidden">Watch {vlog.title} on YouTube (opens in a new tab)</span>
                </a>
              </td>
              <td data-label="Title" className="content-title-cell">
                <span className="content-title-text">
                  <span className="content-title">{vlog.title}</span>
                  <span className="content-slug">{vlog.slug}</span>
                </span>
              </td>
              <td data-label="Category">
                <span className="category-tag">{vlog.category || '—'}</span>
              </td>
              <td data-label="Author">{vlog.author_name?.trim() ? vlog.author_name : <span className="muted">N/A</span>}</td>
              <td data-label="Status">
                <StateBadge state={vlog.state} publishDate={vlog.publish_date} />
              </td>
              <td data-label="Created" className="nowrap">
                {formatDate(vlog.created_at)}
              </td>
              <td data-label="Actions" className={mayWrite ? undefined : 'no-actions'}>
                {mayWrite ? (
                  <div className="row-actions">
                    <button type="button" className="icon-button icon-button-brand" aria-label={`Edit ${vlog.title}`} title="Edit" disabled={busyId === vlog.id} onClick={() => onEdit(vlog)}>
                      <Icon name="edit" size={18} />
                    </button>
                    <button type="button" className="icon-button icon-button-danger" aria-label={`Delete ${vlog.title}`} title="Delete" disabled={busyId === vlog.id} onClick={() => onDelete(vlog)}>
                      <Icon name="trash" size={18} />
                    </button>
                  </div>
                ) : (
                  <span className="muted">View only</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
