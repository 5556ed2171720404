/**
 * The Media Manager's Library tab (issue 18): every image uploaded anywhere in the console, newest
 * first, searched by alt text or file name on the server, 24 a page. Each card shows the thumbnail,
 * alt text (edited in place by editors and up), dimensions, size, format, uploader, date and where
 * the image is used (links to those pages). Delete asks the server where the image is used now:
 * an image in use is refused at once, naming the places, before any question; an unused one is
 * asked about ("cannot be undone"), and the server checks again. Upload asks for the alt text with the file.
 */
import { useEffect, useRef, useState } from 'react'
import { LIBRARY_LIMITS, type ImageUsage, type LibraryImage } from '../../../../shared/api/media-library.ts'
import { errorMessage } from '../../api/client.ts'
import { Pager } from '../../collections/Pager.tsx'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Loader } from '../../components/Loader.tsx'
import { StatusText, type Status } from '../../components/StatusText.tsx'
import { dimensions, formatBytes, formatOf, imageName, LIBRARY_TEXT, uploadDate, usageLabel } from '../../components/library/library.ts'
import { libraryApi, usesOfRefusal } from '../../components/library/libraryApi.ts'
import { LibraryUpload } from '../../components/library/LibraryUpload.tsx'
import { useLibrary } from '../../components/library/useLibrary.ts'
import '../../components/library/library.css'

interface LibraryTabProps {
  mayWrite: boolean
  /** The Upload dialog is open (its button is in the screen's header). */
  uploading: boolean
  onUploadClose: () => void
}

