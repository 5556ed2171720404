/**
 * A designed section's list of entries (carousel slides, cards, FAQ items, founders): each entry a
 * collapsible card with its string fields; entries can be added, removed (after asking) and moved.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { PAGE_LIMITS, type SectionItem } from '../../../../shared/api/pages.ts'
import { Icon } from '../../components/Icon.tsx'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { EDITOR_NOTE_FIELD, fieldLabel, HIDDEN_ITEM_FIELDS, itemName, moveItem, newItem, removeAt, replaceAt } from './pageForm.ts'
import { EditorNote } from './EditorNote.tsx'
import { TextField } from './TextField.tsx'

interface ItemsEditorProps {
  /** The metadata key of the list ("items"). */
  name: string
  items: SectionItem[]
  onChange: (items: SectionItem[]) => void
  readOnly: boolean
  /** Where the list is, for labels ("Founders"). */
  sectionName: string
  announce: (message: string) => void
  /** A refused save's messages by path inside the list (`1.image`; `` for the list itself). */
  errors?: Record<string, string>
}

let nextUid = 0
const uid = () => `item-${++nextUid}`

export function ItemsEditor({ name, items, onChange, readOnly, sectionName, announce, errors = {} }: ItemsEditorProps) {
  const headingId = useId()
  // Stable keys for the entries (they have no ids of their own), moved along with them.
  const [uids, setUids] = useState(() => items.map(uid))
  const keys = uids.length === items.length ? uids : items.map((_, i) => uids[i] ?? `pending-${i}`)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const list = useRef<HTMLOListElement>(null)
  const noun = name === 'items' ? 'entry' : fieldLabel(name).toLowerCase().replace(/s$/, '')
  const title = name === 'items' ? 'Entries' : fieldLabel(name)
  const { confirm, dialog } = useConfirm()

  // A refused save opens the entries it names, so their messages can be seen and focused.
  const refusedEntries = Object.keys(errors)
    .map((path) => Number(path.split('.')[0]))
    .filter((index) => Number.isInteger(index) && keys[index])
  const refusedKey = refusedEntries.join(',')
  useEffect(() => {
    if (refusedEntries.length) setOpen((current) => new Set([...current, ...refusedEntries.map((index) => keys[index])]))
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
    onChange([...items, newItem(items)])
    setUids([...keys, key])
    setOpen((current) => new Set(current).add(key))
    announce(`New ${noun} added at position ${items.length + 1}.`)
    focusLater(`[data-item="${key}"] .input`)
  }

  async function remove(index: number) {
    if (!(await confirm({ title: `Remove “${itemName(items[index], index)}” from ${sectionName}?`, description: 'It leaves the page when you save.', confirm: 'Remove', icon: 'trash', danger: true }))) return
    onChange(removeAt(items, index))
    setUids(removeAt(keys, index))
    announce(`${itemName(items[index], index)} removed.`)
    const neighbour = keys[index + 1] ?? keys[index - 1]
    if (neighbour) focusLater(`[data-item="${neighbour}"] .item-card-toggle`)
  }

  function move(index: number, to: number) {
    onChange(moveItem(items, index, to))
    setUids(moveItem(keys, index, to))
    announce(`${itemName(items[index], index)} moved to position ${to + 1} of ${items.length}.`)
    const key = keys[index]
    const edge = to === 0 ? 'down' : to === items.length - 1 ? 'up' : to < index ? 'up' : 'down'
    focusLater(`[data-item="${key}"] [data-move="${edge}"]`)
  }

  return (
    <div className="items-editor" role="group" aria-labelledby={headingId}>
      <div className="items-editor-head">
        <h3 id={headingId} className="items-editor-title">
          {title} <span className="items-editor-count">{items.length}</span>
        </h3>
        {!readOnly && (
          <button type="button" className="button button-ghost button-sm" onClick={add} disabled={items.length >= PAGE_LIMITS.items}>
            <Icon name="plus" size={16} />
            Add {noun}
          </button>
        )}
      </div>
      {errors[''] && (
        <p className="field-error" role="alert">
          <Icon name="alert" size={15} />
          {errors['']}
        </p>
      )}
      {items.length === 0 ? (
        <p className="items-editor-empty">No {noun === 'entry' ? 'entries' : `${noun}s`} yet.</p>
      ) : (
        <ol ref={list} className="item-cards">
          {items.map((item, index) => {
            const key = keys[index]
            const expanded = open.has(key)
            const label = itemName(item, index)
            const bodyId = `${headingId}-${key}`
            return (
              <li key={key} className="item-card" data-item={key}>
                <div className="item-card-head">
                  <button type="button" className="item-card-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => toggle(key)}>
                    <Icon name="chevronDown" size={16} className="item-card-chevron" />
                    <span className="item-card-number">{index + 1}</span>
                    <span className="item-card-name">{label}</span>
                  </button>
                  {!readOnly && (
                    <span className="item-card-actions">
                      <button type="button" className="icon-button icon-button-sm" data-move="up" aria-label={`Move ${label} up`} title="Move up" disabled={index === 0} onClick={() => move(index, index - 1)}>
                        <Icon name="arrowUp" size={16} />
                      </button>
                      <button type="button" className="icon-button icon-button-sm" data-move="down" aria-label={`Move ${label} down`} title="Move down" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                        <Icon name="arrowDown" size={16} />
                      </button>
                      <button type="button" className="icon-button icon-button-sm icon-button-danger" aria-label={`Remove ${label}`} title="Remove" onClick={() => void remove(index)}>
                        <Icon name="trash" size={16} />
                      </button>
                    </span>
                  )}
                </div>
                <div id={bodyId} className="item-card-body" hidden={!expanded}>
                  <EditorNote
                    text={item[EDITOR_NOTE_FIELD] ?? ''}
                    readOnly={readOnly}
                    onRemove={() => onChange(replaceAt(items, index, Object.fromEntries(Object.entries(item).filter(([k]) => k !== EDITOR_NOTE_FIELD))))}
                  />
                  {Object.keys(item).filter((field) => !HIDDEN_ITEM_FIELDS.includes(field)).map((field) => (
                    <TextField
                      key={field}
                      name={field}
                      value={item[field]}
                      context={`${label}`}
                      readOnly={readOnly}
                      maxLength={PAGE_LIMITS.itemField}
                      error={errors[`${index}.${field}`]}
                      path={`metadata.${name}.${index}.${field}`}
                      onChange={(value) => onChange(replaceAt(items, index, { ...item, [field]: value }))}
                    />
                  ))}
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
