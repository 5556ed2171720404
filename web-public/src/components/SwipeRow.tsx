/**
 * A list of cards that becomes a horizontal swipe row on phones (CSS scroll-snap: one card and the
 * edge of the next). While it actually scrolls it is a keyboard-focusable region, so its cards can
 * be reached with the arrow keys. The about page's 3Es, the careers cards, the latest-blogs teaser
 * and the blog list are this one component; swipe-row.css (in the entry stylesheet, styles/base.css)
 * draws the row.
 *
 * `below`: the width under which it swipes (`md`: under 768px, `sm`: under 640px). Above it the
 * list is whatever its own class makes it (a grid).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'

export function SwipeRow({ className, label, below = 'md', children }: { className: string; label?: string; below?: 'sm' | 'md'; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    check()
    return () => observer.disconnect()
  }, [])
  return (
    <ul ref={ref} className={`swipe-row swipe-row--${below} ${className}`} aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </ul>
  )
}
