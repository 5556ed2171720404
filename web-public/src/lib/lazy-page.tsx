/**
 * A code-split screen that can also render synchronously. React.lazy suspends on its first render
 * even when the chunk is already there, which would make the server render a fallback and the
 * browser hydrate a different tree. So the server (before rendering) and the browser (before
 * hydrating) call preload() for the current route; once loaded the screen renders directly, and
 * only navigations inside the app meet the Suspense boundary while a chunk downloads.
 */
import { lazy, type ComponentType } from 'react'

export interface LazyPage<P extends object = Record<string, never>> {
  (props: P): React.JSX.Element
  preload(): Promise<void>
  /** The screen's module once loaded (its other exports, e.g. a static page's head), else null. */
  module(): Record<string, unknown> | null
}

export function lazyPage<P extends object = Record<string, never>>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null
  let namespace: Record<string, unknown> | null = null
  let pending: Promise<void> | null = null
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default
        namespace = m
      },
      (err: unknown) => {
        pending = null // a later attempt may succeed (e.g. after a network hiccup)
        throw err
      },
    ))
  const Lazy = lazy(async () => {
    await preload()
    return { default: loaded! }
  })
  function Page(props: P) {
    const Screen = loaded
    return Screen ? <Screen {...props} /> : <Lazy {...props} />
  }
  Page.preload = preload
  Page.module = () => namespace
  return Page
}
