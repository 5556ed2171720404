/**
 * A toolbar button that opens a menu (fonts, sizes, spacing, colours, emoji). Keyboard: arrows move
 * (in a grid, up and down move by a row), Home/End jump, Enter/Space choose, Escape closes and
 * returns to the button, Tab closes. A click outside closes it. The panel stays inside the window.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { EditorIcon } from './EditorIcon.tsx'

export interface MenuItem {
  key: string
  /** Accessible name (and tooltip); the visible content may be a swatch or a glyph. */
  label: string
  content?: ReactNode
  checked?: boolean
  style?: CSSProperties
  className?: string
  onSelect: () => void
}

interface ToolbarMenuProps {
  /** Names the button and the menu, e.g. "Font". */
  label: string
  /** What the button shows (the current value). */
  trigger: ReactNode
  items: MenuItem[]
  /** Grid menus (colours, emoji): items per row. */
  columns?: number
  /** Items are choices of one value (menuitemradio) rather than actions. */
  radio?: boolean
  /** A heading inside the panel. */
  heading?: string
  /** An item shown above the grid, full width (e.g. "Default colour"). */
  lead?: MenuItem
  triggerClassName?: string
  panelClassName?: string
}

export function ToolbarMenu({ label, trigger, items, columns = 1, radio = false, heading, lead, triggerClassName, panelClassName }: ToolbarMenuProps) {
  const [open, setOpen] = useState(false)
  const [shift, setShift] = useState(0)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const all = lead ? [lead, ...items] : items

  const menuItems = () => [...(panel.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])]

  // Keep the panel inside the window (toolbars wrap on small screens, so a menu may open near the edge).
  useLayoutEffect(() => {
    if (!open || !panel.current) return
    const rect = panel.current.getBoundingClientRect()
    const overflow = rect.right - (window.innerWidth - 8)
    setShift(overflow > 0 ? -Math.min(overflow, rect.left - 8) : 0)
  }, [open])

  useEffect(() => {
    if (!open) return
    const checked = all.findIndex((item) => item.checked)
    menuItems()[checked >= 0 ? checked : 0]?.focus()
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
    // Focus moves in only when the menu opens, not on every re-render while open.
  }, [open])

  function close(focusButton: boolean) {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }

  function choose(item: MenuItem) {
    setOpen(false)
    item.onSelect()
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = menuItems()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const leadOffset = lead ? 1 : 0
    let target = -1
    switch (event.key) {
      case 'Escape':
        event.preventDefault() // not the dialog around the editor
        event.stopPropagation()
        close(true)
        return
      case 'Tab':
        setOpen(false)
        return
      case 'ArrowRight':
        target = index + 1
        break
      case 'ArrowLeft':
        target = index - 1
        break
      case 'ArrowDown':
        target = index < leadOffset ? leadOffset : index + columns
        break
      case 'ArrowUp': {
        const inGrid = index - leadOffset
        target = inGrid < 0 ? index : inGrid < columns ? (lead ? 0 : index) : index - columns
        break
      }
      case 'Home':
        target = 0
        break
      case 'End':
        target = list.length - 1
        break
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
    if (columns === 1 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) return
    target = Math.max(0, Math.min(list.length - 1, target))
    list[target]?.focus()
  }

  const renderItem = (item: MenuItem, extraClass = '') => (
    <button
      key={item.key}
      type="button"
      role={radio ? 'menuitemradio' : 'menuitem'}
      aria-checked={radio ? Boolean(item.checked) : undefined}
      aria-label={item.content ? item.label : undefined}
      title={item.content ? item.label : undefined}
      tabIndex={-1}
      data-menu-item=""
      className={['menu-item', item.className, extraClass, item.checked ? 'is-checked' : ''].filter(Boolean).join(' ')}
      style={item.style}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(item)}
    >
      {item.content ?? item.label}
      {radio && columns === 1 && item.checked && <EditorIcon name="check" size={16} />}
    </button>
  )

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={`tool-button tool-menu-button ${triggerClassName ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={label}
        title={label}
        data-toolbar-item=""
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault()
            setOpen(true)
          }
        }}
      >
        {trigger}
        <EditorIcon name="chevronDown" size={14} />
      </button>
      {open && (
        <div
          ref={panel}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className={`menu-panel ${panelClassName ?? ''}`}
          style={{ transform: shift ? `translateX(${shift}px)` : undefined }}
          onKeyDown={onMenuKey}
        >
          {heading && (
            <p className="menu-heading" aria-hidden="true">
              {heading}
            </p>
          )}
          {lead && renderItem(lead, 'menu-lead')}
          <div className={columns > 1 ? 'menu-grid' : 'menu-list'} style={columns > 1 ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined} role="none">
            {items.map((item) => renderItem(item))}
          </div>
        </div>
      )}
    </div>
  )
}
