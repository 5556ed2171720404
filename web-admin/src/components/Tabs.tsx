/** A row of tabs above a screen's panel (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between them. */
import { useRef, type KeyboardEvent } from 'react'
import { Icon, type IconName } from './Icon.tsx'

export interface TabItem<Id extends string> {
  id: Id
  label: string
  icon: IconName
}

/** Ids of a tab and its panel, so the panel can name its tab (aria-labelledby). */
export const tabIds = (group: string, id: string) => ({ tab: `${group}-tab-${id}`, panel: `${group}-panel-${id}` })

interface TabsProps<Id extends string> {
  /** Prefix of the element ids, e.g. "media". */
  group: string
  label: string
  tabs: TabItem<Id>[]
  active: Id
  onSelect: (id: Id) => void
}

export function Tabs<Id extends string>({ group, label, tabs, active, onSelect }: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null)

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active)
    const target =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1
    if (target < 0) return
    event.preventDefault()
    onSelect(tabs[target].id)
    list.current?.querySelector<HTMLElement>(`#${tabIds(group, tabs[target].id).tab}`)?.focus()
  }

  return (
    <div ref={list} className="screen-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => {
        const selected = tab.id === active
        const ids = tabIds(group, tab.id)
        return (
          <button key={tab.id} id={ids.tab} type="button" role="tab" className="screen-tab" aria-selected={selected} aria-controls={ids.panel} tabIndex={selected ? 0 : -1} onClick={() => onSelect(tab.id)}>
            <Icon name={tab.icon} size={18} />
            <span>{tab.label}</span>
          </button>
        )
      })}
    </div>
  )
}
