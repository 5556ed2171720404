/**
 * Status (draft or published) and publish date. A published post whose date lies ahead is
 * scheduled: the server keeps it off the website until then, and the form says so. Content that
 * is not scheduled (`schedules` false, e.g. press highlights) treats the date as the one shown.
 */
import { useId } from 'react'
import type { PostStatus } from '../../../../shared/api/journal.ts'
import { formatDateTime, fromLocalInput, isFuture } from '../../lib/dates.ts'
import { Field } from '../Field.tsx'
import { Icon } from '../Icon.tsx'

interface PublishingFieldsProps {
  status: PostStatus
  onStatus: (status: PostStatus) => void
  publishDate: string
  onPublishDate: (value: string) => void
  noun: string
  /** A future date with status Published keeps it hidden until then (default). */
  schedules?: boolean
}

export function PublishingFields({ status, onStatus, publishDate, onPublishDate, noun, schedules = true }: PublishingFieldsProps) {
  const id = useId()
  const scheduled = schedules && status === 'published' && isFuture(publishDate)
  const note =
    status === 'draft'
      ? { tone: 'draft', icon: 'eyeOff' as const, text: `Drafts stay hidden from the website.` }
      : scheduled
        ? { tone: 'scheduled', icon: 'calendar' as const, text: `Scheduled: this ${noun} goes live on ${formatDateTime(fromLocalInput(publishDate))}. Until then it stays hidden from the website.` }
        : { tone: 'live', icon: 'check' as const, text: `Published: visible on the website once saved.` }

  return (
    <>
      <fieldset className="segmented-field">
        <legend className="field-label">Status</legend>
        <div className="segmented">
          {(['draft', 'published'] as const).map((value) => (
            <label key={value} className="segmented-option">
              <input type="radio" name={`${id}-status`} value={value} checked={status === value} onChange={() => onStatus(value)} />
              <span>{value === 'draft' ? 'Draft' : 'Published'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Publish date" hint={schedules ? 'Optional. A future date with status Published schedules it.' : `Optional. The date shown with the ${noun}.`}>
        {(control) => <input {...control} className="input" type="datetime-local" value={publishDate} onChange={(e) => onPublishDate(e.target.value)} />}
      </Field>
      <p className={`publish-note publish-note-${note.tone}`} role="status">
        <Icon name={note.icon} size={16} />
        <span>{note.text}</span>
      </p>
    </>
  )
}
