/**
 * A block's repeated entries (slides, cards, questions, founders) as its declaration describes them:
 * each entry a collapsible card with the declared fields; entries can be added and duplicated (up to
 * the block's maximum), moved (buttons, Alt+Arrow keys, or dragged by the handle) and removed after
 * asking (down to the block's minimum). Moves are announced for screen readers.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { PAGE_LIMITS, type SectionItem } from '../../../../shared/api/pages.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { Icon } from '../../components/Icon.tsx'
import { EDITOR_NOTE_FIELD, itemLabel, newItemOf, type FieldDescription, type ItemsDescription } from './blockForm.ts'
import { BlockFields } from './BlockFields.tsx'
import { EditorGlyph } from './EditorGlyph.tsx'
import { EditorNote } from './EditorNote.tsx'
import { insertAt, moveItem, removeAt, replaceAt } from './pageForm.ts'
import { fieldPath } from './pageRefusal.ts'
import { UndeclaredValues } from './UndeclaredValues.tsx'
import { altArrowStep, keepFocus, useReorder, type MoveHow } from './useReorder.ts'

interface ItemsEditorProps {
  spec: ItemsDescription
  items: SectionItem[]
  onChange: (items: SectionItem[]) => void
  readOnly: boolean
  /** Where the list is, for labels ("Founders of Our team"). */
  sectionName: string
  announce: (message: string) => void
  /** The section's messages from a refused save (`items` for the list, `items.<i>.<field>` for an entry's field). */
  errors: Record<string, string>
}

let nextUid = 0
const uid = () => `entry-${++nextUid}`

