/**
 * Disclosure widgets where at most one entry is open at a time (public-site §4: the FAQ accordion;
 * founder bios, one expanded at a time).
 *
 * `useSingleOpen(initial)` is the state alone: which entry is open; toggling the open one closes
 * it, toggling another opens it and closes the rest. `Accordion` draws the WAI-ARIA accordion
 * pattern with it: a heading holding a button (aria-expanded, aria-controls) per entry and a
 * labelled region that is collapsed, inert and hidden from assistive technology while closed. The
 * first entry is open initially unless `initialOpen` says otherwise (null: all closed).
 *
 *   <Accordion items={faq.map((f, i) => ({ id: `faq-${i}`, title: f.question, content: <p>{f.answer}</p> }))} />
 *
 * Style hooks (accordion.css): .ui-acc, -item (data-open), -trigger, -icon, -panel, -body;
 * `.ui-collapse` / `.ui-collapse-inner` animate any region open and closed the same way.
 */
import { useCallback, useId, useState, type ReactNode } from 'react'
import './accordion.css'

/** Which one entry is open (null: none); toggle(id) opens it, or closes it when it is the open one. */
export function useSingleOpen(initial: string | null = null) {
  const [openId, setOpenId] = useState<string | null>(initial)
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), [])
  return { openId, toggle, isOpen: (id: string) => openId === id }
}

export interface AccordionItem {
  /** Stable and unique within the accordion. */
  id: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** Open at first: the first entry by default; null for none. */
  initialOpen?: string | null
  /** Level of the headings that hold the buttons (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

export function Accordion({ items, initialOpen, headingLevel = 3, className }: AccordionProps) {
  const { toggle, isOpen } = useSingleOpen(initialOpen === undefined ? (items[0]?.id ?? null) : initialOpen)
  const base = useId()
  const H = `h${headingLevel}` as 'h3'
  return (
    <div className={`ui-acc${className ? ` ${className}` : ''}`}>
      {items.map((item, i) => {
        const open = isOpen(item.id)
        const buttonId = `${base}-b${i}`
        const panelId = `${base}-p${i}`
        return (
          <div key={item.id} className="ui-acc-item" data-open={open ? '' : undefined}>
            <H className="ui-acc-heading">
              <button type="button" id={buttonId} className="ui-acc-trigger" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span className="ui-acc-title">{item.title}</span>
                <span className="ui-acc-icon" aria-hidden="true" />
              </button>
            </H>
            <Collapse id={panelId} open={open} role="region" labelledBy={buttonId} className="ui-acc-panel">
              <div className="ui-acc-body">{item.content}</div>
            </Collapse>
          </div>
        )
      })}
    </div>
  )
}

/** A region that animates open and closed; closed it takes no space, is inert and hidden from assistive technology. */
export function Collapse({ id, open, children, className, role, labelledBy }: { id: string; open: boolean; children: ReactNode; className?: string; role?: 'region'; labelledBy?: string }) {
  return (
    <div id={id} className={`ui-collapse${className ? ` ${className}` : ''}`} data-open={open ? '' : undefined} role={role} aria-labelledby={labelledBy} inert={!open}>
      <div className="ui-collapse-inner">{children}</div>
    </div>
  )
}
