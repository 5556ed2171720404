/**
 * preview-dialog: the HyperBuilt preview modal (public-site §2, §4): 'Coming Soon' before subscribing,
 * 'Successfully Subscribed!' after; closed by the close icon, the backdrop, Escape or its button
 * ("Can't Wait!" before, 'Got it!' after). The shared modal Dialog (components/ui) moves focus in,
 * traps it and gives it back on closing. Mounted, it tells the page's Watch Preview buttons and
 * signup forms that there is a dialog to open (preview-store.ts); nothing shows until it opens.
 */
import { useId, useRef } from 'react'
import { CheckIcon } from '../../components/Icons.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Paragraphs, RichText, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { PlayIcon } from './icons.tsx'
import { closePreview, usePreview, usePreviewDialog } from './preview-store.ts'
import type { PREVIEW_DIALOG_BLOCK } from '../../../../shared/blocks/hyperbuilt.ts'

export function PreviewDialog({ section }: SectionProps) {
  const { open, subscribed } = usePreview()
  const opens = usePreviewDialog()
  const action = useRef<HTMLButtonElement>(null)
  const id = useId()
  const title = subscribed ? meta<typeof PREVIEW_DIALOG_BLOCK>(section, 'successTitle') || 'Successfully Subscribed!' : section.title || 'Coming Soon'
  const text = subscribed ? meta<typeof PREVIEW_DIALOG_BLOCK>(section, 'successText') : section.content
  const label = subscribed ? meta<typeof PREVIEW_DIALOG_BLOCK>(section, 'successButtonLabel') || 'Got it!' : meta<typeof PREVIEW_DIALOG_BLOCK>(section, 'buttonLabel') || "Can't Wait!"
  // The wrapper carries the block's marks (the closed <dialog> takes no room on the page).
  return (
    <div className="hb-dialog-block" data-block={section.type} data-section={section.id}>
      <Dialog
        open={open && opens}
        onClose={closePreview}
        labelledBy={`${id}-title`}
        describedBy={text ? `${id}-text` : undefined}
        className="hb-modal"
        panelClassName="hb-modal-panel"
        initialFocus={action}
      >
        <div className={`hb-modal-screen${subscribed ? ' is-done' : ''}`} aria-hidden="true">
          <span className="hb-modal-glyph">{subscribed ? <CheckIcon size={30} /> : <PlayIcon size={30} />}</span>
        </div>
        <div className="hb-modal-body">
          <h2 id={`${id}-title`} className="hb-modal-title">
            {title}
          </h2>
          {text && (
            <div id={`${id}-text`} className="hb-modal-text">
              {subscribed ? <Paragraphs text={text} /> : <RichText value={text} />}
            </div>
          )}
          <button ref={action} type="button" className="btn btn-primary btn-lg btn-block" onClick={closePreview}>
            {label}
          </button>
        </div>
      </Dialog>
    </div>
  )
}
