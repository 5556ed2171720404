/**
 * HyperBuilt's newsletter signup (public-site §2, §4, §5, §8), the page's #subscribe target:
 * POST /api/public/newsletter {email, source_page: 'hyperbuilt'}. A submit with an empty e-mail
 * does nothing; while it runs the button is disabled with a spinner; success clears the e-mail and
 * opens the preview modal with its success text; a refusal is shown under the field (the site's one
 * newsletter form).
 */
import { useId } from 'react'
import { CheckIcon } from '../../components/Icons.tsx'
import { NewsletterForm } from '../../components/NewsletterForm.tsx'
import { Heading, Paragraphs, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { subscribed } from './preview-store.ts'

export const HYPERBUILT_SOURCE = 'hyperbuilt' as const

export function SubscribeSection({ section, page, index }: SectionProps) {
  const id = useId()
  const hasModal = page.sections.some((s) => s.visible && s.id === 'preview-modal')
  const claim = meta(section, 'claim')
  const note = meta(section, 'note')
  const titleId = `${id}-title`

  return (
    <section id="subscribe" className="hb-subscribe" tabIndex={-1} aria-labelledby={titleId} data-section={section.id}>
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
              <Paragraphs text={section.content} />
            </div>
          </div>
          <div className="hb-subscribe-form">
            {/* With the preview modal on the page, it says thanks (and gives the focus back to the field). */}
            <NewsletterForm
              sourcePage={HYPERBUILT_SOURCE}
              placeholder={meta(section, 'emailPlaceholder') || 'Enter your email'}
              buttonLabel={meta(section, 'buttonLabel') || 'Subscribe'}
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
