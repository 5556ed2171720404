/**
 * Progressive hydration of the home blocks below the fold (QUALITY P2: `/` must load at most 100 KB
 * of JavaScript before interaction; the frame and the router already take most of it).
 *
 * The server renders every block in full (it loads their module before rendering: index.ts), so
 * a visitor sees the whole page at once. In the browser each deferred block sits in its own
 * Suspense boundary around a lazy component: while hydrating, React keeps the server's HTML as it
 * is and hydrates the boundary when the code arrives. That code (one chunk, below.ts) is asked for
 * when the browser is first idle after the page loaded, or at the visitor's first move (pointer,
 * key, touch, scroll), whichever comes first. When none of these blocks is in the document (reached
 * by a navigation inside the app: no server HTML to keep), it is asked for at once. Which page the
 * blocks are on does not matter.
 * When a boundary has hydrated, <html> gets data-home-hydrated (the browser tests wait for it).
 */
import { Suspense, lazy, useEffect, type ComponentType } from 'react'
import type { SectionComponent, SectionProps } from '../types.ts'

type SectionModule = Record<string, SectionComponent>

const EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const

/** Resolves when the deferred code should load: idle after the page's load, or the first sign of a visitor. */
function wanted(types: string[]): Promise<void> {
  // No server HTML of these blocks on screen: an in-app navigation, which needs the code now.
  if (!document.querySelector(types.map((t) => `[data-block="${CSS.escape(t)}"]`).join(','))) return Promise.resolve()
  return new Promise((resolve) => {
    let done = false
    const go = () => {
      if (done) return
      done = true
      for (const e of EVENTS) window.removeEventListener(e, go, true)
      resolve()
    }
    for (const e of EVENTS) window.addEventListener(e, go, { capture: true, passive: true })
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go, 200))
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

function Hydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-home-hydrated', '')
  }, [])
  return null
}

/**
 * The deferred blocks: `exports` maps each block type to the name its component is exported by in
 * the module `load` loads. On the server (`serverModule`, already loaded) each is drawn directly, in
 * the browser as a lazy component behind its own Suspense boundary. The result is keyed by block type.
 */
export function deferredBlocks(exports: Record<string, string>, load: () => Promise<SectionModule>, serverModule: SectionModule | null): Record<string, SectionComponent> {
  const types = Object.keys(exports)
  let code: Promise<SectionModule> | null = null
  const loadOnce = () => (code ??= wanted(types).then(load))
  const map: Record<string, SectionComponent> = {}
  for (const [type, name] of Object.entries(exports)) {
    const Component: ComponentType<SectionProps> = serverModule ? serverModule[name] : lazy(() => loadOnce().then((m) => ({ default: m[name] })))
    map[type] = (props: SectionProps) => (
      <Suspense fallback={null}>
        <Component {...props} />
        <Hydrated />
      </Suspense>
    )
  }
  return map
}
