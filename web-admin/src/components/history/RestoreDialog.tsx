/**
 * "Restore the version of …?" (issue 29). A restore brings back a version's content; whether visitors
 * see the item stays as it is now unless the editor chooses otherwise here. The choice is offered
 * only when the version's publishing differs from now's, with both states in words, and "keep" is
 * chosen when the dialog opens. Unsaved changes in the editor are named as kept (HistoryPanel).
 */
import { useId, useState } from 'react'
import { createPortal } from 'react-dom'
import type { RestorePublishing } from '../../../../shared/api/revisions.ts'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'

export interface RestoreQuestion {
  title: string
  description: string
  confirm: string
  /** The two publishing states in words, when they differ; null: nothing to choose. */
  publishing: { now: string; version: string; noun: string } | null
}

export function RestoreDialog({ question, onAnswer }: { question: RestoreQuestion; onAnswer: (answer: RestorePublishing | null) => void }) {
  const [publishing, setPublishing] = useState<RestorePublishing>('keep')
  const id = useId()
  const options = question.publishing && [
    { value: 'keep' as const, label: `Keep it as it is now: ${question.publishing.now}`, hint: `Only the content comes back; visitors see the ${question.publishing.noun} as they do now.` },
    { value: 'restore' as const, label: `Also restore its state then: ${question.publishing.version}`, hint: `The ${question.publishing.noun} becomes ${question.publishing.version.toLowerCase()} again.` },
  ]
  return createPortal(
    <Dialog open title={question.title} description={question.description} onClose={() => onAnswer(null)}>
      {options && (
        <div className="dialog-body restore-body">
          <fieldset className="restore-choice">
            <legend className="field-label">Published state</legend>
            {options.map((option) => (
              <label key={option.value} className="restore-option" data-checked={publishing === option.value ? '' : undefined}>
                <input type="radio" name={`${id}-publishing`} value={option.value} checked={publishing === option.value} onChange={() => setPublishing(option.value)} />
                <span className="restore-option-text">
                  <span className="restore-option-label">{option.label}</span>
                  <span className="restore-option-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <div className="dialog-footer">
        <button type="button" className="button button-secondary" onClick={() => onAnswer(null)}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => onAnswer(publishing)} data-autofocus>
          <Icon name="restore" size={18} />
          {question.confirm}
        </button>
      </div>
    </Dialog>,
    document.body,
  )
}
