import { useEffect, useState } from 'react'

/** Whole seconds left until `until` (epoch ms), re-rendering every second; 0 once it has passed or for null. */
export function useSecondsLeft(until: number | null): number {
  const [, tick] = useState(0)
  useEffect(() => {
    if (until === null) return
    const timer = window.setInterval(() => {
      tick((n) => n + 1)
      if (Date.now() >= until) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [until])
  // Derived on every render, so the first render after `until` is set already counts down.
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
}
