import { useUi } from '../stores/ui.ts'
import { Icon } from './Icon.tsx'

/** Switches between the light and dark themes (shared with the public site through local storage). */
export function ThemeToggle({ className = 'icon-button' }: { className?: string }) {
  const theme = useUi((s) => s.theme)
  const toggleTheme = useUi((s) => s.toggleTheme)
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button type="button" className={className} onClick={toggleTheme} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  )
}
