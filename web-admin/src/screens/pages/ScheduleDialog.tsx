/**
 * Schedule a page to publish (issue 31, "Pages can be scheduled to publish, as posts can"): a date
 * and time in the editor's own time zone. Scheduling publishes the page from then on; until then
 * visitors, the sitemap and menus do not see it. Applied to the form: Save Changes stores it, as
 * every other change of the page.
 */
import { useState, type FormEvent } from 'react'
import { Dialog } from '../../components/Dialog.tsx'
import { Field } from '../../components/Field.tsx'
import { formatDateTime, fromLocalInput, isFuture, toLocalInput } from '../../lib/dates.ts'

export const SCHEDULE_PROBLEMS = {
  missing: 'Choose the date and time the page should go live.',
  past: 'Choose a time in the future, or publish now with the Published switch.',
}

/** The schedule an editor typed: the instant, or the words of its problem. `now` is a parameter so tests hold the clock. */
export function readSchedule(value: string, now = Date.now()): { at: string } | { problem: string } {
  const at = fromLocalInput(value)
  if (!at) return { problem: SCHEDULE_PROBLEMS.missing }
  if (!isFuture(value, now)) return { problem: SCHEDULE_PROBLEMS.past }
  return { at }
}

/** A publish time still ahead (the page is scheduled, not live). */
export const isScheduled = (published: boolean, publishAt: string | null | undefined, now = Date.now()) => published && !!publishAt && new Date(publishAt).getTime() > now

interface ScheduleDialogProps {
  publishAt: string | null
  onSchedule: (at: string | null) => void
  onClose: () => void
}

export function ScheduleDialog({ publishAt, onSchedule, onClose }: ScheduleDialogProps) {
  const [value, setValue] = useState(() => toLocalInput(publishAt))
  const [problem, setProblem] = useState<string | null>(null)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation() // not the page form around it
    const read = readSchedule(value)
    if ('problem' in read) return setProblem(read.problem)
    onSchedule(read.at)
  }

  return (
    <Dialog open title="Schedule publishing" description="The page goes live at this time. Until then visitors, the sitemap and the menus do not see it." onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          <Field label="Publish on" required error={problem} hint={`Your time zone: ${zone}.${publishAt ? ` Now set for ${formatDateTime(publishAt)}.` : ''}`}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="datetime-local"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value)
                  setProblem(null)
                }}
              />
            )}
          </Field>
        </div>
        <div className="dialog-footer">
          {publishAt && (
            <button type="button" className="button button-ghost button-danger dialog-footer-start" onClick={() => onSchedule(null)}>
              Remove schedule
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Schedule
          </button>
        </div>
      </form>
    </Dialog>
  )
}
