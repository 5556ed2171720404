/**
 * Fields and hints many block declarations share, written once so every block labels and limits
 * them alike (an eyebrow reads the same in every form).
 */
import type { FieldSpec } from './fields.ts'

export const LINK_HINT = 'A page of this site such as /contact, or a full address starting with https://'
export const PARAGRAPHS_HINT = 'Enter starts a new paragraph, Shift+Enter a new line.'
export const ONE_PER_LINE = 'One per line.'

/** The small label above a heading. */
export const EYEBROW: FieldSpec = { name: 'eyebrow', label: 'Small label above the heading', kind: 'shortText', max: 80 }
export const HEADING: FieldSpec = { name: 'title', label: 'Heading', kind: 'shortText', max: 160 }
export const INTRO: FieldSpec = { name: 'content', label: 'Introduction', kind: 'richText', max: 1_000, hint: PARAGRAPHS_HINT }

/** The description of an image field's picture (its `alt: 'imageAlt'`). */
export const IMAGE_ALT = (hint = 'Empty: the picture is decoration and screen readers skip it.'): FieldSpec => ({
  name: 'imageAlt',
  label: 'Image description (alt text)',
  kind: 'shortText',
  max: 200,
  hint,
})
