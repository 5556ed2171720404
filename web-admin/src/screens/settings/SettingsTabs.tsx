/** The settings tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs. */
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { Icon, type IconName } from '../../components/Icon.tsx'

export interface TabDefinition<Id extends string> {
  id: Id
  label: string
  icon: IconName
}

export const tabId = (id: string) => `settings-tab-${id}`
export const panelId = (id: string) => `settings-panel-${id}`

export function SettingsTabs<Id extends string>({ tabs, active, onSelect }: { tabs: TabDefinition<Id>[]; active: Id; onSelect: (id: Id) => void }) {
  const list = useRef<HTMLDivElement>(null)

  // On narrow screens the tabs scroll sideways: keep the selected one in view (e.g. when opened from ?tab=).
  useEffect(() => {
    const container = list.current
    const selected = container?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!container || !selected || container.scrollWidth <= container.clientWidth) return
    const box = container.getBoundingClientRect()
    const tab = selected.getBoundingClientRect()
    container.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2
  }, [active])

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active)
    const target =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    if (target < 0) return
    event.preventDefault()
    onSelect(tabs[target].id)
    list.current?.querySelector<HTMLElement>(`#${tabId(tabs[target].id)}`)?.focus()
  }

  return (
    <div ref={list} className="settings-tabs" role="tablist" aria-label="Settings sections" aria-orientation="vertical" onKeyDown={move}>
      {tabs.map((tab) => {
        const selected = tab.id === active
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="settings-tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            <Icon name={tab.icon} size={18} />
            <span>{tab.label}</span>
          </button>
        )
      })}
    </div>
  )
}
