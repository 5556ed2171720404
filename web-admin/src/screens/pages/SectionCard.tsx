/**
 * One section of a page in the editor (admin-area §3 Section, §4 Page; issue 17): a header that opens
 * it, with the drag handle, visibility, duplicate, move and remove; inside, its block type and every
 * field its block declares, drawn by kind, then its entries. Hidden sections are drawn dimmed. A
 * section whose type the catalogue does not know is shown read-only with a note, never dropped.
 */
import { useId, type KeyboardEvent } from 'react'
import type { BlockCatalogueEntry, Section } from '../../../../shared/api/pages.ts'
import { Field } from '../../components/Field.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Notice } from '../../components/Notice.tsx'
import { EDITOR_NOTE_FIELD, fieldValue, sectionItems, sectionLabel, undeclaredValues, withField, withItems, withoutMetadata, type Catalogue, type FieldDescription } from './blockForm.ts'
import { BlockFields } from './BlockFields.tsx'
import { BlockGlyph } from './BlockGlyph.tsx'
import { EditorGlyph } from './EditorGlyph.tsx'
import { EditorNote } from './EditorNote.tsx'
import { ItemsEditor } from './ItemsEditor.tsx'
import { UndeclaredValues } from './UndeclaredValues.tsx'
import { altArrowStep, type MoveHow, type ReorderRow } from './useReorder.ts'

interface SectionCardProps {
  section: Section
  /** The section's block in the catalogue; undefined: a type the catalogue does not know. */
  entry: BlockCatalogueEntry | undefined
  catalogue: Catalogue
  index: number
  count: number
  readOnly: boolean
  expanded: boolean
  /** A refused save's messages for this section, by field path (`title`, `link`, `items.1.image`, `type`...). */
  errors: Record<string, string>
  drag: ReorderRow | null
  onToggle: () => void
  onChange: (section: Section) => void
  onMove: (to: number, how: MoveHow | 'button') => void
  onRemove: () => void
  onDuplicate: () => void
  /** Editors: "Copy to page…" (issue 31); absent when there is nowhere to copy to. */
  onCopyTo?: () => void
  /** The person chose another block type (the editor asks first if values would be dropped). */
  onRetype: (type: string) => void
  announce: (message: string) => void
}

