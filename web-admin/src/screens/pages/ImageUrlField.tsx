/**
 * An image given by its address (an image section's content, a founder's photo): the URL field, a
 * small preview beside it, and an Upload button that sends a file through the console's image upload
 * (admin-area §5, §8 messages) and puts the returned address in the field. A refused upload and a
 * refused save (`error`) are written under the field.
 */
import { useEffect, useRef, useState } from 'react'
import { uploadImage } from '../../api/endpoints.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { checkImageFile, IMAGE_TYPES, NETWORK_FAILURE, readAsDataUrl, UPLOAD_SUCCESS, uploadFailure, uploadOutcome } from '../../components/imageUploadRules.ts'
import { looksLikeImageUrl } from './pageForm.ts'

interface ImageUrlFieldProps {
  label: string
  value: string
  onChange: (url: string) => void
  readOnly: boolean
  maxLength: number
  hint?: string
  /** Which entry the field belongs to ("Arjun Rao"), for assistive technology. */
  context?: string
  /** The server refused the save because of this field: its message. */
  error?: string | null
  /** The field's path inside the section (data-path), so a refused save can focus it. */
  path?: string
}

export function ImageUrlField({ label, value, onChange, readOnly, maxLength, hint, context, error, path }: ImageUrlFieldProps) {
  const fullLabel = context ? `${context}: ${label}` : label
  const [broken, setBroken] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [uploadError, setUploadError] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const address = value.trim()
  const usable = address !== '' && looksLikeImageUrl(address)

  useEffect(() => setBroken(false), [address])
  useEffect(() => () => abort.current?.abort(), [])

  async function upload(chosen: File) {
    setUploadError(null)
    const refused = checkImageFile(chosen)
    if (refused) return setUploadError(refused)
    const controller = new AbortController()
    abort.current = controller
    setUploading(true)
    setAnnouncement(`Uploading ${chosen.name}…`)
    try {
      const image = await readAsDataUrl(chosen, () => {}, controller.signal)
      const outcome = uploadOutcome(await uploadImage({ image, filename: chosen.name }, () => {}, controller.signal))
      if ('reason' in outcome) {
        setAnnouncement('')
        return setUploadError(uploadFailure(outcome.reason))
      }
      onChange(outcome.url)
      setAnnouncement(UPLOAD_SUCCESS)
    } catch (err) {
      if ((err as Error).name === 'AbortError') return
      console.error('Image upload failed', err)
      setAnnouncement('')
      setUploadError(uploadFailure(NETWORK_FAILURE))
    } finally {
      abort.current = null
      setUploading(false)
    }
  }

  const problem = address !== '' && !usable ? 'Enter an image address: a site path such as /media/… or a full https:// link.' : null

  return (
    <div className="image-url-field">
      <span className="image-url-thumb" aria-hidden="true">
        {usable && !broken ? <img src={address} alt="" onError={() => setBroken(true)} /> : <Icon name="image" size={20} />}
      </span>
      <Field label={label} hint={broken && usable ? 'This image could not be loaded: check the address.' : hint} error={error ?? uploadError ?? problem}>
        {(control) => (
          <div className="image-url-row">
            <input
              {...control}
              aria-label={context ? fullLabel : undefined}
              className="input"
              type="text"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              placeholder="/media/images/… or https://…"
              maxLength={maxLength}
              readOnly={readOnly}
              data-path={path}
              value={value}
              onChange={(e) => {
                setUploadError(null)
                onChange(e.target.value)
              }}
            />
            {!readOnly && (
              <button type="button" className="button button-secondary button-sm" onClick={() => file.current?.click()} disabled={uploading}>
                {uploading ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="upload" size={16} />}
                {uploading ? 'Uploading…' : 'Upload'}
                <span className="visually-hidden"> {fullLabel.toLowerCase()}</span>
              </button>
            )}
          </div>
        )}
      </Field>
      {!readOnly && (
        <input
          ref={file}
          className="visually-hidden"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) void upload(chosen)
          }}
        />
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  )
}
