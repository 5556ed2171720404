import { useEffect, useState } from 'react'

/**
 * A list the server rendered with the page (`initial`), else fetched in the browser after the first
 * paint (a navigation inside the app): null while loading (skeletons), then the items; a failure is
 * only logged and leaves the list empty (its empty state, public-site §8).
 */
export function useList<T>(load: (signal: AbortSignal) => Promise<T[]>, what: string, initial?: T[]): T[] | null {
  const [items, setItems] = useState<T[] | null>(initial ?? null)
  const fromServer = initial !== undefined
  useEffect(() => {
    if (fromServer) return
    const ac = new AbortController()
    load(ac.signal).then(setItems, (err: unknown) => {
      if (ac.signal.aborted) return
      console.error(`Loading ${what} failed:`, err)
      setItems([])
    })
    return () => ac.abort()
  }, [load, what, fromServer])
  return items
}
