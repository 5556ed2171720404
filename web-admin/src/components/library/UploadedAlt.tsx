/**
 * The alt text of an image just uploaded through a field that has no description of its own (a
 * post's featured image, a vlog's thumbnail): asked right under the preview and saved to the image's
 * library entry, so the next place that picks it from the library gets it.
 */
import { useId, useState } from 'react'
import { LIBRARY_LIMITS } from '../../../../shared/api/media-library.ts'
import { errorMessage } from '../../api/client.ts'
import { Icon } from '../Icon.tsx'
import { LIBRARY_TEXT } from './library.ts'
import { libraryApi } from './libraryApi.ts'

export function UploadedAlt({ id, initial }: { id: number; initial: string }) {
  const inputId = useId()
  const [alt, setAlt] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save() {
    if (saving || alt.trim() === saved) return
    setSaving(true)
    setError(null)
    try {
      const response = await libraryApi.setAlt(id, alt)
      if (!response.ok) return setError(errorMessage(response, LIBRARY_TEXT.altFailed))
      setSaved(response.data.item.alt)
      setAlt(response.data.item.alt)
    } catch (err) {
      console.error('Saving alt text failed', err)
      setError(LIBRARY_TEXT.altFailed)
    } finally {
      setSaving(false)
    }
  }

  const done = saved !== '' && alt.trim() === saved
  return (
    <div className="uploaded-alt">
      <label className="field-label" htmlFor={inputId}>
        Alt text <span className="muted">(kept with the image in the library)</span>
      </label>
      <div className="uploaded-alt-row">
        <input
          id={inputId}
          className="input"
          type="text"
          maxLength={LIBRARY_LIMITS.alt}
          autoComplete="off"
          placeholder="Describe the image for people who cannot see it"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault() // not the post form around it
            void save()
          }}
        />
        <button type="button" className="button button-secondary button-sm" onClick={() => void save()} disabled={saving || alt.trim() === saved}>
          {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={16} />}
          {done ? 'Saved' : 'Save'}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          <Icon name="alert" size={15} />
          {error}
        </p>
      )}
    </div>
  )
}