export function SectionCard(props: SectionCardProps) {
  const { section, entry, catalogue, index, count, expanded, errors, drag, onToggle, onChange, onMove, onRemove, onDuplicate, onRetype, announce } = props
  // A synced section (issue 31) shows the library's saved section: its fields are not edited here (a
  // page save takes the library's copy); Detach makes it an ordinary block of this page.
  const synced = section.synced !== undefined
  const readOnly = props.readOnly
  const id = useId()
  const name = sectionLabel(section, entry)
  const bodyId = `${id}-body`
  const fields = (entry?.fields ?? []) as readonly FieldDescription[]
  const declared = new Set(fields.map((f) => f.name))
  const undeclared = entry ? undeclaredValues(section, entry) : []
  const strayItems = entry && !entry.items && sectionItems(section).length > 0
  const drawn = new Set(['type', ...fields.map((f) => f.name), ...undeclared.map(([key]) => key)])
  // Messages for what has no field of its own here (the id, the section as a whole) show at the top of the card.
  const general = Object.entries(errors).filter(([path]) => !drawn.has(path) && !path.startsWith('items'))
  const hasError = Object.keys(errors).length > 0
  const classes = ['section-card', section.visible ? '' : 'is-hidden', expanded ? 'is-open' : '', hasError ? 'has-error' : ''].filter(Boolean).join(' ')

  function headKeys(event: KeyboardEvent<HTMLElement>) {
    const step = altArrowStep(event)
    if (step === 0 || readOnly) return
    event.preventDefault()
    if (index + step >= 0 && index + step < count) onMove(index + step, 'keyboard')
  }

  return (
    <li className={classes} data-section-id={section.id} data-block-type={section.type} {...(drag?.row ?? {})}>
      <div className="section-card-head" onKeyDown={headKeys}>
        {drag && (
          <button type="button" className="drag-handle" data-handle="" aria-label={`Reorder ${name}`} title="Drag to move, or use the arrow keys" {...drag.handle}>
            <EditorGlyph name="grip" />
          </button>
        )}
        <button type="button" className="section-card-toggle" aria-expanded={expanded} aria-controls={bodyId} aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowUp Alt+ArrowDown'} onClick={onToggle}>
          <Icon name="chevronDown" size={18} className="section-card-chevron" />
          <span className="section-card-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="section-card-glyph" aria-hidden="true">
            <BlockGlyph name={entry?.icon ?? ''} size={18} />
          </span>
          <span className="section-card-text">
            <span className="section-card-name">
              <span className="visually-hidden">Section {index + 1}: </span>
              {name}
            </span>
            <span className="section-card-meta">
              <code className="section-card-id">{section.id}</code>
              <span className="section-card-type">{entry?.label ?? `Unknown: ${section.type}`}</span>
              {!section.visible && (
                <span className="section-card-hidden">
                  <Icon name="eyeOff" size={13} />
                  Hidden
                </span>
              )}
            </span>
          </span>
        </button>
        {!readOnly && (
          <span className="section-card-actions">
            <button
              type="button"
              className="icon-button icon-button-sm"
              aria-label={section.visible ? `Hide ${name}` : `Show ${name}`}
              title={section.visible ? 'Hide from visitors' : 'Show to visitors'}
              onClick={() => {
                onChange({ ...section, visible: !section.visible })
                announce(section.visible ? `${name} hidden: visitors will not see it once saved.` : `${name} shown again.`)
              }}
            >
              <Icon name={section.visible ? 'eye' : 'eyeOff'} size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm" aria-label={`Duplicate ${name}`} title="Duplicate" onClick={onDuplicate}>
              <EditorGlyph name="duplicate" />
            </button>
            <button type="button" className="icon-button icon-button-sm" data-move="up" aria-label={`Move ${name} up`} title="Move up (Alt+↑)" disabled={index === 0} onClick={() => onMove(index - 1, 'button')}>
              <Icon name="arrowUp" size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm" data-move="down" aria-label={`Move ${name} down`} title="Move down (Alt+↓)" disabled={index === count - 1} onClick={() => onMove(index + 1, 'button')}>
              <Icon name="arrowDown" size={17} />
            </button>
            <button type="button" className="icon-button icon-button-sm icon-button-danger" aria-label={`Remove ${name}`} title="Remove section" onClick={onRemove}>
              <Icon name="trash" size={17} />
            </button>
          </span>
        )}
      </div>

      <div id={bodyId} className="section-card-body" hidden={!expanded}>
        {!declared.has(EDITOR_NOTE_FIELD) && (
          <EditorNote text={fieldValue(section, EDITOR_NOTE_FIELD)} readOnly={readOnly} onRemove={() => onChange(withoutMetadata(section, EDITOR_NOTE_FIELD))} />
        )}
        {general.map(([path, message]) => (
          <p key={path} className="form-error" role="alert" data-path={path} tabIndex={-1}>
            <Icon name="alert" size={18} />
            {message}
          </p>
        ))}
        {synced && (
          <div className="synced-note" role="note">
            <Icon name="copy" size={18} />
            <span>This section is synced from the library of saved sections: every page that shows it changes with it. Detach it to edit it on this page only.</span>
            {!readOnly && (
              <button
                type="button"
                className="button button-secondary button-sm"
                onClick={() => {
                  const { synced: _from, ...own } = section
                  onChange(own)
                  announce(`${name} detached: it is an ordinary section of this page now.`)
                }}
              >
                Detach
              </button>
            )}
          </div>
        )}
        <div className="block-type-row">
          {!readOnly && props.onCopyTo && (
            <button type="button" className="link-button block-copy-to" onClick={props.onCopyTo} aria-haspopup="dialog">
              <Icon name="copy" size={15} />
              Copy to page…
            </button>
          )}
          <Field label="Type" error={errors.type} hint={entry?.description}>
            {(control) => (
              <select {...control} data-path="type" className="input select" value={section.type} disabled={readOnly || synced} onChange={(e) => onRetype(e.target.value)}>
                {!entry && <option value={section.type}>Unknown: {section.type}</option>}
                {catalogue.map((block) => (
                  <option key={block.type} value={block.type}>
                    {block.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        {entry ? (
          <>
            <BlockFields
              fields={fields}
              value={(field) => fieldValue(section, field)}
              onChange={(field, value) => onChange(withField(section, field, value))}
              onRemove={(field) => onChange(withoutMetadata(section, field))}
              readOnly={readOnly || synced}
              pathOf={(field) => field}
              errors={errors}
            />
            <UndeclaredValues
              values={[...undeclared, ...(strayItems ? [['items', `${sectionItems(section).length} entries`] as [string, string]] : [])]}
              errors={errors}
              pathOf={(key) => key}
              readOnly={readOnly}
              onRemove={(key) => onChange(withoutMetadata(section, key))}
            />
            {entry.items && (
              <ItemsEditor
                spec={entry.items}
                items={sectionItems(section)}
                readOnly={readOnly}
                sectionName={name}
                announce={announce}
                errors={errors}
                onChange={(items) => onChange(withItems(section, items))}
              />
            )}
          </>
        ) : (
          <UnknownBlock section={section} />
        )}
      </div>
    </li>
  )
}

/** A section of a type this catalogue does not have: its stored values, read-only, kept as they are. */
function UnknownBlock({ section }: { section: Section }) {
  const values: Array<[string, string]> = [
    ['title', section.title],
    ['content', section.content],
    ...Object.entries(section.metadata ?? {}).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : `${value?.length ?? 0} entries`]),
  ]
  return (
    <>
      <Notice tone="warning" role="note" title={`This section is of type “${section.type}”, which the block library does not have.`}>
        It is kept exactly as stored and cannot be edited here. Choose another type above to turn it into a block you can edit (its title and text are kept), or remove it.
      </Notice>
      <dl className="unknown-block">
        {values.map(([key, value]) => (
          <div key={key}>
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{value || <em>empty</em>}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
