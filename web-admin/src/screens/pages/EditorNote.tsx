/**
 * A note to editors kept with seeded content (pageForm.ts EDITOR_NOTE_FIELD): the site never shows
 * it, so it reads as a note here, with a button that removes it once the placeholder is replaced.
 */
import { Icon } from '../../components/Icon.tsx'

interface EditorNoteProps {
  text: string
  readOnly: boolean
  onRemove: () => void
}

export function EditorNote({ text, readOnly, onRemove }: EditorNoteProps) {
  if (!text.trim()) return null
  return (
    <div className="editor-note">
      <Icon name="info" size={16} />
      <p>
        <span className="visually-hidden">Note for editors (not shown on the site): </span>
        {text}
      </p>
      {!readOnly && (
        <button type="button" className="button button-ghost button-sm" onClick={onRemove}>
          Remove note
        </button>
      )}
    </div>
  )
}
