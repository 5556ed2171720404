/**
 * Default sections of the seven managed pages, with the copy the public pages show until an editor
 * changes it: the one place they live. The pages module seeds them (idempotently) and the public
 * site falls back to them when the pages module is not registered.
 * Seeded counts (admin-area §9): Home 16, About Us 10, Yerth Journal 5, HyperBuilt 6, Media 6,
 * Careers 7, Contact Us 6; any other page gets one "main" section.
 */
import type { Section } from '../../api/pages.ts'
import type { ManagedPageKey } from '../managed.ts'
import { section } from '../section.ts'
import { ABOUT_SECTIONS } from './about.ts'
import { CAREERS_SECTIONS } from './careers.ts'
import { CONTACT_SECTIONS } from './contact.ts'
import { HOME_SECTIONS } from './home.ts'
import { HYPERBUILT_SECTIONS } from './hyperbuilt.ts'
import { JOURNAL_SECTIONS } from './journal.ts'
import { MEDIA_SECTIONS } from './media.ts'

export const DEFAULT_SECTIONS: Record<ManagedPageKey, Section[]> = {
  home: HOME_SECTIONS,
  about: ABOUT_SECTIONS,
  journal: JOURNAL_SECTIONS,
  hyperbuilt: HYPERBUILT_SECTIONS,
  media: MEDIA_SECTIONS,
  careers: CAREERS_SECTIONS,
  contact: CONTACT_SECTIONS,
}

/** The default sections of any other page: one "main" text section. */
export const otherPageSections = (pageName: string): Section[] => [section('main', 'text', pageName, 'Enter content here...')]
