/** contact-form: the contact form in a card, with its heading, text and the words of its states (ContactForm.tsx). */
import { useId } from 'react'
import { Heading, RichText, meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { ContactForm } from './ContactForm.tsx'
import type { CONTACT_FORM_BLOCK } from '../../../../shared/blocks/contact.ts'

export function ContactFormCard({ section, index }: SectionProps) {
  const titleId = useId()
  return (
    <section className="ct-card ct-form-card" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <Heading index={index} id={titleId} className="ct-card-title">
        {section.title}
      </Heading>
      <div className="ct-card-text">
        <RichText value={section.content} />
      </div>
      <ContactForm
        text={{
          buttonLabel: meta<typeof CONTACT_FORM_BLOCK>(section, 'buttonLabel') || 'Send Message',
          successTitle: meta<typeof CONTACT_FORM_BLOCK>(section, 'successTitle') || 'Thank You!',
          successText: meta<typeof CONTACT_FORM_BLOCK>(section, 'successText') || "We've received your message and will reply within 24 hours.",
          againLabel: meta<typeof CONTACT_FORM_BLOCK>(section, 'againLabel') || 'Send Another Message',
        }}
      />
    </section>
  )
}
