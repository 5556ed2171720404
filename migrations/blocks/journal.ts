/**
 * Blocks (issue 17), the Journal landing: one stored section as the page held it before block types
 * → the same section as a block of the catalogue. Frozen in time: imports nothing from the app.
 *
 * Before, the public site chose a designed section's component by its id on this page (its stored
 * type, banner/text/button, was ignored); now the stored `type` names the block. No field is
 * renamed: every title, text, link and image stays where it was. The door cards' pictures gain an
 * empty description (alt text), as they were drawn decorative.
 */

/** Legacy section id on the Journal page → its block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'headline-hero',
  'blogs-door': 'door-card',
  'vlogs-door': 'door-card',
  'story-cta': 'story-cta',
  'contact-button': 'story-button',
}

export function upgrade(section: any): any {
  const type = section && typeof section.id === 'string' && Object.hasOwn(DESIGNED_IDS, section.id) ? DESIGNED_IDS[section.id] : undefined
  if (!type || section.type === type) return section
  const next: any = { ...section, type }
  if (type === 'door-card') next.metadata = { ...(section.metadata ?? {}), imageAlt: section.metadata?.imageAlt ?? '' }
  return next
}
