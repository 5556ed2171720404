/**
 * The console's own question before an action (instead of the browser's confirm(), which blocks the
 * page, cannot be styled or themed and is suppressed by some browsers): a small modal with the
 * question, an optional explanation, the action and Cancel. Escape, × and Cancel answer no.
 *
 * `useConfirm()` gives `confirm(question)` resolving true or false, and the `dialog` to render
 * anywhere in the component (it is drawn over everything, nested dialogs included).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from './Dialog.tsx'
import { Icon, type IconName } from './Icon.tsx'

export interface Question {
  /** The question itself: "Discard your unsaved changes?" */
  title: string
  /** What happens, when the title does not say it all. */
  description?: string
  /** The button that does it: "Discard", "Delete". */
  confirm: string
  /** The button that does nothing; "Cancel" by default. */
  cancel?: string
  /** A destructive action: drawn in red. */
  danger?: boolean
  icon?: IconName
}

interface ConfirmDialogProps {
  question: Question
  onAnswer: (yes: boolean) => void
}

export function ConfirmDialog({ question, onAnswer }: ConfirmDialogProps) {
  return (
    <Dialog open title={question.title} description={question.description} onClose={() => onAnswer(false)}>
      <div className="dialog-footer">
        <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
          {question.cancel ?? 'Cancel'}
        </button>
        <button type="button" className={question.danger ? 'button button-secondary button-danger' : 'button button-primary'} onClick={() => onAnswer(true)} data-autofocus>
          {question.icon && <Icon name={question.icon} size={18} />}
          {question.confirm}
        </button>
      </div>
    </Dialog>
  )
}

/** Asks with the console's own dialog; only one question at a time (a second one answers the first no). */
export function useConfirm(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null)
  const answer = useRef<((yes: boolean) => void) | null>(null)

  const confirm = useCallback((next: Question) => {
    answer.current?.(false)
    setQuestion(next)
    return new Promise<boolean>((resolve) => {
      answer.current = resolve
    })
  }, [])

  const onAnswer = (yes: boolean) => {
    const resolve = answer.current
    answer.current = null
    setQuestion(null)
    resolve?.(yes)
  }

  const dialog = question && createPortal(<ConfirmDialog question={question} onAnswer={onAnswer} />, document.body)
  return { confirm, dialog }
}
