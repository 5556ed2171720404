/** Small browser hooks of the careers page (server render: the media queries do not match). */
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

/** Whether a media query matches, kept current; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether an element's content is wider than the element (a swipe row that actually scrolls). */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    check()
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
