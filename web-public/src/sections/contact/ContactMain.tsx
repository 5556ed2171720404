/**
 * The heart of the contact page (public-site §2 Contact): the contact details (e-mail, phone and
 * address from the public settings, with the spec's fallbacks) and the 24-hour response note beside
 * the contact form. The three sections are drawn as one block by the first visible of them (group.ts).
 */
import type { Section } from '../../../../shared/api/pages.ts'
import { BRAND } from '../../../../shared/brand.ts'
import type { PublicSettings } from '../../../../shared/settings-keys.ts'
import { MailIcon, PhoneIcon } from '../../components/Icons.tsx'
import { contactEmail } from '../../lib/settings.ts'
import { useSite } from '../../lib/site.tsx'
import { Heading, Paragraphs, lines, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { ContactForm } from './ContactForm.tsx'
import { groupOf } from './group.ts'
import { ClockIcon, PinIcon } from './icons.tsx'

export const MAIN_IDS = ['details', 'response-note', 'form'] as const

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

function Details({ section, index }: { section: Section; index: number }) {
  const { settings } = useSite()
  const { email, phone, address } = contactDetails(settings)
  const titleId = 'contact-details-title'
  return (
    <section className="ct-card ct-details" aria-labelledby={titleId} data-section={section.id}>
      <Heading index={index} id={titleId} className="ct-card-title">
        {section.title}
      </Heading>
      <div className="ct-card-text">
        <Paragraphs text={section.content} />
      </div>
      <ul className="ct-detail-list">
        <li>
          <span className="ct-detail-icon" aria-hidden="true">
            <MailIcon size={20} />
          </span>
          <span>
            <span className="ct-detail-label">{meta(section, 'emailLabel') || 'Email'}</span>
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
            <span className="ct-detail-label">{meta(section, 'phoneLabel') || 'Phone'}</span>
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
            <span className="ct-detail-label">{meta(section, 'addressLabel') || 'Address'}</span>
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

function ResponseNote({ section, index }: { section: Section; index: number }) {
  const titleId = 'contact-response-title'
  return (
    <section className="ct-note" aria-labelledby={titleId} data-section={section.id}>
      <span className="ct-note-icon" aria-hidden="true">
        <ClockIcon size={22} />
      </span>
      <div>
        <Heading index={index} id={titleId} className="ct-note-title">
          {section.title}
        </Heading>
        <div className="ct-note-text">
          <Paragraphs text={section.content} />
        </div>
      </div>
    </section>
  )
}

function FormCard({ section, index }: { section: Section; index: number }) {
  const titleId = 'contact-form-title'
  return (
    <section className="ct-card ct-form-card" aria-labelledby={titleId} data-section={section.id}>
      <Heading index={index} id={titleId} className="ct-card-title">
        {section.title}
      </Heading>
      <div className="ct-card-text">
        <Paragraphs text={section.content} />
      </div>
      <ContactForm
        text={{
          buttonLabel: meta(section, 'buttonLabel') || 'Send Message',
          successTitle: meta(section, 'successTitle') || 'Thank You!',
          successText: meta(section, 'successText') || "We've received your message and will reply within 24 hours.",
          againLabel: meta(section, 'againLabel') || 'Send Another Message',
        }}
      />
    </section>
  )
}

export function ContactMain({ section, page, index }: SectionProps) {
  const group = groupOf(page, section, MAIN_IDS)
  if (!group) return null
  const details = group.find((s) => s.id === 'details')
  const note = group.find((s) => s.id === 'response-note')
  const form = group.find((s) => s.id === 'form')
  // Only the first section of the page draws the h1 (when the hero is hidden).
  const at = (s: Section) => (group[0] === s ? index : index + 1)
  return (
    <div className="container ct-main" data-group={section.id}>
      {(details || note) && (
        <div className="ct-aside">
          {details && <Details section={details} index={at(details)} />}
          {note && <ResponseNote section={note} index={at(note)} />}
        </div>
      )}
      {form && <FormCard section={form} index={at(form)} />}
    </div>
  )
}
