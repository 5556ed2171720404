/**
 * subscribe: HyperBuilt's newsletter signup (public-site §2, §4, §5, §8), the target of the show
 * hero's jump (its anchor, `subscribe` as seeded, is its id): POST /api/public/newsletter
 * {email, source_page: 'hyperbuilt'}. A submit with an empty e-mail does nothing; while it runs the
 * button is disabled with a spinner; success clears the e-mail and opens the page's preview dialog
 * with its success text (without a dialog on the page: a thank-you in place); a refusal is shown
 * under the field (the site's one newsletter form).
 */
import { useId } from 'react'
import { CheckIcon } from '../../components/Icons.tsx'
import { NewsletterForm } from '../../components/NewsletterForm.tsx'
import { Heading, RichText, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { anchorId } from './jump.ts'
import { subscribed, useHasPreviewDialog } from './preview-store.ts'
import type { SUBSCRIBE_BLOCK } from '../../../../shared/blocks/hyperbuilt.ts'

export const HYPERBUILT_SOURCE = 'hyperbuilt' as const

export function SubscribeSection({ section, index }: SectionProps) {
  const id = useId()
  // Known in the browser only, where a signup happens.
  const hasModal = useHasPreviewDialog(false)
  const anchor = anchorId(meta<typeof SUBSCRIBE_BLOCK>(section, 'anchor'))
  const claim = meta<typeof SUBSCRIBE_BLOCK>(section, 'claim')
  const note = meta<typeof SUBSCRIBE_BLOCK>(section, 'note')
  const titleId = `${id}-title`

  return (
    <section id={anchor || undefined} className="hb-subscribe" tabIndex={anchor ? -1 : undefined} aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <div className="container">
        <div className="hb-subscribe-panel">
          <div className="hb-subscribe-copy">
            {claim && (
              <p className="hb-claim">
                <span className="hb-claim-faces" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {claim}
              </p>
            )}
            <Heading index={index} id={titleId} className="hb-subscribe-title">
              {section.title}
            </Heading>
            <div className="hb-subscribe-text">
              <RichText value={section.content} />
            </div>
          </div>
          <div className="hb-subscribe-form">
            {/* With a preview dialog on the page, it says thanks (and gives the focus back to the field). */}
            <NewsletterForm
              sourcePage={HYPERBUILT_SOURCE}
              placeholder={meta<typeof SUBSCRIBE_BLOCK>(section, 'emailPlaceholder') || 'Enter your email'}
              buttonLabel={meta<typeof SUBSCRIBE_BLOCK>(section, 'buttonLabel') || 'Subscribe'}
              success={hasModal ? undefined : <SubscribedBadge />}
              onSubscribed={hasModal ? subscribed : undefined}
            />
            {note && <p className="hb-subscribe-note">{note}</p>}
          </div>
        </div>
      </div>
    </section>
  )
}

function SubscribedBadge() {
  return (
    <>
      <span className="success-badge" aria-hidden="true">
        <CheckIcon size={20} />
      </span>
      <span className="newsletter-success-title">Successfully Subscribed!</span>
    </>
  )
}
