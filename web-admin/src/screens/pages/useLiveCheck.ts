/**
 * A field's problem "as you type" without shouting at every key: the value is checked half a second
 * after the last change, and at once when the field is left. Nothing is said before the person has
 * changed or left the field (a new block's empty required fields are not an error yet).
 */
import { useEffect, useRef, useState } from 'react'

export const CHECK_DELAY_MS = 500

export function useLiveCheck(value: string, check: (value: string) => string | null): { problem: string | null; onBlur: () => void } {
  const [checked, setChecked] = useState<string | null>(null)
  const last = useRef(value)

  useEffect(() => {
    // Not the value the field opened with: only what the person changes.
    if (last.current === value) return
    last.current = value
    const timer = window.setTimeout(() => setChecked(value), CHECK_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [value])

  return { problem: checked === null ? null : check(checked), onBlur: () => setChecked(value) }
}
