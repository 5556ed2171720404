/**
 * Insert or edit a link (admin-area §5: "links ... ask for a URL"). The address must be a web,
 * e-mail or site link (the sanitiser keeps nothing else). Web links open in a new tab by default;
 * the author can change that. With nothing selected, the link's text can be typed here.
 */
import { useState, type FormEvent } from 'react'
import { Dialog } from '../components/Dialog.tsx'
import { Field } from '../components/Field.tsx'
import type { LinkAttrs } from './commands.ts'
import { checkLinkUrl, opensElsewhereByDefault } from './urls.ts'
import { isAnchor } from '../../../shared/blocks/checks.ts'

interface LinkDialogProps {
  /** The link being edited, if any. */
  current: LinkAttrs | null
  /** Whether text is selected (then the link goes on it and no text field is shown). */
  hasSelection: boolean
  onApply: (attrs: LinkAttrs, text?: string) => void
  onRemove: () => void
  onClose: () => void
  returnFocus: () => void
  /**
   * `block`: a link in a block's text (the Pages Manager). A #section of the page is a target too, and
   * the public site decides the tab (web addresses open a new one), so no choice is offered.
   */
  variant?: 'post' | 'block'
}

export function LinkDialog({ current, hasSelection, onApply, onRemove, onClose, returnFocus, variant = 'post' }: LinkDialogProps) {
  const block = variant === 'block'
  const [href, setHref] = useState(current?.href ?? '')
  const [text, setText] = useState('')
  const [newTab, setNewTab] = useState(current ? current.target === '_blank' : true)
  const [tabChosen, setTabChosen] = useState(Boolean(current))
  const [error, setError] = useState<string | null>(null)
  const askText = !current && !hasSelection

  function changeHref(value: string) {
    setHref(value)
    setError(null)
    // Until the author picks, web links open in a new tab and site or e-mail links in the same one.
    if (!tabChosen) {
      const checked = checkLinkUrl(value)
      setNewTab(opensElsewhereByDefault(checked.ok ? checked.url : value))
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation() // not the post form around the editor
    const anchor = block && isAnchor(href.trim())
    const checked = anchor ? ({ ok: true, url: href.trim() } as const) : checkLinkUrl(href)
    if (!checked.ok) return setError(block ? `${checked.message.replace(/\.$/, '')}, or a #section of this page.` : checked.message)
    onApply({ href: checked.url, title: current?.title ?? null, target: newTab ? '_blank' : null }, askText ? text : undefined)
  }

  return (
    <Dialog open title={current ? 'Edit link' : 'Insert link'} onClose={onClose} returnFocus={returnFocus}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-body">
          <Field
            label="Link address"
            required
            error={error}
            hint={block ? 'A page of this site (/contact), a web address (https://…, opens in a new tab), a #section or an e-mail link (mailto:…).' : 'A web address (https://…), an e-mail link (mailto:…) or a page of this site (/journal).'}
          >
            {(control) => (
              <input {...control} className="input" type="text" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" value={href} onChange={(e) => changeHref(e.target.value)} />
            )}
          </Field>
          {askText && (
            <Field label="Text to show" hint="Leave empty to show the address.">
              {(control) => <input {...control} className="input" type="text" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />}
            </Field>
          )}
          {!block && (
          <label className="check-row">
            <input
              type="checkbox"
              checked={newTab}
              onChange={(e) => {
                setNewTab(e.target.checked)
                setTabChosen(true)
              }}
            />
            <span>Open in a new tab</span>
          </label>
          )}
        </div>
        <div className="dialog-footer">
          {current && (
            <button type="button" className="button button-ghost button-danger dialog-footer-start" onClick={onRemove}>
              Remove link
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            {current ? 'Update link' : 'Insert link'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
