/**
 * The sticky bar over a page's sections: its name, its public address, whether visitors see it (a
 * switch saved with the page), how many sections it has, and the buttons Discard, History, Duplicate
 * page, SEO Settings, Add Section, Delete page (pages editors created only) and Save Changes, with the outcome line.
 */
import type { ReactNode, Ref } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { formatDateTime } from '../../lib/dates.ts'

interface PageEditorBarProps {
  barRef: Ref<HTMLDivElement>
  name: string
  path: string
  published: boolean
  onPublished: (published: boolean) => void
  /** When the page goes live, if it is scheduled (an instant still ahead). */
  scheduledFor?: string | null
  /** Opens Schedule publishing (editors). */
  onSchedule?: () => void
  sectionCount: number
  hiddenCount: number
  dirty: boolean
  mayEdit: boolean
  /** A page an editor created (the seven managed pages cannot be deleted). */
  deletable: boolean
  deleting: boolean
  addDisabled: boolean
  status: Status | null
  /** Save Changes, when it rides in the bar (on phones it rides in the Sections / Preview row). */
  saveButton: ReactNode
  onDiscard: () => void
  onSeo: () => void
  onAdd: () => void
  onDelete: () => void
  /** The page's saved versions (issue 18). */
  onHistory: () => void
  /** A page an editor created: change its address (issue 18); absent for the seven managed pages. */
  onMove?: () => void
  /** Editors: a new page from this one's saved sections (issue 31). */
  onDuplicate?: () => void
}

export function PageEditorBar(props: PageEditorBarProps) {
  const { barRef, name, path, published, onPublished, sectionCount, hiddenCount, dirty, mayEdit, deletable, deleting, addDisabled, status, saveButton } = props
  return (
    <div ref={barRef} className="page-editor-bar">
      <div className="page-editor-heading">
        <div className="page-editor-title-row">
          <h2 id="page-editor-title" className="page-editor-title">
            {name}
          </h2>
          {dirty && <span className="unsaved-badge">Unsaved changes</span>}
        </div>
        <p className="page-editor-meta">
          <a href={path} target="_blank" rel="noopener" className="page-editor-path">
            {path}
            <Icon name="external" size={13} />
            <span className="visually-hidden"> (opens the saved page in a new tab)</span>
          </a>
          {mayEdit && props.onMove && (
            <button type="button" className="link-button page-editor-move" onClick={props.onMove} aria-haspopup="dialog" disabled={dirty} title={dirty ? 'Save or discard your changes first' : undefined}>
              <Icon name="redirect" size={13} />
              Change address
            </button>
          )}
          {props.scheduledFor && (
            <span className="page-state is-scheduled">
              <Icon name="calendar" size={14} />
              Scheduled for {formatDateTime(props.scheduledFor)}
            </span>
          )}
          {mayEdit && props.onSchedule && (
            <button type="button" className="link-button page-editor-schedule" onClick={props.onSchedule} aria-haspopup="dialog">
              <Icon name="clock" size={13} />
              {props.scheduledFor ? 'Change schedule' : 'Schedule'}
            </button>
          )}
          {mayEdit ? (
            <label className={published ? 'page-state publish-switch is-published' : 'page-state publish-switch'} title="Whether visitors see this page, once you save">
              <input type="checkbox" role="switch" checked={published} onChange={(e) => onPublished(e.target.checked)} />
              <Icon name={published ? 'eye' : 'eyeOff'} size={14} />
              Published
            </label>
          ) : (
            <span className={published ? 'page-state is-published' : 'page-state'}>
              <Icon name={published ? 'eye' : 'eyeOff'} size={14} />
              {published ? 'Published' : 'Hidden'}
            </span>
          )}
          <span>
            {sectionCount} {sectionCount === 1 ? 'section' : 'sections'}
            {hiddenCount > 0 && `, ${hiddenCount} hidden`}
          </span>
        </p>
      </div>
      <div className="page-editor-actions">
        {dirty && (
          <button type="button" className="button button-ghost" onClick={props.onDiscard}>
            Discard
          </button>
        )}
        {mayEdit && deletable && (
          <button type="button" className="button button-ghost button-danger" onClick={props.onDelete} disabled={deleting}>
            {deleting ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="trash" size={18} />}
            Delete page
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={props.onHistory} aria-haspopup="dialog">
          <Icon name="clock" size={18} />
          History
        </button>
        {mayEdit && props.onDuplicate && (
          <button
            type="button"
            className="button button-secondary"
            onClick={props.onDuplicate}
            aria-haspopup="dialog"
            disabled={dirty}
            title={dirty ? 'Save or discard your changes first: the copy starts from the saved page' : 'A new page with these sections'}
          >
            <Icon name="copy" size={18} />
            Duplicate page
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={props.onSeo}>
          <Icon name="search" size={18} />
          SEO Settings
        </button>
        {mayEdit && (
          <>
            <button type="button" className="button button-secondary" onClick={props.onAdd} disabled={addDisabled} aria-haspopup="dialog">
              <Icon name="plus" size={18} />
              Add Section
            </button>
            {saveButton}
          </>
        )}
      </div>
      <StatusText status={status} className="page-editor-status" />
    </div>
  )
}
