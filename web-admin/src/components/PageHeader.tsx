import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon.tsx'

/** The title block of a console screen: icon, h1, one-line description and the screen's actions. */
export function PageHeader({ icon, title, description, actions }: { icon: IconName; title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-heading">
        <span className="page-icon">
          <Icon name={icon} size={22} />
        </span>
        <div>
          <h1 className="page-title">{title}</h1>
          {description && <p className="page-description">{description}</p>}
        </div>
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  )
}
