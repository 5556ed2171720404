/**
 * "Add Section" (admin-area §4; issue 17): a dialog listing every block of the catalogue with its
 * icon, label, description and a small preview drawn from its declaration, searchable by name.
 * Choosing one places a copy of its defaults on the page. Text comes first and is marked as the
 * spec's plain section ("New Section"): Enter in the search box adds the first block listed, so
 * Add Section then Enter gives exactly what the spec's Add Section gives.
 */
import { useState, type FormEvent } from 'react'
import type { BlockCatalogueEntry } from '../../../../shared/api/pages.ts'
import { Dialog } from '../../components/Dialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { blockMatches, type Catalogue } from './blockForm.ts'
import { BlockGlyph } from './BlockGlyph.tsx'
import { BlockSketch } from './BlockSketch.tsx'

/** The spec's default section (admin-area §4): what the Text block's defaults are. */
export const SPEC_BLOCK = 'text'

interface BlockPickerProps {
  catalogue: Catalogue
  onPick: (entry: BlockCatalogueEntry) => void
  onClose: () => void
}

export function BlockPicker({ catalogue, onPick, onClose }: BlockPickerProps) {
  const [query, setQuery] = useState('')
  const shown = catalogue.filter((entry) => blockMatches(entry, query))

  function pickFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (shown[0]) onPick(shown[0])
  }

  return (
    <Dialog open size="wide" title="Add a section" description="Choose a block to place at the end of the page. You can move it, hide it or change its type afterwards." onClose={onClose}>
      <form className="block-picker-search" role="search" onSubmit={pickFirst}>
        <label className="visually-hidden" htmlFor="block-picker-query">
          Search blocks
        </label>
        <Icon name="search" size={18} />
        <input
          id="block-picker-query"
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Search blocks: hero, FAQ, carousel…"
          aria-describedby="block-picker-hint"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p id="block-picker-hint" className="block-picker-hint">
          {shown[0] ? (
            <>
              Enter adds <strong>{shown[0].label}</strong>.
            </>
          ) : (
            'No block matches.'
          )}
        </p>
      </form>
      <div className="dialog-body block-picker-body">
        <p className="visually-hidden" role="status" aria-live="polite">
          {query ? `${shown.length} ${shown.length === 1 ? 'block matches' : 'blocks match'}.` : ''}
        </p>
        {shown.length === 0 ? (
          <p className="block-picker-empty">No block matches “{query}”. Try another word, such as text, image or slides.</p>
        ) : (
          <ul className="block-picker-list" aria-label="Blocks">
            {shown.map((entry) => (
              <li key={entry.type}>
                <button type="button" className="block-option" data-block-type={entry.type} aria-label={entry.label} aria-describedby={`block-${entry.type}-description`} onClick={() => onPick(entry)}>
                  <BlockSketch entry={entry} />
                  <span className="block-option-text">
                    <span className="block-option-label">
                      <BlockGlyph name={entry.icon} size={18} />
                      {entry.label}
                      {entry.type === SPEC_BLOCK && <span className="block-option-badge">Plain section</span>}
                    </span>
                    <span id={`block-${entry.type}-description`} className="block-option-description">
                      {entry.description}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}
