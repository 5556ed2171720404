/**
 * Reordering a list by drag (HTML5 drag and drop from a handle) and by keyboard (the arrow keys on
 * the handle, Alt+Arrow keys elsewhere in the row), for the sections of a page and the entries of a
 * section. Each list keeps its own drag: a drag that started in another list (a section dragged over
 * a section's entries) passes through untouched. No library: the native events do what is needed
 * with a mouse or pen; touch and keyboard users have the handle's keys and the Move buttons.
 */
import { useState, type DragEvent, type KeyboardEvent } from 'react'

export type MoveHow = 'drag' | 'keyboard'

interface ReorderOptions {
  /** Names the list's drags (`section`, `item`): a drag carries it so other lists ignore it. */
  kind: string
  count: number
  onMove: (from: number, to: number, how: MoveHow) => void
}

export interface ReorderRow {
  /** On the row (li): where a dragged row would land, and the drop. */
  row: {
    onDragOver: (event: DragEvent<HTMLElement>) => void
    onDrop: (event: DragEvent<HTMLElement>) => void
    'data-drop'?: 'before' | 'after'
    'data-dragging'?: ''
  }
  /** On the handle: starts a drag; arrow keys move the row. */
  handle: {
    draggable: true
    onDragStart: (event: DragEvent<HTMLElement>) => void
    onDragEnd: () => void
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    'aria-keyshortcuts': string
  }
}

/** The row's new index when it is dropped in `slot` (0 = before the first row, count = after the last). */
export const dropIndex = (from: number, slot: number) => (slot > from ? slot - 1 : slot)

/** Alt+ArrowUp / Alt+ArrowDown: the step they ask for (-1, 1), else 0. */
export function altArrowStep(event: KeyboardEvent<HTMLElement>): -1 | 0 | 1 {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0
  return event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0
}

/** The focused control moves with its row; a browser may drop focus when the row's node moves, so it is put back. */
export function keepFocus() {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
  requestAnimationFrame(() => {
    if (focused?.isConnected && document.activeElement !== focused) focused.focus()
  })
}

export function useReorder({ kind, count, onMove }: ReorderOptions): (index: number) => ReorderRow {
  const [from, setFrom] = useState<number | null>(null)
  const [slot, setSlot] = useState<number | null>(null)

  const end = () => {
    setFrom(null)
    setSlot(null)
  }

  const step = (index: number, by: number) => {
    const to = index + by
    if (to >= 0 && to < count) onMove(index, to, 'keyboard')
  }

  return (index) => {
    // No mark where the row would not move (just above or below itself).
    const moves = from !== null && slot !== null && dropIndex(from, slot) !== from
    const mark = moves && slot === index ? 'before' : moves && index === count - 1 && slot === count ? 'after' : undefined
    return {
      row: {
        onDragOver: (event) => {
          if (from === null) return
          event.preventDefault()
          event.stopPropagation()
          event.dataTransfer.dropEffect = 'move'
          const box = event.currentTarget.getBoundingClientRect()
          const next = event.clientY > box.top + box.height / 2 ? index + 1 : index
          if (next !== slot) setSlot(next)
        },
        onDrop: (event) => {
          if (from === null) return
          event.preventDefault()
          event.stopPropagation()
          const target = slot ?? index
          const to = dropIndex(from, target)
          end()
          if (to !== from) onMove(from, to, 'drag')
        },
        ...(mark ? { 'data-drop': mark } : {}),
        ...(from === index ? { 'data-dragging': '' as const } : {}),
      },
      handle: {
        draggable: true,
        onDragStart: (event) => {
          event.stopPropagation()
          event.dataTransfer.effectAllowed = 'move'
          // Firefox starts a drag only with data. Which list owns the drag is this hook's state (`from`).
          event.dataTransfer.setData(`application/x-yerth-${kind}`, String(index))
          const row = event.currentTarget.closest('li')
          if (row) {
            const box = row.getBoundingClientRect()
            event.dataTransfer.setDragImage(row, event.clientX - box.left, event.clientY - box.top)
          }
          setFrom(index)
          setSlot(null)
        },
        onDragEnd: end,
        onKeyDown: (event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return
          const by = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0
          if (by === 0) return
          event.preventDefault()
          event.stopPropagation()
          step(index, by)
        },
        'aria-keyshortcuts': 'ArrowUp ArrowDown',
      },
    }
  }
}
