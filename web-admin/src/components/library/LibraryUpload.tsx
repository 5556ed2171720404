/**
 * Upload an image to the library with its alt text asked at upload (issue 18): choose or drop a
 * file, see it, describe it, then Upload. The console's upload rules apply (type and size checked
 * first, the server's refusal shown under the box, real progress, Cancel).
 */
import { useEffect, useRef, useState } from 'react'
import { LIBRARY_LIMITS } from '../../../../shared/api/media-library.ts'
import { uploadImage } from '../../api/endpoints.ts'
import { Field } from '../Field.tsx'
import { Icon } from '../Icon.tsx'
import { checkImageFile, IMAGE_TYPES, NETWORK_FAILURE, readAsDataUrl, uploadFailure, uploadOutcome } from '../imageUploadRules.ts'
import { useFileDrop } from '../useFileDrop.ts'
import { LIBRARY_TEXT } from './library.ts'

export interface UploadedImage {
  id: number | null
  url: string
  alt: string
}

interface LibraryUploadProps {
  onUploaded: (image: UploadedImage) => void
  /** Cancel beside Upload (the picker goes back to the grid). */
  onCancel?: () => void
  /** The alt text to start with (a block's description already typed). */
  initialAlt?: string
  /** The text of the Cancel button. */
  cancelText?: string
}

export function LibraryUpload({ onUploaded, onCancel, initialAlt = '', cancelText = 'Cancel' }: LibraryUploadProps) {
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [alt, setAlt] = useState(initialAlt)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  useEffect(() => () => abort.current?.abort(), [])

  function choose(chosen: File) {
    setError(null)
    const refused = checkImageFile(chosen)
    if (refused) return setError(refused)
    setFile(chosen)
  }

  const busy = progress !== null
  const { dragOver, dropHandlers } = useFileDrop(!busy, choose)

  // No <form>: the uploader is drawn inside other forms (a post's, the rich-text editor's dialog).
  async function submit() {
    if (!file || busy) return
    const controller = new AbortController()
    abort.current = controller
    setError(null)
    setProgress(0)
    try {
      const image = await readAsDataUrl(file, (f) => setProgress(f * 0.1), controller.signal)
      const reply = await uploadImage({ image, filename: file.name, alt: alt.trim() }, (f) => setProgress(0.1 + f * 0.9), controller.signal)
      const outcome = uploadOutcome(reply)
      if ('reason' in outcome) return setError(uploadFailure(outcome.reason))
      onUploaded({ id: typeof reply.body?.id === 'number' ? reply.body.id : null, url: outcome.url, alt: reply.body?.alt ?? alt.trim() })
      setFile(null)
      setAlt('')
    } catch (err) {
      if ((err as Error).name === 'AbortError') return
      console.error('Image upload failed', err)
      setError(uploadFailure(NETWORK_FAILURE))
    } finally {
      abort.current = null
      setProgress(null)
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100)

  return (
    <div className="library-upload" role="group" aria-label="Upload an image">
      <div className="image-upload library-upload-drop" data-state={dragOver ? 'drag-over' : error && !file ? 'error' : file ? 'has-image' : 'idle'} {...dropHandlers}>
        {file && preview ? (
          <div className="library-upload-chosen">
            <img src={preview} alt="" />
            <span className="library-upload-chosen-text">
              <span className="upload-title">{file.name}</span>
              <span className="upload-hint">{Math.max(1, Math.round(file.size / 1024))} KB</span>
            </span>
            <button type="button" className="button button-ghost button-sm" onClick={() => input.current?.click()} disabled={busy}>
              <Icon name="replace" size={16} />
              Change
            </button>
          </div>
        ) : (
          <button type="button" className="upload-box upload-zone" onClick={() => input.current?.click()} data-autofocus>
            <span className="upload-icon">
              <Icon name={dragOver ? 'upload' : 'image'} size={22} />
            </span>
            <span className="upload-title">
              {dragOver ? (
                'Drop the image to choose it'
              ) : (
                <>
                  Drag an image here or <span className="upload-browse">browse</span>
                </>
              )}
            </span>
            <span className="upload-hint">JPG, PNG, GIF or WebP, up to 2 MB</span>
          </button>
        )}
      </div>
      <Field label="Alt text" hint={LIBRARY_TEXT.altHint}>
        {(control) => (
          <input {...control} className="input" type="text" maxLength={LIBRARY_LIMITS.alt} autoComplete="off" value={alt}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              void submit()
            }}
            placeholder="e.g. A Yerth prototype on a coastal road" />
        )}
      </Field>
      {error && (
        <p className="field-error upload-error" role="alert">
          <Icon name="alert" size={15} />
          {error}
        </p>
      )}
      {busy && (
        <span className="upload-bar">
          <progress max={100} value={percent >= 100 ? undefined : percent} aria-label={`Uploading ${file?.name ?? 'the image'}`} />
          <span className="upload-percent" aria-hidden="true">
            {percent >= 100 ? '' : `${percent}%`}
          </span>
        </span>
      )}
      <div className="library-upload-actions">
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={() => (busy ? abort.current?.abort() : onCancel())}>
            {busy ? 'Cancel' : cancelText}
          </button>
        )}
        <button type="button" className="button button-primary" disabled={!file || busy} onClick={() => void submit()}>
          {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="upload" size={18} />}
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </div>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-label="Image file"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = ''
          if (chosen) choose(chosen)
        }}
      />
    </div>
  )
}
