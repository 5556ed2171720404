/**
 * Brand constants used by the server and both bundles. Change the brand here and nowhere else.
 */
export const BRAND = {
  name: 'Yerth',
  domain: 'yerth.com',
  tagline: 'Where Hypermobility Comes to Life',
  primaryColor: '#22a625',
  copyrightYear: 2025,
  /** Defaults shown when the matching setting is empty. */
  defaults: {
    contactEmail: 'contact@yerth.com',
    careersEmail: 'careers@yerth.com',
    senderEmail: 'no-reply@yerth.com',
    phone: '',
    address: 'Address coming soon',
    linkedinUrl: 'https://www.linkedin.com/company/yerth',
    youtubeUrl: 'https://www.youtube.com/@yerth',
    instagramUrl: 'https://www.instagram.com/yerth',
    facebookUrl: 'https://www.facebook.com/yerth',
  },
} as const

/** Browser storage keys (public-site §9: a brand-derived prefix for the theme key). */
export const STORAGE_KEYS = {
  theme: 'yerth-theme',
  siteAccess: 'yerth-site-access',
} as const

/** The exact session-storage value that marks gate access (public-site §4). */
export const SITE_ACCESS_GRANTED = 'granted'

export const pageTitle = (title?: string) => (title ? `${title} | ${BRAND.name}` : `${BRAND.name} - ${BRAND.tagline}`)
