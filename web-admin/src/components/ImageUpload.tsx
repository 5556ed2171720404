/**
 * Image upload (admin-area §4 "Image upload", §5, §8): idle, drag-over, uploading (real progress:
 * the file is read with FileReader and sent with XMLHttpRequest), error, and has-image (preview with
 * Replace and Remove). The drop zone is a button for the file input, so it works from the keyboard;
 * outcomes are announced in a live region and a refusal is written under the box (no browser alert:
 * it would block the page and repeat what the box says; the preview shows the success).
 * Media library (issue 18): "Choose from library" beside the upload picks an image already uploaded;
 * an image uploaded here is asked for its alt text under the preview (kept in the library), unless
 * the field has its own (`uploadAlt`: sent with the upload; the rich-text editor's dialog).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { uploadImage } from '../api/endpoints.ts'
import { Icon } from './Icon.tsx'
import { useFileDrop } from './useFileDrop.ts'
import { ChooseFromLibrary } from './library/ChooseFromLibrary.tsx'
import type { PickedImage } from './library/LibraryPicker.tsx'
import { UploadedAlt } from './library/UploadedAlt.tsx'
import { checkImageFile, IMAGE_TYPES, NETWORK_FAILURE, readAsDataUrl, UPLOAD_SUCCESS, uploadFailure, uploadOutcome } from './imageUploadRules.ts'

interface ImageUploadProps {
  label: string
  value: string | null
  onChange: (url: string | null) => void
  hint?: ReactNode
  /** Alt text of the preview (the image itself is described where it is used). */
  previewAlt?: string
  /** What shows while there is no image, e.g. the thumbnail a vlog falls back to. */
  fallback?: { src: string; caption: string }
  disabled?: boolean
  /** The alt text sent with an upload; when given, no alt text is asked under the preview. */
  uploadAlt?: string
  /** Also told of an image picked from the library (with its alt text). */
  onPicked?: (image: PickedImage) => void
}

type Busy = { step: 'reading' | 'uploading' | 'processing'; progress: number; fileName: string }