export function LibraryTab({ mayWrite, uploading, onUploadClose }: LibraryTabProps) {
  const list = useLibrary()
  const [status, setStatus] = useState<Status | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)
  /** The image whose delete was refused, with the places the server named. */
  const [refused, setRefused] = useState<{ id: number; usedIn: ImageUsage[] } | null>(null)
  const { confirm, dialog: question } = useConfirm()

  /** Where the image is used now, asked of the server; null when that could not be asked. */
  async function usesNow(image: LibraryImage): Promise<ImageUsage[] | 'gone' | null> {
    try {
      const response = await libraryApi.get(image.id)
      if (response.status === 404) return 'gone'
      return response.ok ? response.data.item.used_in : null
    } catch (err) {
      console.error('Asking where an image is used failed', err)
      return null
    }
  }

  async function remove(image: LibraryImage) {
    setBusyId(image.id)
    setStatus(null)
    setRefused(null)
    // Refuse first: an image in use is never offered the "cannot be undone" question (issue 29).
    const uses = await usesNow(image)
    setBusyId(null)
    if (uses === 'gone') {
      setStatus({ tone: 'success', text: LIBRARY_TEXT.deleted(image) })
      return list.reload()
    }
    if (uses && uses.length > 0) {
      setRefused({ id: image.id, usedIn: uses })
      list.replace({ ...image, used_in: uses })
      return setStatus({ tone: 'error', text: LIBRARY_TEXT.inUse(image, uses) })
    }
    if (!(await confirm({ ...LIBRARY_TEXT.deleteQuestion(image), confirm: 'Delete', icon: 'trash', danger: true }))) return
    setBusyId(image.id)
    try {
      // The server checks again: someone may have used it since.
      const response = await libraryApi.remove(image.id)
      if (response.ok || response.status === 404) {
        setStatus({ tone: 'success', text: LIBRARY_TEXT.deleted(image) })
        list.reload()
        return
      }
      const usedIn = response.status === 409 ? usesOfRefusal(response.data) : null
      if (usedIn) {
        setRefused({ id: image.id, usedIn })
        list.replace({ ...image, used_in: usedIn })
      }
      setStatus({ tone: 'error', text: errorMessage(response, LIBRARY_TEXT.deleteFailed) })
    } catch (err) {
      console.error('Deleting an image failed', err)
      setStatus({ tone: 'error', text: LIBRARY_TEXT.deleteFailed })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <>
      <StatusText status={status} className="status-block" />
      <section className="card list-card library-card-list" aria-label="Image library">
        <div className="list-controls" role="search" aria-label="Find images">
          <div className="search-field">
            <label className="visually-hidden" htmlFor="library-search">
              {LIBRARY_TEXT.search.label}
            </label>
            <Icon name="search" size={18} />
            <input
              id="library-search"
              className="input"
              type="search"
              placeholder={LIBRARY_TEXT.search.placeholder}
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            {list.loading && list.items !== null && <span className="spinner spinner-sm search-spinner" aria-hidden="true" />}
          </div>
          {list.items !== null && (
            <p className="library-count muted">
              {list.total} {list.total === 1 ? 'image' : 'images'}
            </p>
          )}
        </div>
        {list.items === null ? (
          list.failed ? (
            <div className="list-empty">
              <Icon name="alert" size={26} />
              <p className="list-empty-title">{LIBRARY_TEXT.loadFailed}</p>
              <button type="button" className="button button-secondary button-sm" onClick={list.reload}>
                Try again
              </button>
            </div>
          ) : (
            <Loader label="Loading images…" />
          )
        ) : list.items.length === 0 ? (
          <div className="list-empty">
            <span className="list-empty-art" aria-hidden="true">
              <Icon name={list.searched ? 'search' : 'image'} size={26} />
            </span>
            <p className="list-empty-title">{list.searched ? `No images match “${list.searched}”.` : 'No images yet.'}</p>
            {!list.searched && <p className="library-empty-help">{LIBRARY_TEXT.empty}</p>}
          </div>
        ) : (
          <ul className="library-grid library-manage-grid" aria-label="Images" aria-busy={list.loading}>
            {list.items.map((image) => (
              <LibraryCard
                key={image.id}
                image={image}
                mayWrite={mayWrite}
                busy={busyId === image.id}
                refusedUses={refused?.id === image.id ? refused.usedIn : null}
                onSaved={(item) => {
                  list.replace(item)
                  setStatus({ tone: 'success', text: LIBRARY_TEXT.altSaved })
                }}
                onDelete={() => void remove(image)}
              />
            ))}
          </ul>
        )}
        {list.items !== null && list.total > 0 && <Pager noun="images" page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />}
      </section>

      {uploading && mayWrite && (
        <Dialog open title="Upload an image" description="It goes to the library, ready to use in posts, vlogs, pages and press." onClose={onUploadClose}>
          <div className="dialog-body">
            <LibraryUpload
              onCancel={onUploadClose}
              onUploaded={() => {
                onUploadClose()
                setStatus({ tone: 'success', text: LIBRARY_TEXT.uploaded })
                list.setSearch('')
                list.setPage(0)
                list.reload()
              }}
            />
          </div>
        </Dialog>
      )}
      {question}
    </>
  )
}

interface LibraryCardProps {
  image: LibraryImage
  mayWrite: boolean
  busy: boolean
  /** The places named by a refused delete of this image: drawn as the reason. */
  refusedUses: ImageUsage[] | null
  onSaved: (item: LibraryImage) => void
  onDelete: () => void
}

