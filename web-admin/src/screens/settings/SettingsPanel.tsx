import type { ReactNode } from 'react'
import type { SettingsForm } from './settingsForm.ts'

/** What every settings tab gets from the screen: the form, a setter, field errors, read-only for non-admins. */
export interface SettingsTabProps {
  form: SettingsForm
  update: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void
  errors: Partial<Record<keyof SettingsForm, string>>
  readOnly: boolean
}

/** The card a tab's content sits in: heading, one-line description, body. */
export function SettingsPanel({ title, description, children, actions }: { title: string; description: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card settings-panel">
      <header className="settings-panel-header">
        <div>
          <h2 className="settings-panel-title">{title}</h2>
          <p className="settings-panel-description">{description}</p>
        </div>
        {actions && <div className="settings-panel-actions">{actions}</div>}
      </header>
      <div className="settings-panel-body">{children}</div>
    </section>
  )
}
