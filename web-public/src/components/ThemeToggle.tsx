/** Light/dark switch. Both icons are rendered; CSS shows the one for the theme on <html>. */
import { toggleTheme, useTheme } from '../lib/theme.ts'
import { MoonIcon, SunIcon } from './Icons.tsx'

export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useTheme()
  const label = theme === null ? 'Toggle dark mode' : theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'
  return (
    <button type="button" className={`icon-btn theme-toggle ${className}`} onClick={toggleTheme} aria-label={label} title={label}>
      <SunIcon className="icon-sun" />
      <MoonIcon className="icon-moon" />
    </button>
  )
}
