/** Console chrome state shared by the layout and its parts: theme, sidebar width, mobile drawer. */
import { create } from 'zustand'
import { STORAGE_KEYS } from '../../../shared/brand.ts'

export type Theme = 'light' | 'dark'

const SIDEBAR_KEY = 'yerth-admin-sidebar'

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}

/** Same rule as the public site: a stored "light"/"dark" wins, else the system preference. */
function initialTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme)
  if (stored === 'light' || stored === 'dark') return stored
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

interface UiState {
  theme: Theme
  toggleTheme: () => void
  /** Desktop sidebar collapsed to icons (80 px) instead of open (280 px). */
  sidebarCollapsed: boolean
  toggleSidebar: () => void
  /** Mobile: the sidebar shown as an off-canvas drawer. */
  drawerOpen: boolean
  setDrawerOpen: (open: boolean) => void
}

export const useUi = create<UiState>()((set, get) => ({
  theme: initialTheme(),
  toggleTheme() {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark'
    writeStorage(STORAGE_KEYS.theme, theme)
    applyTheme(theme)
    set({ theme })
  },
  sidebarCollapsed: readStorage(SIDEBAR_KEY) === 'collapsed',
  toggleSidebar() {
    const sidebarCollapsed = !get().sidebarCollapsed
    writeStorage(SIDEBAR_KEY, sidebarCollapsed ? 'collapsed' : 'open')
    set({ sidebarCollapsed })
  },
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}))

applyTheme(useUi.getState().theme)
