/**
 * Insert an image (admin-area §5: image insertion asks for a URL): upload one (the reliable way,
 * and what the "too large" tip recommends) or give its address, plus alt text for people who
 * cannot see it. Only http(s) and site addresses are accepted, never embedded data: images.
 * Media library (issue 18): an image chosen from the library brings its alt text; an upload sends
 * the alt text typed so far, so the library keeps it.
 */
import { useState, type FormEvent } from 'react'
import { Dialog } from '../components/Dialog.tsx'
import { Field } from '../components/Field.tsx'
import { ImageUpload } from '../components/ImageUpload.tsx'
import type { ImageAttrs } from './commands.ts'
import { checkImageUrl } from './urls.ts'

interface ImageDialogProps {
  onInsert: (attrs: ImageAttrs) => void
  onClose: () => void
  returnFocus: () => void
}

export function ImageDialog({ onInsert, onClose, returnFocus }: ImageDialogProps) {
  const [src, setSrc] = useState('')
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation() // not the post form around the editor
    const checked = checkImageUrl(src)
    if (!checked.ok) return setError(checked.message)
    onInsert({ src: checked.url, alt: alt.trim(), title: null })
  }

  return (
    <Dialog open title="Insert image" description="Upload an image, choose one from the library, or use the address of one already online." onClose={onClose} returnFocus={returnFocus}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          <ImageUpload
            label="Upload an image"
            value={src && checkImageUrl(src).ok ? src : null}
            previewAlt={alt}
            uploadAlt={alt}
            onChange={(url) => {
              setSrc(url ?? '')
              setError(null)
            }}
            onPicked={(image) => {
              if (image.alt) setAlt(image.alt)
            }}
          />
          <Field label="Image address" required error={error} hint="Filled in by the upload. Images from other websites may be blocked by the site's security policy, so uploading is the reliable way.">
            {(control) => (
              <input
                {...control}
                className="input"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                value={src}
                onChange={(e) => {
                  setSrc(e.target.value)
                  setError(null)
                }}
              />
            )}
          </Field>
          <Field label="Alt text" hint="Describe the image for people who cannot see it. Leave empty only if it is purely decorative.">
            {(control) => <input {...control} className="input" type="text" maxLength={300} autoComplete="off" value={alt} onChange={(e) => setAlt(e.target.value)} />}
          </Field>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Insert image
          </button>
        </div>
      </form>
    </Dialog>
  )
}
