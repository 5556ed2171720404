/**
 * Choose an image from the media library (issue 18), the dialog every image field opens: search,
 * pages of 24 thumbnails, each with its alt text or file name and its size; pick one and "Use this
 * image" (a double click does it at once), or upload a new one with its alt text, which is used at
 * once. What is picked carries its alt text, so the field can fill its description.
 * Drawn in a portal: image fields live inside other forms and dialogs.
 */
import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { LibraryImage } from '../../../../shared/api/media-library.ts'
import { Pager } from '../../collections/Pager.tsx'
import { Dialog } from '../Dialog.tsx'
import { Icon } from '../Icon.tsx'
import { Loader } from '../Loader.tsx'
import { dimensions, formatBytes, LIBRARY_TEXT } from './library.ts'
import { LibraryUpload } from './LibraryUpload.tsx'
import { useLibrary } from './useLibrary.ts'
import './library.css'

/** What a field receives: the image's address and its alt text ('' when it has none). */
export interface PickedImage {
  id: number | null
  url: string
  alt: string
}

interface LibraryPickerProps {
  onPick: (image: PickedImage) => void
  onClose: () => void
  /** The alt text a new upload starts with (the description the field already has). */
  initialAlt?: string
  /** Where focus goes when the dialog closes. */
  returnFocus?: () => void
}

export function LibraryPicker({ onPick, onClose, initialAlt, returnFocus }: LibraryPickerProps) {
  const list = useLibrary()
  const [selected, setSelected] = useState<LibraryImage | null>(null)
  const [view, setView] = useState<'grid' | 'upload'>('grid')

  const pick = (image: LibraryImage | PickedImage) => onPick({ id: image.id, url: image.url, alt: image.alt })

  const body =
    view === 'upload' ? (
      <div className="dialog-body library-picker-body">
        <LibraryUpload initialAlt={initialAlt} onUploaded={pick} onCancel={() => setView('grid')} cancelText="Back to the library" />
      </div>
    ) : (
      <div className="dialog-body library-picker-body">
        <div className="library-toolbar">
          <div className="search-field">
            <label className="visually-hidden" htmlFor="library-picker-search">
              {LIBRARY_TEXT.search.label}
            </label>
            <Icon name="search" size={18} />
            <input
              id="library-picker-search"
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
          <button type="button" className="button button-secondary" onClick={() => setView('upload')}>
            <Icon name="upload" size={18} />
            Upload new
          </button>
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
            {!list.searched && (
              <button type="button" className="button button-primary" onClick={() => setView('upload')}>
                <Icon name="upload" size={18} />
                Upload the first one
              </button>
            )}
          </div>
        ) : (
          <ul className="library-grid library-pick-grid" aria-label="Images in the library" aria-busy={list.loading}>
            {list.items.map((image) => {
              const chosen = selected?.id === image.id
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    className="library-pick"
                    aria-pressed={chosen}
                    onClick={() => setSelected(chosen ? null : image)}
                    onDoubleClick={() => pick(image)}
                    title={image.filename || undefined}
                  >
                    <span className="library-thumb">
                      <img src={image.thumb} alt="" loading="lazy" decoding="async" />
                      {chosen && (
                        <span className="library-pick-check" aria-hidden="true">
                          <Icon name="check" size={16} />
                        </span>
                      )}
                    </span>
                    <span className="library-pick-text">
                      <span className={image.alt ? 'library-pick-alt' : 'library-pick-alt library-alt-missing'}>{image.alt || image.filename || LIBRARY_TEXT.altMissing}</span>
                      <span className="library-pick-meta">
                        {dimensions(image)} · {formatBytes(image.bytes)}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {list.items !== null && list.total > list.pageSize && <Pager noun="images" page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} />}
      </div>
    )

  // React events bubble through a portal to the field's own handlers (its drop zone, a block card's
  // clicks, a form's keys): they stop here, at the picker's edge.
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation()
  return createPortal(
    <div className="library-picker-root" onClick={stop} onKeyDown={stop} onPointerDown={stop} onDragEnter={stop} onDragOver={stop} onDragLeave={stop} onDrop={stop} onSubmit={stop}>
    <Dialog open size="wide" title="Choose an image" description="Pick one from the media library, or upload a new one." onClose={onClose} returnFocus={returnFocus}>
      <div className="dialog-form library-picker">
        {body}
        {view === 'grid' && (
          <div className="dialog-footer library-picker-footer">
            <p className="library-picker-selected" aria-live="polite">
              {selected ? (
                <>
                  <span className="library-picker-selected-name">{selected.alt || selected.filename || 'Image'}</span>
                  <span className="muted">
                    {dimensions(selected)} · {formatBytes(selected.bytes)}
                    {!selected.alt && ' · no alt text yet'}
                  </span>
                </>
              ) : (
                <span className="muted">Select an image (double-click uses it at once).</span>
              )}
            </p>
            <button type="button" className="button button-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button-primary" disabled={!selected} onClick={() => selected && pick(selected)}>
              <Icon name="check" size={18} />
              Use this image
            </button>
          </div>
        )}
      </div>
    </Dialog>
    </div>,
    document.body,
  )
}