export function ItemsEditor({ spec, items, onChange, readOnly, sectionName, announce, errors }: ItemsEditorProps) {
  const headingId = useId()
  // Stable keys for the entries (they have no ids of their own), moved along with them.
  const [uids, setUids] = useState(() => items.map(uid))
  const keys = uids.length === items.length ? uids : items.map((_, i) => uids[i] ?? `pending-${i}`)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const list = useRef<HTMLOListElement>(null)
  const noun = spec.label.toLowerCase()
  const plural = `${spec.label}s`
  const max = Math.min(spec.max ?? PAGE_LIMITS.items, PAGE_LIMITS.items)
  const min = spec.min ?? 0
  const fields = spec.fields as readonly FieldDescription[]
  const declared = new Set(fields.map((f) => f.name))
  const { confirm, dialog } = useConfirm()

  // A refused save opens the entries it names, so their messages can be seen and focused.
  const refused = Object.keys(errors)
    .map((path) => /^items\.(\d+)\./.exec(path)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number)
    .filter((i) => keys[i])
  const refusedKey = refused.join(',')
  useEffect(() => {
    if (refused.length) setOpen((current) => new Set([...current, ...refused.map((i) => keys[i])]))
    // Only when the refused entries change.
  }, [refusedKey])

  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus())

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }

  function add() {
    const key = uid()
    onChange([...items, newItemOf(spec, items)])
    setUids([...keys, key])
    setOpen((current) => new Set(current).add(key))
    announce(`New ${noun} added at position ${items.length + 1}.`)
    focusLater(`[data-item="${key}"] .item-card-body .input`)
  }

  function duplicate(index: number) {
    const key = uid()
    onChange(insertAt(items, index + 1, { ...items[index] }))
    setUids(insertAt(keys, index + 1, key))
    setOpen((current) => new Set(current).add(key))
    announce(`${itemLabel(items[index], index, spec)} duplicated at position ${index + 2}.`)
    focusLater(`[data-item="${key}"] .item-card-toggle`)
  }

  async function remove(index: number) {
    const name = itemLabel(items[index], index, spec)
    if (!(await confirm({ title: `Remove “${name}” from ${sectionName}?`, description: 'It leaves the page when you save.', confirm: 'Remove', icon: 'trash', danger: true }))) return
    onChange(removeAt(items, index))
    setUids(removeAt(keys, index))
    announce(`${name} removed.`)
    const neighbour = keys[index + 1] ?? keys[index - 1]
    if (neighbour) focusLater(`[data-item="${neighbour}"] .item-card-toggle`)
  }

  function move(index: number, to: number, how: MoveHow | 'button') {
    if (to < 0 || to >= items.length || to === index) return
    onChange(moveItem(items, index, to))
    setUids(moveItem(keys, index, to))
    announce(`${itemLabel(items[index], index, spec)} moved to position ${to + 1} of ${items.length}.`)
    const key = keys[index]
    // Focus stays with the moved entry: on the control that moved it (a Move button at the edge is disabled: the other one).
    const edge = to === 0 ? 'down' : to === items.length - 1 ? 'up' : to < index ? 'up' : 'down'
    if (how === 'button') focusLater(`[data-item="${key}"] [data-move="${edge}"]`)
    else if (how === 'keyboard') keepFocus()
    else focusLater(`[data-item="${key}"] [data-handle]`)
  }

  const reorder = useReorder({ kind: 'item', count: items.length, onMove: (from, to, how) => move(from, to, how) })

  function headKeys(event: KeyboardEvent<HTMLElement>, index: number) {
    const step = altArrowStep(event)
    if (step === 0) return
    event.preventDefault()
    event.stopPropagation()
    move(index, index + step, 'keyboard')
  }

  return (
    <div className="items-editor" role="group" aria-labelledby={headingId}>
      <div className="items-editor-head">
        <h3 id={headingId} className="items-editor-title">
          {plural} <span className="items-editor-count">{items.length}</span>
        </h3>
        {!readOnly && (
          <button type="button" className="button button-ghost button-sm" onClick={add} disabled={items.length >= max} title={items.length >= max ? `At most ${max} ${plural.toLowerCase()}` : undefined}>
            <Icon name="plus" size={16} />
            Add {noun}
          </button>
        )}
      </div>
      {errors.items && (
        <p className="field-error" role="alert" data-path="items" tabIndex={-1}>
          <Icon name="alert" size={15} />
          {errors.items}
        </p>
      )}
      {items.length === 0 ? (
        <p className="items-editor-empty">No {plural.toLowerCase()} yet.</p>
      ) : (
        <ol ref={list} className="item-cards">
          {items.map((item, index) => {
            const key = keys[index]
            const expanded = open.has(key)
            const label = itemLabel(item, index, spec)
            const bodyId = `${headingId}-${key}`
            const drag = reorder(index)
            const invalid = Object.keys(errors).some((path) => path.startsWith(`items.${index}.`))
            return (
              <li key={key} className={invalid ? 'item-card has-error' : 'item-card'} data-item={key} {...(readOnly ? {} : drag.row)}>
                <div className="item-card-head" onKeyDown={readOnly ? undefined : (e) => headKeys(e, index)}>
                  {!readOnly && (
                    <button type="button" className="drag-handle" data-handle="" aria-label={`Reorder ${label}`} title="Drag to move, or use the arrow keys" {...drag.handle}>
                      <EditorGlyph name="grip" size={16} />
                    </button>
                  )}
                  <button type="button" className="item-card-toggle" aria-expanded={expanded} aria-controls={bodyId} aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowUp Alt+ArrowDown'} onClick={() => toggle(key)}>
                    <Icon name="chevronDown" size={16} className="item-card-chevron" />
                    <span className="item-card-number">{index + 1}</span>
                    <span className="item-card-name">{label}</span>
                  </button>
                  {!readOnly && (
                    <span className="item-card-actions">
                      <button type="button" className="icon-button icon-button-sm" aria-label={`Duplicate ${label}`} title="Duplicate" disabled={items.length >= max} onClick={() => duplicate(index)}>
                        <EditorGlyph name="duplicate" size={16} />
                      </button>
                      <button type="button" className="icon-button icon-button-sm" data-move="up" aria-label={`Move ${label} up`} title="Move up (Alt+↑)" disabled={index === 0} onClick={() => move(index, index - 1, 'button')}>
                        <Icon name="arrowUp" size={16} />
                      </button>
                      <button type="button" className="icon-button icon-button-sm" data-move="down" aria-label={`Move ${label} down`} title="Move down (Alt+↓)" disabled={index === items.length - 1} onClick={() => move(index, index + 1, 'button')}>
                        <Icon name="arrowDown" size={16} />
                      </button>
                      <button
                        type="button"
                        className="icon-button icon-button-sm icon-button-danger"
                        aria-label={`Remove ${label}`}
                        title={items.length <= min ? `This block needs at least ${min} ${min === 1 ? noun : plural.toLowerCase()}` : 'Remove'}
                        disabled={items.length <= min}
                        onClick={() => void remove(index)}
                      >
                        <Icon name="trash" size={16} />
                      </button>
                    </span>
                  )}
                </div>
                <div id={bodyId} className="item-card-body" hidden={!expanded}>
                  {!declared.has(EDITOR_NOTE_FIELD) && (
                    <EditorNote text={item[EDITOR_NOTE_FIELD] ?? ''} readOnly={readOnly} onRemove={() => onChange(replaceAt(items, index, without(item, EDITOR_NOTE_FIELD)))} />
                  )}
                  <BlockFields
                    fields={fields}
                    value={(name) => item[name] ?? ''}
                    onChange={(name, value) => onChange(replaceAt(items, index, { ...item, [name]: value }))}
                    onRemove={(name) => onChange(replaceAt(items, index, without(item, name)))}
                    readOnly={readOnly}
                    pathOf={(name) => fieldPath(name, index)}
                    errors={errors}
                    context={label}
                  />
                  <UndeclaredValues
                    values={Object.entries(item).filter(([name]) => !declared.has(name) && name !== EDITOR_NOTE_FIELD)}
                    errors={errors}
                    pathOf={(name) => fieldPath(name, index)}
                    readOnly={readOnly}
                    onRemove={(name) => onChange(replaceAt(items, index, without(item, name)))}
                  />
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {dialog}
    </div>
  )
}

function without(item: SectionItem, name: string): SectionItem {
  const next = { ...item }
  delete next[name]
  return next
}
