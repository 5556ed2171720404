/**
 * Horizontal swipe on an element, by touch, pen or mouse drag (pointer events, no library).
 *
 *   const swipe = useSwipe({ onNext: next, onPrev: prev, onDrag: (dx) => ... })
 *   <div {...swipe} style={{ touchAction: 'pan-y' }}>...</div>
 *
 * A release more than `threshold` px (public-site §9: 50) from where the pointer went down, and
 * more sideways than up or down, is a swipe: to the left = next, to the right = previous.
 * `onDrag(dx)` follows the pointer while it moves (dx = 0 when it is released or cancelled), so
 * the caller can let the content follow the finger. Give the element `touch-action: pan-y` so
 * vertical scrolling still belongs to the page. Mouse presses do not start a text selection or an
 * image drag inside the element; clicks on buttons and links inside it still work.
 */
import { useRef, type MouseEvent, type PointerEvent } from 'react'

/** public-site §9: swipe threshold. */
export const SWIPE_THRESHOLD = 50

export interface SwipeOptions {
  onNext: () => void
  onPrev: () => void
  onDrag?: (dx: number) => void
  threshold?: number
}

export interface SwipeHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void
  onPointerMove: (e: PointerEvent<HTMLElement>) => void
  onPointerUp: (e: PointerEvent<HTMLElement>) => void
  onPointerCancel: (e: PointerEvent<HTMLElement>) => void
  onClickCapture: (e: MouseEvent<HTMLElement>) => void
}

/** Pixels a pointer moves sideways before the element takes the pointer (and the drag shows). */
const DRAG_START = 8

export function useSwipe({ onNext, onPrev, onDrag, threshold = SWIPE_THRESHOLD }: SwipeOptions): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number; dragging: boolean } | null>(null)
  /** A drag just ended: the click it produces is not a click on a link or button in the content. */
  const dragged = useRef(false)

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current
    if (!s || s.id !== e.pointerId) return
    start.current = null
    dragged.current = s.dragging
    if (s.dragging) onDrag?.(0)
    if (cancelled) return
    const dx = e.clientX - s.x
    const dy = e.clientY - s.y
    if (Math.abs(dx) > threshold && Math.abs(dx) > Math.abs(dy)) (dx < 0 ? onNext : onPrev)()
  }

  return {
    onPointerDown(e) {
      if (e.pointerType === 'mouse' && e.button !== 0) return
      const interactive = (e.target as Element).closest?.('a, button, input, select, textarea, [tabindex]')
      // A mouse press on the content would start a text selection or an image drag instead.
      if (e.pointerType === 'mouse' && !interactive) e.preventDefault()
      dragged.current = false
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dragging: false }
    },
    onPointerMove(e) {
      const s = start.current
      if (!s || s.id !== e.pointerId) return
      const dx = e.clientX - s.x
      if (!s.dragging && Math.abs(dx) > DRAG_START && Math.abs(dx) > Math.abs(e.clientY - s.y)) {
        s.dragging = true
        // Keep receiving the pointer when it leaves the element mid-drag (a synthetic pointer cannot be captured).
        try {
          e.currentTarget.setPointerCapture(e.pointerId)
        } catch {
          // not capturable: the drag still ends on this element's pointerup
        }
      }
      if (s.dragging) onDrag?.(dx)
    },
    onPointerUp: (e) => end(e, false),
    onPointerCancel: (e) => end(e, true),
    onClickCapture(e) {
      if (!dragged.current) return
      dragged.current = false
      e.preventDefault()
      e.stopPropagation()
    },
  }
}