/** What to call an image that was not uploaded in this session: uploads are named by their hash, which means nothing to people. */
function describe(url: string): string {
  if (url.startsWith('/media/')) return 'Uploaded image'
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

export function ImageUpload({ label, value, onChange, hint, previewAlt = '', fallback, disabled, uploadAlt, onPicked }: ImageUploadProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [busy, setBusy] = useState<Busy | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [previewBroken, setPreviewBroken] = useState(false)
  /** What the image in the field is called when it came from this session (upload or library), and its library entry. */
  const [uploadedName, setUploadedName] = useState<{ url: string; name: string; id?: number; alt?: string; uploaded?: boolean } | null>(null)

  useEffect(() => setPreviewBroken(false), [value])
  useEffect(() => () => abort.current?.abort(), [])

  function fail(message: string) {
    setError(message)
    setAnnouncement('')
  }

  async function upload(file: File) {
    if (disabled || busy) return
    setError(null)
    const refused = checkImageFile(file)
    if (refused) return fail(refused)

    const controller = new AbortController()
    abort.current = controller
    setBusy({ step: 'reading', progress: 0, fileName: file.name })
    setAnnouncement(`Uploading ${file.name}…`)
    try {
      const image = await readAsDataUrl(file, (f) => setBusy((b) => b && { ...b, progress: f * 0.1 }), controller.signal)
      setBusy((b) => b && { ...b, step: 'uploading', progress: 0.1 })
      const reply = await uploadImage(
        { image, filename: file.name, ...(uploadAlt?.trim() ? { alt: uploadAlt.trim() } : {}) },
        (f) => setBusy((b) => b && { ...b, step: f >= 1 ? 'processing' : 'uploading', progress: 0.1 + f * 0.9 }),
        controller.signal,
      )
      const outcome = uploadOutcome(reply)
      if ('reason' in outcome) return fail(uploadFailure(outcome.reason))
      onChange(outcome.url)
      setUploadedName({ url: outcome.url, name: file.name, id: reply.body?.id, alt: reply.body?.alt ?? '', uploaded: true })
      setAnnouncement(UPLOAD_SUCCESS)
    } catch (err) {
      if ((err as Error).name === 'AbortError') {
        setAnnouncement('Upload cancelled.')
        return
      }
      console.error('Image upload failed', err)
      fail(uploadFailure(NETWORK_FAILURE))
    } finally {
      abort.current = null
      setBusy(null)
    }
  }

  const choose = () => input.current?.click()

  function picked(image: PickedImage) {
    setError(null)
    onChange(image.url)
    onPicked?.(image)
    setUploadedName({ url: image.url, name: image.alt || 'Image from the library' })
    setAnnouncement('Image chosen from the library.')
  }

  const libraryButton = (text?: string) => <ChooseFromLibrary onPick={picked} fieldLabel={label} initialAlt={uploadAlt} disabled={disabled || !!busy} text={text} />

  const { dragOver, dropHandlers } = useFileDrop(!disabled && !busy, (file) => void upload(file))

  const state = busy ? 'uploading' : dragOver ? 'drag-over' : value ? 'has-image' : error ? 'error' : 'idle'
  const percent = busy ? Math.round(busy.progress * 100) : 0
  const hintId = `${id}-hint`

  return (
    <div className="image-upload" data-state={state} role="group" aria-labelledby={`${id}-label`} {...dropHandlers}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>

      {busy ? (
        <div className="upload-box upload-busy">
          <span className="upload-icon">
            <Icon name="upload" size={22} />
          </span>
          <span className="upload-busy-text">
            <span className="upload-title">{busy.step === 'processing' ? 'Processing…' : busy.step === 'reading' ? 'Preparing…' : 'Uploading…'}</span>
            <span className="upload-file">{busy.fileName}</span>
          </span>
          <button type="button" className="button button-ghost button-sm" onClick={() => abort.current?.abort()}>
            Cancel
          </button>
          <span className="upload-bar">
            <progress max={100} value={busy.step === 'processing' ? undefined : percent} aria-label={`Uploading ${busy.fileName}`} />
            <span className="upload-percent" aria-hidden="true">
              {busy.step === 'processing' ? '' : `${percent}%`}
            </span>
          </span>
        </div>
      ) : value ? (
        <div className="upload-box upload-has-image">
          <div className="upload-preview">
            {previewBroken ? (
              <span className="upload-preview-missing">
                <Icon name="image" size={26} />
                Preview unavailable
              </span>
            ) : (
              <img src={value} alt={previewAlt} onError={() => setPreviewBroken(true)} />
            )}
            {dragOver && (
              <span className="upload-drop-overlay">
                <Icon name="upload" size={22} />
                Drop to replace
              </span>
            )}
          </div>
          <div className="upload-preview-bar">
            <span className="upload-file" title={value}>
              {uploadedName?.url === value ? uploadedName.name : describe(value)}
            </span>
            <span className="upload-actions">
              {libraryButton('Library')}
              <button type="button" className="button button-secondary button-sm" onClick={choose} disabled={disabled} aria-label={`Replace ${label.toLowerCase()}`}>
                <Icon name="replace" size={16} />
                Replace
              </button>
              <button type="button" className="button button-ghost button-sm button-danger" onClick={() => onChange(null)} disabled={disabled} aria-label={`Remove ${label.toLowerCase()}`}>
                <Icon name="trash" size={16} />
                Remove
              </button>
            </span>
          </div>
        </div>
      ) : (
        <button type="button" className="upload-box upload-zone" onClick={choose} disabled={disabled} aria-describedby={hint ? hintId : undefined}>
          {fallback && (
            <span className="upload-fallback">
              <img src={fallback.src} alt="" />
            </span>
          )}
          <span className="upload-icon">
            <Icon name={error ? 'alert' : dragOver ? 'upload' : 'image'} size={22} />
          </span>
          <span className="upload-title">
            {dragOver ? 'Drop the image to upload it' : (
              <>
                Drag an image here or <span className="upload-browse">browse</span>
              </>
            )}
          </span>
          <span className="upload-hint">{fallback ? fallback.caption : 'JPG, PNG, GIF or WebP, up to 2 MB'}</span>
        </button>
      )}
      {!busy && !value && <div className="upload-library-row">{libraryButton()}</div>}
      {!busy && value && uploadAlt === undefined && uploadedName?.uploaded && uploadedName.url === value && typeof uploadedName.id === 'number' && (
        <UploadedAlt key={uploadedName.id} id={uploadedName.id} initial={uploadedName.alt ?? ''} />
      )}

      {error && (
        <p className="field-error upload-error" role="alert">
          <Icon name="alert" size={15} />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-label={`${label} file`}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared at once, so choosing the same file again (after an error) uploads it again.
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
    </div>
  )
}
