/**
 * Two snapshots side by side, as the History panel and the conflict dialog show them: one card per
 * changed field (its label, the older text with removed words struck through on the left, the newer
 * with added words marked on the right; images as pictures), and for pages the block list (added,
 * removed, moved and edited sections, with what changed inside). Colour is never the only sign:
 * removed and added text are <del> and <ins>, and every row says what happened in words.
 */
import type { Snapshot } from '../../api/revisions.ts'
import { Icon } from '../Icon.tsx'
import { afterSide, beforeSide, blockDiffSummary, fieldChanges, pageChanged, pageDiff, type BlockRow, type Differ, type FieldChange, type Segment } from './diffModel.ts'

interface Sides {
  /** "This version (Jan 3, 10:02)", "Saved by Ada". */
  beforeLabel: string
  /** "Now", "Yours (not saved)". */
  afterLabel: string
}

function Words({ segments, empty }: { segments: Segment[]; empty: boolean }) {
  if (empty) return <span className="diff-empty">Empty</span>
  return (
    <>
      {segments.map((s, i) =>
        s.kind === 'added' ? (
          <ins key={i} className="diff-added">
            {s.text}
          </ins>
        ) : s.kind === 'removed' ? (
          <del key={i} className="diff-removed">
            {s.text}
          </del>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  )
}

function Picture({ src }: { src: string }) {
  if (!src) return <span className="diff-empty">No image</span>
  return (
    <span className="diff-image">
      <img src={src} alt="" loading="lazy" />
      <span className="diff-image-src">{src}</span>
    </span>
  )
}

function FieldCard({ change, beforeLabel, afterLabel }: { change: FieldChange } & Sides) {
  const long = change.kind === 'html' || change.before.length + change.after.length > 160 || /\n/.test(change.before + change.after)
  return (
    <section className={long ? 'diff-field diff-field-long' : 'diff-field'} aria-label={change.label}>
      <h4 className="diff-field-label">{change.label}</h4>
      <div className="diff-columns">
        <div className="diff-side diff-before">
          <span className="diff-side-label">{beforeLabel}</span>
          <div className="diff-text">{change.images ? <Picture src={change.images.before} /> : <Words segments={beforeSide(change.segments)} empty={!change.before} />}</div>
        </div>
        <div className="diff-side diff-after">
          <span className="diff-side-label">{afterLabel}</span>
          <div className="diff-text">{change.images ? <Picture src={change.images.after} /> : <Words segments={afterSide(change.segments)} empty={!change.after} />}</div>
        </div>
      </div>
    </section>
  )
}

export function FieldDiffList({ changes, beforeLabel, afterLabel }: { changes: FieldChange[] } & Sides) {
  return (
    <div className="diff-fields">
      {changes.map((change) => (
        <FieldCard key={change.key} change={change} beforeLabel={beforeLabel} afterLabel={afterLabel} />
      ))}
    </div>
  )
}

function rowState(row: BlockRow): { text: string; tone: string; icon: 'plus' | 'trash' | 'edit' | 'arrowDown' | 'check' } {
  if (row.state === 'added') return { text: 'Added', tone: 'added', icon: 'plus' }
  if (row.state === 'removed') return { text: 'Removed', tone: 'removed', icon: 'trash' }
  if (row.changes.length > 0) return { text: 'Edited', tone: 'edited', icon: 'edit' }
  if (row.moved) return { text: 'Moved', tone: 'moved', icon: 'arrowDown' }
  return { text: 'Unchanged', tone: 'same', icon: 'check' }
}

function BlockRowView({ row, beforeLabel, afterLabel }: { row: BlockRow } & Sides) {
  const state = rowState(row)
  return (
    <li className={`diff-block diff-block-${state.tone}`}>
      <div className="diff-block-head">
        <span className={`diff-block-state diff-state-${state.tone}`}>
          <Icon name={state.icon} size={14} />
          {state.text}
        </span>
        <span className="diff-block-name">
          <span className="diff-block-label">{row.label}</span>
          <span className="diff-block-type">
            {row.blockLabel}
            {row.hidden && ' · hidden'}
          </span>
        </span>
        <span className="diff-block-where">
          {row.state === 'added' && `At position ${row.to}`}
          {row.state === 'removed' && `Was at position ${row.from}`}
          {row.moved && `Moved from position ${row.from} to ${row.to}`}
        </span>
      </div>
      {row.changes.length > 0 && <FieldDiffList changes={row.changes} beforeLabel={beforeLabel} afterLabel={afterLabel} />}
    </li>
  )
}

/** A page's blocks: the changed rows in reading order, the unchanged ones counted in one line. */
export function BlockDiffList({ rows, beforeLabel, afterLabel }: { rows: BlockRow[] } & Sides) {
  const changed = rows.filter((r) => r.state !== 'kept' || r.moved || r.changes.length > 0)
  const same = rows.length - changed.length
  if (changed.length === 0) return null
  return (
    <section className="diff-blocks" aria-label="Sections">
      <h4 className="diff-group-title">
        Sections <span className="diff-group-summary">{blockDiffSummary(rows).replace(/^Sections?: /, '')}</span>
      </h4>
      <ul className="diff-block-list">
        {changed.map((row) => (
          <BlockRowView key={`${row.state}:${row.id}`} row={row} beforeLabel={beforeLabel} afterLabel={afterLabel} />
        ))}
      </ul>
      {same > 0 && (
        <p className="diff-unchanged">
          {same} other {same === 1 ? 'section is' : 'sections are'} the same.
        </p>
      )}
    </section>
  )
}

/** Everything that differs between two snapshots of one item, or a line saying nothing does. */
export function SnapshotDiff({ differ, before, after, beforeLabel, afterLabel }: { differ: Differ; before: Snapshot; after: Snapshot } & Sides) {
  if (differ.kind === 'page') {
    const diff = pageDiff(before, after, differ.catalogue)
    const blocks = diff.blocks
    if (!pageChanged(diff)) return <NoDifference />
    return (
      <div className="diff">
        {diff.broken && <p className="diff-note">The sections of one side could not be read; they are compared as an empty list.</p>}
        {diff.fields.length > 0 && (
          <section aria-label="Page settings">
            <h4 className="diff-group-title">Page settings</h4>
            <FieldDiffList changes={diff.fields} beforeLabel={beforeLabel} afterLabel={afterLabel} />
          </section>
        )}
        <BlockDiffList rows={blocks} beforeLabel={beforeLabel} afterLabel={afterLabel} />
      </div>
    )
  }
  const changes = fieldChanges(differ.fields, before, after)
  if (changes.length === 0) return <NoDifference />
  return (
    <div className="diff">
      <FieldDiffList changes={changes} beforeLabel={beforeLabel} afterLabel={afterLabel} />
    </div>
  )
}

function NoDifference() {
  return (
    <p className="diff-none">
      <Icon name="check" size={18} />
      No differences: the two versions have the same content.
    </p>
  )
}
