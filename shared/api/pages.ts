/**
 * Website pages (admin-area §3 Page and Section, §7 Pages; issue 7). A managed page stores its
 * sections as `content_json`, a JSON string holding Section[]. Plain TypeScript types (the bundles
 * import them without a schema runtime); the server's TypeBox schemas live in modules/pages and
 * must produce these shapes.
 */

/** The spec's four generic section types (admin-area §3); every other type is a block of the catalogue (shared/blocks). */
export const SECTION_TYPES = ['text', 'image', 'button', 'banner'] as const
export type SectionType = (typeof SECTION_TYPES)[number]

/**
 * One structured entry of a designed section (a carousel slide, a card, an FAQ item, a founder):
 * string fields only. A list inside an entry (bullets, features) is one string with one item per line.
 */
export type SectionItem = Record<string, string>

export interface SectionMetadata {
  /** button: where the button goes (a site path such as /contact, or an http(s) URL). */
  link?: string
  /** banner: the line under the banner's title. */
  subtitle?: string
  /** Designed sections: an image or video URL, an eyebrow, a second button's text, ... (strings). */
  [key: string]: string | SectionItem[] | undefined
  /** Designed sections: their repeated entries (slides, cards, FAQ items, founders). */
  items?: SectionItem[]
}

export interface Section {
  /** Unique within the page. */
  id: string
  /** The block type (shared/blocks/catalogue.ts): one of the spec's four or a designed block such as `hero`. */
  type: string
  title: string
  /** text: multi-line text; image: the image URL; button and banner: the button text or banner title. */
  content: string
  visible: boolean
  metadata?: SectionMetadata
  /**
   * A synced section (issue 31): the id of the saved section it shows. The page keeps a copy of the
   * block; visitors always get the saved section as it is now, and a save refreshes the copy.
   */
  synced?: number
}

/** A reusable section (GET/POST /api/cms/sections, PUT/DELETE /api/cms/sections/:id). */
export interface SavedSection {
  id: number
  name: string
  /** The block as stored (its id is the one it was saved from; a page gives it its own). */
  section: Section
  version: number
  updated_at: string
  /** The pages that show it synced. */
  used_on: Array<{ id: number; page_name: string; path: string }>
}

export interface SavedSectionBody {
  name: string
  section: Section
  /** The version the change was based on (PUT); an older one is refused with 409. */
  version?: number
}

export const SAVED_SECTION_LIMITS = { name: 80, count: 200 } as const

/** A page as the console reads and writes it (GET/POST /api/cms/pages, PUT /api/cms/pages/:id). */
export interface Page {
  id: number
  page_name: string
  /** JSON text of Section[]. */
  content_json: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
  /** The link preview's own image, title and description (issue 31); '' for the defaults (the first image of the first block, the meta title, the meta description). */
  social_image: string
  social_title: string
  social_description: string
  is_published: boolean
  /**
   * When a published page goes live (issue 31): null for as soon as it is published. A published
   * page whose publish_at is still ahead is scheduled: visitors see it from then on.
   */
  publish_at: string | null
  updated_at: string
  /** +1 on every save; send it back with a save (an older one is refused, 409). */
  version: number
  /** The address without its leading slash: '' for Home, 'about' for About Us, the editor's slug for a page they created. */
  slug: string
  /** The public address: '/', '/about', '/<slug>'. */
  path: string
  /** One of the seven pages of the spec (admin-area §9): fixed name and address, cannot be deleted. */
  managed: boolean
}

export interface PagesResponse {
  pages: Page[]
}

/**
 * POST /api/cms/pages: without `slug`, create a missing managed page (the console's create-missing
 * behaviour); with `slug`, create a new page of blocks at /<slug> (issue 17).
 */
/** A page without a social card of its own: every share shows the defaults (shared/pages/social-card.ts). */
export const NO_SOCIAL_CARD = { social_image: '', social_title: '', social_description: '' } as const

/** A page's social card as a body carries it (issue 31): each absent keeps the stored value ('' on a new page). */
export interface SocialCardBody {
  social_image?: string
  social_title?: string
  social_description?: string
}

