/**
 * The media kit item's file: upload it (multipart, up to 50 MB, real progress, cancel) or give its
 * address. An upload fills the address, the file type and the size at once. States as the image
 * upload's: idle, drag-over, uploading, error, has-file (with Replace and Remove). The drop zone is
 * a button for the file input, so it works from the keyboard; outcomes are announced.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { uploadMediaKitFile } from '../../api/endpoints.ts'
import type { FieldContext } from '../../collections/types.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { useFileDrop } from '../../components/useFileDrop.ts'
import { checkKitFile, fileName, kitUploadOutcome, NETWORK_ERROR, readableSize, type MediaKitForm } from './mediaForms.ts'

const ACCEPT = '.zip,.pdf,.png,.jpg,.jpeg,.doc,.docx,application/zip,application/pdf,image/png,image/jpeg,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

type Busy = { fileName: string; size: number; progress: number; processing: boolean }

/** "Stored on this site", or the host that serves the file. */
function whereStored(url: string): string {
  if (url.startsWith('/')) return 'Stored on this site'
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

export function KitFileField({ field }: { field: FieldContext<MediaKitForm> }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [busy, setBusy] = useState<Busy | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null)
  const url = field.values.file_url.trim()

  useEffect(() => () => abort.current?.abort(), [])

  async function upload(file: File) {
    if (busy) return
    setError(null)
    // A refusal is shown once, in the alert under the drop zone (announced by its role): the polite
    // live region below carries only progress and success, or screen readers would say it twice.
    setAnnouncement('')
    const refused = checkKitFile(file)
    if (refused) return setError(refused)
    const controller = new AbortController()
    abort.current = controller
    setBusy({ fileName: file.name, size: file.size, progress: 0, processing: false })
    setAnnouncement(`Uploading ${file.name}…`)
    try {
      const reply = await uploadMediaKitFile(file, (f) => setBusy((b) => b && { ...b, progress: f, processing: f >= 1 }), controller.signal)
      const outcome = kitUploadOutcome(reply)
      if ('reason' in outcome) {
        setAnnouncement('')
        return setError(outcome.reason)
      }
      field.setMany({ file_url: outcome.url, file_type: outcome.file_type, file_size: outcome.file_size || readableSize(file.size) })
      setUploaded({ url: outcome.url, name: file.name })
      setAnnouncement(`${file.name} uploaded. The file address, type and size are filled in.`)
    } catch (err) {
      if ((err as Error).name === 'AbortError') return setAnnouncement('Upload cancelled.')
      console.error('Media kit upload failed', err)
      setAnnouncement('')
      setError(NETWORK_ERROR)
    } finally {
      abort.current = null
      setBusy(null)
    }
  }

  const choose = () => input.current?.click()
  const { dragOver, dropHandlers } = useFileDrop(!busy, (file) => void upload(file))

  const state = busy ? 'uploading' : dragOver ? 'drag-over' : url ? 'has-image' : error ? 'error' : 'idle'
  const percent = busy ? Math.round(busy.progress * 100) : 0

  return (
    <div className="image-upload file-upload" data-state={state} role="group" aria-labelledby={`${id}-label`} {...dropHandlers}>
      <span id={`${id}-label`} className="field-label">
        File
      </span>

      {busy ? (
        <div className="upload-box upload-busy">
          <span className="upload-icon">
            <Icon name="upload" size={22} />
          </span>
          <span className="upload-busy-text">
            <span className="upload-title">{busy.processing ? 'Checking the file…' : 'Uploading…'}</span>
            <span className="upload-file">
              {busy.fileName} · {readableSize(busy.size)}
            </span>
          </span>
          <button type="button" className="button button-ghost button-sm" onClick={() => abort.current?.abort()}>
            Cancel
          </button>
          <span className="upload-bar">
            <progress max={100} value={busy.processing ? undefined : percent} aria-label={`Uploading ${busy.fileName}`} />
            <span className="upload-percent" aria-hidden="true">
              {busy.processing ? '' : `${percent}%`}
            </span>
          </span>
        </div>
      ) : url ? (
        <div className="upload-box file-current">
          <span className={field.values.file_type ? `file-badge file-badge-${field.values.file_type.toLowerCase()}` : 'file-badge'} aria-hidden="true">
            {field.values.file_type || <Icon name="media" size={18} />}
          </span>
          <span className="file-current-text">
            <span className="file-current-name" title={url}>
              {uploaded?.url === url ? uploaded.name : fileName(url)}
            </span>
            <span className="file-current-meta">{[field.values.file_size, uploaded?.url === url ? 'Uploaded just now' : whereStored(url)].filter(Boolean).join(' · ')}</span>
          </span>
          <span className="upload-actions">
            <a className="button button-ghost button-sm" href={url} target="_blank" rel="noopener noreferrer" aria-label="Open the file (opens in a new tab)">
              <Icon name="external" size={16} />
              Open
            </a>
            <button type="button" className="button button-secondary button-sm" onClick={choose} aria-label="Replace the file">
              <Icon name="replace" size={16} />
              Replace
            </button>
            <button type="button" className="button button-ghost button-sm button-danger" onClick={() => field.setMany({ file_url: '', file_size: '' })} aria-label="Remove the file">
              <Icon name="trash" size={16} />
              Remove
            </button>
          </span>
        </div>
      ) : (
        <button type="button" className="upload-box upload-zone" onClick={choose} aria-describedby={`${id}-hint`}>
          <span className="upload-icon">
            <Icon name={error ? 'alert' : 'upload'} size={22} />
          </span>
          <span className="upload-title">
            {dragOver ? (
              'Drop the file to upload it'
            ) : (
              <>
                Drag a file here or <span className="upload-browse">browse</span>
              </>
            )}
          </span>
          <span id={`${id}-hint`} className="upload-hint">
            ZIP, PDF, PNG, JPG or DOC, up to 50 MB
          </span>
        </button>
      )}

      {error && (
        <p className="field-error upload-error" role="alert">
          <Icon name="alert" size={15} />
          {error}
        </p>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-label="Media kit file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared at once, so choosing the same file again (after an error) uploads it again.
          event.target.value = ''
          if (file) void upload(file)
        }}
      />

      <Field label="File URL" required error={field.problem('file_url')} hint="Filled in by the upload, or the address of a file kept elsewhere (https://…).">
        {(control) => (
          <input
            {...control}
            data-field="file_url"
            className="input"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            maxLength={2000}
            placeholder="https://"
            value={field.values.file_url}
            onChange={(e) => field.set('file_url', e.target.value)}
          />
        )}
      </Field>
    </div>
  )
}
