import { useEffect, useState } from 'react'

/** The current time (epoch ms), renewed every `everyMs`, so relative times ("5 minutes ago") stay true. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
