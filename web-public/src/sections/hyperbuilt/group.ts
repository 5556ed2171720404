import type { PublicPage, Section } from '../../../../shared/api/pages.ts'

/**
 * Sections that are drawn together (two doors side by side, a call to action with its button):
 * the first visible one of `ids`, in the page's order, draws the whole group; the others draw
 * nothing. Hiding one leaves the rest of its group in place.
 */
export function groupOf(page: PublicPage, section: Section, ids: readonly string[]): Section[] | null {
  const members = page.sections.filter((s) => s.visible && ids.includes(s.id))
  return members[0]?.id === section.id ? members : null
}