function LibraryCard({ image, mayWrite, busy, refusedUses, onSaved, onDelete }: LibraryCardProps) {
  const [editing, setEditing] = useState(false)
  const [alt, setAlt] = useState(image.alt)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const name = imageName(image)

  /** Focus goes back to Edit alt once the form is gone (after Save, Cancel or Escape). */
  const refocus = useRef(false)
  useEffect(() => {
    if (editing) input.current?.focus()
    else if (refocus.current) {
      refocus.current = false
      editButton.current?.focus()
    }
  }, [editing])

  function stopEditing() {
    refocus.current = true
    setEditing(false)
    setError(null)
    setAlt(image.alt)
  }

  async function save() {
    if (alt.trim() === image.alt) return stopEditing()
    setSaving(true)
    setError(null)
    try {
      const response = await libraryApi.setAlt(image.id, alt)
      if (!response.ok) return setError(errorMessage(response, LIBRARY_TEXT.altFailed))
      onSaved(response.data.item)
      refocus.current = true
      setEditing(false)
    } catch (err) {
      console.error('Saving alt text failed', err)
      setError(LIBRARY_TEXT.altFailed)
    } finally {
      setSaving(false)
    }
  }

  return (
    <li className={refusedUses ? 'library-item library-item-refused' : 'library-item'}>
      <a className="library-thumb" href={image.url} target="_blank" rel="noopener noreferrer" title="Open the full image in a new tab">
        <img src={image.thumb} alt={image.alt} loading="lazy" decoding="async" />
        <span className="library-format">{formatOf(image)}</span>
      </a>
      <div className="library-item-body">
        {editing ? (
          <form
            className="library-alt-form"
            onSubmit={(e) => {
              e.preventDefault()
              void save()
            }}
          >
            <label className="visually-hidden" htmlFor={`alt-${image.id}`}>
              Alt text of {image.filename || 'this image'}
            </label>
            <textarea
              ref={input}
              id={`alt-${image.id}`}
              className="input library-alt-input"
              rows={2}
              maxLength={LIBRARY_LIMITS.alt}
              value={alt}
              placeholder="Describe the image…"
              aria-describedby={`alt-hint-${image.id}`}
              onChange={(e) => setAlt(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault()
                  e.stopPropagation()
                  stopEditing()
                } else if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault()
                  void save()
                }
              }}
            />
            <p id={`alt-hint-${image.id}`} className="field-hint">
              {LIBRARY_TEXT.altEditHint}
            </p>
            {error && (
              <p className="field-error" role="alert">
                <Icon name="alert" size={15} />
                {error}
              </p>
            )}
            <div className="library-alt-actions">
              <button type="button" className="button button-ghost button-sm" onClick={stopEditing} disabled={saving}>
                Cancel
              </button>
              <button type="submit" className="button button-primary button-sm" disabled={saving}>
                {saving ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="check" size={16} />}
                Save
              </button>
            </div>
          </form>
        ) : (
          <p className={image.alt ? 'library-alt' : 'library-alt library-alt-missing'}>
            {image.alt || (
              <>
                <Icon name="alert" size={14} />
                {LIBRARY_TEXT.altMissing}
              </>
            )}
          </p>
        )}
        <p className="library-meta">
          <span>{dimensions(image)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatBytes(image.bytes)}</span>
        </p>
        <p className="library-meta" title={image.filename || undefined}>
          <Icon name="user" size={13} />
          <span className="library-meta-text">{image.uploaded_by?.name ?? 'Unknown uploader'}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={image.created_at}>{uploadDate(image.created_at)}</time>
        </p>
        <UsedIn usedIn={image.used_in} refused={refusedUses !== null} />
      </div>
      {mayWrite && !editing && (
        <div className="library-item-actions">
          <button
            ref={editButton}
            type="button"
            className="button button-ghost button-sm"
            onClick={() => {
              setAlt(image.alt)
              setEditing(true)
            }}
            disabled={busy}
          >
            <Icon name="edit" size={16} />
            {image.alt ? 'Edit alt' : 'Add alt'}
            <span className="visually-hidden"> text of {name}</span>
          </button>
          <button type="button" className="button button-ghost button-sm button-danger" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
            {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : <Icon name="trash" size={16} />}
            Delete
          </button>
        </div>
      )}
    </li>
  )
}

function UsedIn({ usedIn, refused }: { usedIn: ImageUsage[]; refused: boolean }) {
  if (usedIn.length === 0) return <p className="library-used library-unused">Not used anywhere</p>
  return (
    <div className={refused ? 'library-used library-used-refused' : 'library-used'}>
      <p className="library-used-title">{refused ? 'In use, so it cannot be deleted:' : `Used in ${usedIn.length === 1 ? '1 place' : `${usedIn.length} places`}`}</p>
      <ul className="library-uses">
        {usedIn.map((use) => (
          <li key={`${use.type}-${use.id}`}>
            <span className="badge badge-soft library-use-type">{usageLabel(use)}</span>
            {use.url ? (
              <a href={use.url} target="_blank" rel="noopener noreferrer" className="library-use-title">
                {use.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="library-use-title">{use.title}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
