/**
 * Theme store (public-site §4): the initial theme is the stored choice when it is exactly 'light' or
 * 'dark', otherwise the system preference (dark when there is no window). Toggling persists the
 * choice and sets the `dark` class on <html>. The pre-paint script in document.ts applies the same
 * rule before React loads, so the server and the first client render agree (null = not known yet).
 */
import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '../../../shared/brand.ts'

export type Theme = 'light' | 'dark'

const listeners = new Set<() => void>()
let current: Theme | null = null

function storedTheme(): Theme | null {
  try {
    const v = window.localStorage.getItem(STORAGE_KEYS.theme)
    return v === 'light' || v === 'dark' ? v : null
  } catch {
    return null
  }
}

function systemTheme(): Theme {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

/** The theme a visitor starts with. */
export function initialTheme(): Theme {
  if (typeof window === 'undefined') return 'dark'
  return storedTheme() ?? systemTheme()
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

function set(theme: Theme) {
  current = theme
  apply(theme)
  for (const fn of listeners) fn()
}

export function getTheme(): Theme {
  if (current === null) current = initialTheme()
  return current
}

export function toggleTheme() {
  const next: Theme = getTheme() === 'dark' ? 'light' : 'dark'
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, next)
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this page.
  }
  set(next)
}

let mediaBound = false
function subscribe(fn: () => void) {
  listeners.add(fn)
  if (!mediaBound && typeof window !== 'undefined' && window.matchMedia) {
    mediaBound = true
    // Without a stored choice the site follows the system setting while it is open.
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      if (storedTheme() === null) set(systemTheme())
    })
  }
  return () => {
    listeners.delete(fn)
  }
}

/** The current theme; null while rendering on the server and during hydration. */
export function useTheme(): Theme | null {
  return useSyncExternalStore<Theme | null>(subscribe, getTheme, () => null)
}
