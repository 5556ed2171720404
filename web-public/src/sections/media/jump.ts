import type { MouseEvent } from 'react'

/**
 * An id a block may name as an in-page target: a section id (metadata anchors are plain text; a
 * leading # is allowed). Media blocks carry their section id as their element id, so a hero's
 * buttons reach them on whatever page they are placed.
 */
export function anchorId(value: string): string {
  const id = value.trim().replace(/^#/, '')
  return /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(id) ? id : ''
}

/**
 * Click handler of an in-page link (`href="#id"`): scrolls to the target (smoothly unless the
 * visitor prefers reduced motion) and moves focus there, without touching the router's history.
 * Without JavaScript the plain fragment link does the same jump.
 */
export function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id)
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
  }
}
