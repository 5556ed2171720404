/**
 * contact-details: the company's e-mail, phone and address from the public settings, with the spec's
 * fallbacks (public-site §2 Contact, §3). In the `contact` row it shares the page's two columns with
 * the reply note and the contact form (contact.css).
 */
import { useId } from 'react'
import { BRAND } from '../../../../shared/brand.ts'
import type { PublicSettings } from '../../../../shared/settings-keys.ts'
import { MailIcon, PhoneIcon } from '../../components/Icons.tsx'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { Heading, RichText, lines, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { PinIcon } from './icons.tsx'
import type { CONTACT_DETAILS_BLOCK } from '../../../../shared/blocks/contact.ts'

/** Contact page fallbacks (public-site §3): the default address, 'Coming Soon', 'Address coming soon'. */
export const PHONE_FALLBACK = 'Coming Soon'
export const ADDRESS_FALLBACK = BRAND.defaults.address

const filled = (value: string | undefined) => (value && value.trim() ? value.trim() : '')

export function contactDetails(settings: PublicSettings) {
  return {
    email: contactEmail(settings),
    phone: filled(settings.company_phone),
    address: filled(settings.company_address),
  }
}

/** A dialable form of a phone number as written ("+1 (555) 010-0199" → "+15550100199"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function ContactDetails({ section, index }: SectionProps) {
  const { settings } = useSite()
  const { email, phone, address } = contactDetails(settings)
  const titleId = useId()
  return (
    <section className="ct-card ct-details" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <Heading index={index} id={titleId} className="ct-card-title">
        {section.title}
      </Heading>
      <div className="ct-card-text">
        <RichText value={section.content} />
      </div>
      <ul className="ct-detail-list">
        <li>
          <span className="ct-detail-icon" aria-hidden="true">
            <MailIcon size={20} />
          </span>
          <span>
            <span className="ct-detail-label">{meta<typeof CONTACT_DETAILS_BLOCK>(section, 'emailLabel') || 'Email'}</span>
            <a className="ct-detail-value ct-detail-link" href={`mailto:${email}`}>
              {email}
            </a>
          </span>
        </li>
        <li>
          <span className="ct-detail-icon" aria-hidden="true">
            <PhoneIcon size={20} />
          </span>
          <span>
            <span className="ct-detail-label">{meta<typeof CONTACT_DETAILS_BLOCK>(section, 'phoneLabel') || 'Phone'}</span>
            {phone ? (
              <a className="ct-detail-value ct-detail-link" href={telHref(phone)}>
                {phone}
              </a>
            ) : (
              <span className="ct-detail-value ct-detail-muted">{PHONE_FALLBACK}</span>
            )}
          </span>
        </li>
        <li>
          <span className="ct-detail-icon" aria-hidden="true">
            <PinIcon size={20} />
          </span>
          <span>
            <span className="ct-detail-label">{meta<typeof CONTACT_DETAILS_BLOCK>(section, 'addressLabel') || 'Address'}</span>
            {address ? (
              <address className="ct-detail-value">
                {lines(address).map((line, i) => (
                  <span key={i}>
                    {i > 0 && <br />}
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <span className="ct-detail-value ct-detail-muted">{ADDRESS_FALLBACK}</span>
            )}
          </span>
        </li>
      </ul>
    </section>
  )
}