export interface PageCreateBody extends SocialCardBody {
  page_name: string
  slug?: string
  content_json: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
  canonical_url?: string
  is_published?: boolean
  /** An ISO 8601 date-time (a zone, else UTC) to go live at; null or '' for none. */
  publish_at?: string | null
}

/** PUT /api/cms/pages/:id (admin-area §7); is_published is accepted too (beyond the spec). */
export interface PageUpdateBody extends SocialCardBody {
  content_json: string
  meta_title: string
  meta_description: string
  meta_keywords?: string
  canonical_url?: string
  is_published?: boolean
  /** An ISO 8601 date-time to go live at; null or '' for none; absent keeps it. */
  publish_at?: string | null
  /** A page an editor created may move: its old address then leads to the new one (a 301). */
  slug?: string
  /** The version the save was based on; an older one is refused with 409. */
  version?: number
}

/**
 * What visitors get of a page (GET /api/public/pages/:key, and the SSR route data): its visible
 * sections in stored order and its SEO fields. Hidden sections never leave the server.
 */
export interface PublicPage {
  key: string
  page_name: string
  sections: Section[]
  meta_title: string
  meta_description: string
  meta_keywords: string
  canonical_url: string
  social_image: string
  social_title: string
  social_description: string
}

/**
 * POST /api/cms/pages/preview (staff, pages:edit): the page as the public site would draw it with
 * these unsaved values; answers a complete HTML document (text/html), renders only, writes nothing.
 */
export interface PagePreviewBody extends SocialCardBody {
  page_name: string
  /** A page an editor created: its slug (the managed pages are known by their name). */
  slug?: string
  content_json: string
  meta_title?: string
  meta_description?: string
  meta_keywords?: string
  canonical_url?: string
  theme?: 'light' | 'dark'
  /** The Navigation screen's draft menus, drawn in the frame instead of the published ones (issue 31). */
  navigation?: unknown
}

/** Limits checked on save (modules/pages validation) and shown by the console. */
export const PAGE_LIMITS = {
  sections: 60,
  sectionId: 64,
  title: 200,
  /** text content (multi-line), image URL, button text, banner title. */
  content: 20_000,
  items: 40,
  itemFields: 24,
  itemField: 4_000,
  metadataFields: 24,
  metadataField: 4_000,
  url: 2_048,
  metaTitle: 200,
  metaDescription: 500,
  metaKeywords: 500,
  /** A social card's title and description: longer than link previews show, as the meta fields are. */
  socialTitle: 200,
  socialDescription: 500,
  /** The whole content_json text. */
  contentJson: 400_000,
} as const

/** Section ids: letters, digits, '-' and '_' (they name designed components and DOM ids). */
export const SECTION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** A new section as the console adds it (admin-area §4). */
export const NEW_SECTION = { type: 'text', title: 'New Section', content: 'Enter content here...', visible: true } as const

/** The meta description hint of the SEO modal (admin-area §5). */
export const META_DESCRIPTION_HINT = { min: 150, max: 160 } as const

/** One field of a block type as GET /api/cms/pages/blocks describes it (shared/blocks/fields.ts FieldSpec). */
export interface BlockFieldDescription {
  name: string
  label: string
  kind: 'shortText' | 'longText' | 'richText' | 'link' | 'video' | 'image' | 'icon' | 'select' | 'number' | 'boolean' | 'date'
  required: boolean
  max: number
  /** select: each choice's stored value and the words shown for it. */
  options?: Array<{ value: string; label: string }>
  /** select: the option an empty value is drawn as (no separate "None" is offered). */
  emptyMeans?: string
  hint?: string
  min?: number
  maxValue?: number
  /** image: the short text field beside it that holds the picture's description (alt text). */
  alt?: string
  /** richText: lists are offered (shared/blocks/rich-text.ts); `max` counts the words, not the HTML. */
  lists?: boolean
}

/** GET /api/cms/pages/blocks (staff): one entry per block type of the catalogue (shared/blocks/catalogue.ts). */
export interface BlockCatalogueEntry {
  type: string
  label: string
  description: string
  icon: string
  fields: BlockFieldDescription[]
  items?: { label: string; fields: BlockFieldDescription[]; min?: number; max?: number }
  /** A complete section exactly as content_json stores it; give it an id of its own to place it. */
  defaults: Section
}
