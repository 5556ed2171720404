/**
 * Blocks (issue 17), the Contact Us page: one stored section as the page held it before block types
 * → the same section as a block of the catalogue. Frozen in time: imports nothing from the app.
 *
 * Before, the public site chose a designed section's component by its id on this page (its stored
 * type, banner/text/button, was ignored); now the stored `type` names the block. No field is
 * renamed: every title, text, link and image stays where it was. What the id used to decide is now
 * a field: the reply note's clock and the link cards' icons (the careers card's briefcase, not in
 * the named icon set, becomes its rocket); the hero's picture gains an empty description (it was
 * drawn decorative).
 */

/** Legacy section id on the Contact Us page → its block type. */
export const DESIGNED_IDS: Record<string, string> = {
  hero: 'contact-hero',
  details: 'contact-details',
  'response-note': 'reply-note',
  form: 'contact-form',
  'careers-link': 'link-card',
  'about-link': 'link-card',
}

/** Icons the old components drew by section id. */
const ICONS: Record<string, string> = { 'response-note': 'clock', 'careers-link': 'rocket', 'about-link': 'leaf' }

export function upgrade(section: any): any {
  const type = section && typeof section.id === 'string' && Object.hasOwn(DESIGNED_IDS, section.id) ? DESIGNED_IDS[section.id] : undefined
  if (!type || section.type === type) return section
  const next: any = { ...section, type }
  const metadata = { ...(section.metadata ?? {}) }
  if (Object.hasOwn(ICONS, section.id) && metadata.icon === undefined) metadata.icon = ICONS[section.id]
  if (type === 'contact-hero' && metadata.imageAlt === undefined) metadata.imageAlt = ''
  if (Object.keys(metadata).length) next.metadata = metadata
  return next
}
