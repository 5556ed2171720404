import { useEffect, useState } from 'react'

/**
 * A list fetched in the browser after the first paint: null while loading (skeletons), then the
 * items; a failure is only logged and leaves the list empty (its empty state, public-site §8).
 */
export function useList<T>(load: (signal: AbortSignal) => Promise<T[]>, what: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null)
  useEffect(() => {
    const ac = new AbortController()
    load(ac.signal).then(setItems, (err: unknown) => {
      if (ac.signal.aborted) return
      console.error(`Loading ${what} failed:`, err)
      setItems([])
    })
    return () => ac.abort()
  }, [load, what])
  return items
}
