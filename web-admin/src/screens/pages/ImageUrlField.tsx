/**
 * An `image` field of a block: the picture's address with a small preview, an Upload button that
 * sends a file through the console's image upload (admin-area §5, §8 messages) and puts the returned
 * address in the field, and the picture's description (alt text) right under it when the block
 * declares one (the image field's `alt`). The address is checked as it is typed, by the server's rule;
 * a refused upload and a refused save are written under the field.
 * Media library (issue 18): "Library" picks an image already uploaded and fills the description with
 * its alt text; an upload sends the description typed so far as the image's alt text.
 */
import { useEffect, useRef, useState } from 'react'
import { uploadImage } from '../../api/endpoints.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ChooseFromLibrary } from '../../components/library/ChooseFromLibrary.tsx'
import { checkImageFile, IMAGE_TYPES, NETWORK_FAILURE, readAsDataUrl, UPLOAD_SUCCESS, uploadFailure, uploadOutcome } from '../../components/imageUploadRules.ts'
import { fieldProblem, isImageAddress, type BoundField } from './blockForm.ts'
import { TextInput } from './TextInput.tsx'
import { useLiveCheck } from './useLiveCheck.ts'

interface ImageUrlFieldProps extends BoundField {
  readOnly: boolean
  /** Which entry the field belongs to ("Slide 2"), for assistive technology. */
  context?: string
  /** The short-text field holding the picture's description, drawn under the address. */
  alt?: BoundField
}

export function ImageUrlField({ field, value, onChange, readOnly, context, error, path, alt }: ImageUrlFieldProps) {
  const fullLabel = context ? `${context}: ${field.label}` : field.label
  const [broken, setBroken] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [uploadError, setUploadError] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const address = value.trim()
  const usable = address !== '' && isImageAddress(address)
  const live = useLiveCheck(value, (v) => fieldProblem(field, v))

  useEffect(() => setBroken(false), [address])

  // A picked image's alt text goes into the description once the address is in: the block's change
  // handlers build on the block as last drawn, so a second change in the same moment would undo the first.
  const [pendingAlt, setPendingAlt] = useState<{ url: string; alt: string } | null>(null)
  useEffect(() => {
    if (!pendingAlt || value !== pendingAlt.url) return
    setPendingAlt(null)
    if (alt && alt.value !== pendingAlt.alt) alt.onChange(pendingAlt.alt)
  }, [value, pendingAlt])
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
      const description = alt?.value.trim() ?? ''
      const outcome = uploadOutcome(await uploadImage({ image, filename: chosen.name, ...(description ? { alt: description.slice(0, 200) } : {}) }, () => {}, controller.signal))
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

  const hint = broken && usable ? 'This image could not be loaded: check the address.' : field.hint

  return (
    <div className="image-url-field" data-kind="image">
      <span className="image-url-thumb" aria-hidden="true">
        {usable && !broken ? <img src={address} alt="" onError={() => setBroken(true)} /> : <Icon name="image" size={20} />}
      </span>
      <div className="image-url-fields">
        <Field label={field.label} hint={hint} error={error ?? uploadError ?? live.problem} required={field.required}>
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
                maxLength={field.max}
                readOnly={readOnly}
                data-path={path}
                value={value}
                onBlur={live.onBlur}
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
              {!readOnly && (
                <ChooseFromLibrary
                  text="Library"
                  fieldLabel={fullLabel}
                  initialAlt={alt?.value}
                  disabled={uploading}
                  onPick={(image) => {
                    setUploadError(null)
                    onChange(image.url)
                    // The picture's description follows it from the library (the block keeps its own when the library has none).
                    if (alt && image.alt) setPendingAlt({ url: image.url, alt: image.alt.slice(0, alt.field.max ?? image.alt.length) })
                    setAnnouncement(alt && image.alt ? 'Image chosen from the library, with its description.' : 'Image chosen from the library.')
                  }}
                />
              )}
            </div>
          )}
        </Field>
        {alt && <TextInput {...alt} readOnly={readOnly} context={context} />}
      </div>
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
