/** A boxed message: info, success, warning or error. */
import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon.tsx'

type Tone = 'info' | 'success' | 'warning' | 'error'

const icons: Record<Tone, IconName> = { info: 'info', success: 'check', warning: 'alert', error: 'alert' }

export function Notice({ tone = 'info', title, children, role }: { tone?: Tone; title?: string; children: ReactNode; role?: 'alert' | 'status' | 'note' }) {
  return (
    <div className={`notice notice-${tone}`} role={role}>
      <Icon name={icons[tone]} size={18} className="notice-icon" />
      <p className="notice-text">
        {title && <strong>{title}</strong>}
        {title && ' '}
        {children}
      </p>
    </div>
  )
}
