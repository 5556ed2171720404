/**
 * The sections of the page being edited, in order (admin-area §4; issue 17): each a SectionCard.
 * Sections are duplicated (a copy with an id of its own, right after the original), moved (Move
 * buttons, Alt+Arrow keys, the drag handle's arrow keys, or dragged by the handle), removed after
 * asking, and re-typed (asking first when the new type cannot hold some filled values). Every change
 * is announced in the editor's live region; focus stays with the section that moved.
 */
import { useRef } from 'react'
import type { Section } from '../../../../shared/api/pages.ts'
import { useConfirm } from '../../components/ConfirmDialog.tsx'
import { blockOf, duplicateSection, retype, sectionLabel, type Catalogue } from './blockForm.ts'
import { insertAt, moveItem, removeAt, removeQuestion, replaceAt } from './pageForm.ts'
import { SectionCard } from './SectionCard.tsx'
import { keepFocus, useReorder, type MoveHow } from './useReorder.ts'

const NO_ERRORS: Record<string, string> = {}

interface SectionListProps {
  sections: Section[]
  onSections: (sections: Section[]) => void
  catalogue: Catalogue
  readOnly: boolean
  /** The accessible name of the list ("Sections of Home"). */
  label: string
  expanded: ReadonlySet<string>
  onToggle: (id: string) => void
  onOpen: (id: string) => void
  /** A refused save's messages: section id → field path → message. */
  errors: Record<string, Record<string, string>>
  /** The person changed this section: its messages go (the next save checks again). */
  onEdited: (id: string) => void
  onFocusSection: (id: string | null) => void
  announce: (message: string) => void
  /** Editors: copy a section to another page (issue 31). */
  onCopyTo?: (section: Section) => void
}

export function SectionList(props: SectionListProps) {
  const { sections, onSections, catalogue, readOnly, label, expanded, onToggle, onOpen, errors, onEdited, onFocusSection, announce } = props
  const list = useRef<HTMLOListElement>(null)
  const { confirm, dialog } = useConfirm()
  const nameOf = (section: Section) => sectionLabel(section, blockOf(catalogue, section.type))
  const focusIn = (id: string, selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"] ${selector}`)?.focus())

  function move(index: number, to: number, how: MoveHow | 'button') {
    if (to < 0 || to >= sections.length || to === index) return
    const section = sections[index]
    onSections(moveItem(sections, index, to))
    announce(`${nameOf(section)} moved to position ${to + 1} of ${sections.length}.`)
    if (how === 'button') {
      // The button pressed may now be disabled (top or bottom): then the other direction keeps focus.
      const edge = to === 0 ? 'down' : to === sections.length - 1 ? 'up' : to < index ? 'up' : 'down'
      focusIn(section.id, `[data-move="${edge}"]`)
    } else if (how === 'keyboard') keepFocus()
    else focusIn(section.id, '[data-handle]')
  }

  function duplicate(index: number) {
    const copy = duplicateSection(sections[index], sections)
    onSections(insertAt(sections, index + 1, copy))
    announce(`${nameOf(sections[index])} duplicated as section ${index + 2}.`)
    onOpen(copy.id)
    focusIn(copy.id, '.section-card-toggle')
  }

  async function remove(index: number) {
    const section = sections[index]
    if (!(await confirm({ title: removeQuestion(nameOf(section)), confirm: 'Remove section', icon: 'trash', danger: true }))) return
    onSections(removeAt(sections, index))
    announce(`${nameOf(section)} removed. Save Changes to take it off the page.`)
    const neighbour = sections[index + 1] ?? sections[index - 1]
    if (neighbour) focusIn(neighbour.id, '.section-card-toggle')
  }

  async function changeType(index: number, type: string) {
    const section = sections[index]
    const to = blockOf(catalogue, type)
    if (!to || type === section.type) return
    const { section: next, dropped } = retype(section, blockOf(catalogue, section.type), to)
    if (dropped.length > 0) {
      const yes = await confirm({
        title: `Change “${nameOf(section)}” to ${to.label}?`,
        description: `A ${to.label} block has no place for: ${dropped.join(', ')}. ${dropped.length === 1 ? 'It is' : 'They are'} dropped when you change the type (nothing is saved until Save Changes).`,
        confirm: `Change to ${to.label}`,
        danger: true,
      })
      // Declined: the select shows the section's type again (it is drawn from the section).
      if (!yes) return focusIn(section.id, '[data-path="type"]')
    }
    onSections(replaceAt(sections, index, next))
    onEdited(section.id)
    announce(`${nameOf(section)} is now a ${to.label} block.`)
  }

  const reorder = useReorder({ kind: 'section', count: sections.length, onMove: move })

  return (
    <>
      <ol
        ref={list}
        className="section-cards"
        aria-label={label}
        onFocus={(e) => onFocusSection((e.target as HTMLElement).closest<HTMLElement>('[data-section-id]')?.dataset.sectionId ?? null)}
      >
        {sections.map((section, index) => (
          <SectionCard
            key={section.id}
            section={section}
            entry={blockOf(catalogue, section.type)}
            catalogue={catalogue}
            index={index}
            count={sections.length}
            readOnly={readOnly}
            expanded={expanded.has(section.id)}
            errors={errors[section.id] ?? NO_ERRORS}
            drag={readOnly ? null : reorder(index)}
            onToggle={() => onToggle(section.id)}
            onChange={(next) => {
              onSections(replaceAt(sections, index, next))
              onEdited(section.id)
            }}
            onMove={(to, how) => move(index, to, how)}
            onRemove={() => void remove(index)}
            onDuplicate={() => duplicate(index)}
            onCopyTo={props.onCopyTo && (() => props.onCopyTo!(section))}
            onRetype={(type) => void changeType(index, type)}
            announce={announce}
          />
        ))}
      </ol>
      {dialog}
    </>
  )
}
