/** The latest-blogs teaser's blurbs (public-site §2 Latest-blogs teaser). */

/**
 * Fixed blurbs of three known posts (public-site §2), by title. Every other post shows its own
 * excerpt, and the generic blurb only when it has none (docs/decisions/0037-sitemap-robots-social-cards-and-list-pages.md).
 */
export const KNOWN_BLURBS: Readonly<Record<string, string>> = {
  'Why We Looked to Nature to Redesign the Ride':
    'Rivers, roots and flocks solved mobility long before we did. How biomimicry shaped the frame, the flow and the feel of our first vehicle.',
  'Inside the Lab: Teaching a Vehicle to Sense the Road':
    'Sensory intelligence, explained: the sensors, the software and the small decisions that let a Yerth vehicle read its surroundings like a rider would.',
  'Hypermobility, Defined: Seamless, Intelligent, Sustainable':
    'Three words, one philosophy. Our founders on what Hypermobility means, why it matters now and what it changes about how cities move.',
}

export const GENERIC_BLURB = 'Fresh thinking from the Yerth team on electric, intelligent and sustainable mobility. Read the full story.'

const normalise = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase()
const BLURBS_BY_TITLE = new Map(Object.entries(KNOWN_BLURBS).map(([title, blurb]) => [normalise(title), blurb]))

export const blurbFor = (title: string, excerpt?: string | null) =>
  BLURBS_BY_TITLE.get(normalise(title)) ?? (excerpt?.trim() || GENERIC_BLURB)
