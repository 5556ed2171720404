/**
 * The contact chunk's blocks (shared/blocks/contact.ts), by block type (sections/registry.ts): the
 * contact hero; the contact details, the reply note and the contact form, which share the `contact`
 * row; and the link cards (public-site §2 Contact, §4, §8).
 */
import type { BlockComponents } from '../types.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactFormCard } from './ContactFormCard.tsx'
import { ContactHero } from './ContactHero.tsx'
import { LinkCard } from './LinkCard.tsx'
import { ReplyNote } from './ReplyNote.tsx'
import './contact.css'

const blocks: BlockComponents = {
  'contact-hero': ContactHero,
  'contact-details': ContactDetails,
  'reply-note': ReplyNote,
  'contact-form': ContactFormCard,
  'link-card': LinkCard,
}

export default blocks
