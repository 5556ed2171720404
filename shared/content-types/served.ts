/**
 * A content type served from its declaration alone (issue 30): its fields say what an item holds,
 * and the engine derives the rest. The server (modules/content-types) builds its TypeBox schemas,
 * console and public routes with OpenAPI, versions and Trash, bulk actions, media usage, sitemap
 * entries and, for dated types, iCalendar files; the console draws its manager from `list` and the
 * fields (web-admin/src/collections/served.tsx); the public site routes `site.path` and
 * `site.path/<slug>` to the type's own two screens (web-public/src/content/<type>/).
 *
 * Every served type has: `id`, `version`, a unique `slug` derived from its title (unless `slug:
 * false`), `status` (draft or published) and `publish_date` (a future date schedules it; neither with
 * `publishing: false`), `created_at`, `updated_at`, `created_by` and `updated_by`, then one column per
 * field (and a video's id beside its link) and its `counters`. Its migration is written by hand.
 * The types served: blog posts, vlogs, media kit items, press highlights, events and open roles.
 */
import { defineContentType, type ContentPermission, type ContentTypeDeclaration } from './define.ts'
import { fieldWords, inputKey, type ContentField } from './fields.ts'

/** An item as the API answers it: the fixed columns, then each field by name. */
export interface ServedItem {
  id: number
  slug: string
  status: 'draft' | 'published'
  publish_date: string | null
  created_at: string
  updated_at: string
  [field: string]: unknown
}

/** What the site needs to know of itself to describe an item to search engines. */
export interface SiteFacts {
  origin: string
  name: string
  logo: string
}

export interface ServedSite {
  /** The list's address ("/events"); an item's page is `<path>/<slug>`. */
  path: string
  /**
   * The breadcrumb before an item's title when the items are listed elsewhere than at `path`
   * (press highlights at /press/<slug> are listed on Media, /media). Default: the type's plural at `path`.
   */
  crumb?: { name: string; path: string }
  /** Items are articles (press coverage): their pages say so to social cards and search engines (og:type article, schema.org Article). */
  article?: true
  /** The list page's description in search results and social cards (its title is the type's plural). */
  intro: string
  /**
   * false: no list page of its own; the items are listed on a managed page instead (`listedOn`), or
   * by a "content list" block an editor places. Default: a list page at `path`.
   */
  list?: false
  /**
   * A managed page that lists the items after its own sections, before its first block of type
   * `before` (open roles on /careers, before the apply section): drawn only while there are items,
   * so the page is as it was without them; not a stored section (the page's sections stay the
   * spec's). The words are the list's heading, lead and small label, and each card's button.
   */
  listedOn?: { page: string; before?: string; heading: string; intro: string; eyebrow: string; cardLink: string }
  /** The fields a list card shows under the title (select fields by their words), in order. */
  card?: readonly string[]
  /**
   * The public list's order: a field, or 'published' (when an item went live: its publish date, or
   * when it was created if it has none).
   */
  order: { field: string; direction: 'asc' | 'desc' }
  /**
   * A date after which an item has lapsed (an event that has ended, a role past its closing date):
   * 'apart' lists lapsed items separately after the others, newest first; 'hidden' leaves them out.
   * Either way the item's page stays and says so.
   */
  lapse?: { field: string; past: 'apart' | 'hidden' }
  /** The field that describes an item in search results and social cards, and the one that pictures it. */
  description: string
  image?: string
  /** The schema.org description of an item (JSON-LD), from its public answer. */
  jsonLd?: (item: ServedItem, site: SiteFacts) => Record<string, unknown>
  /**
   * An RSS feed of its newest public items at `<path>/rss.xml` (modules/content-types), linked from
   * its list page's head: each item's title, page, date, description field and picture.
   */
  feed?: true | ServedFeed
  /** Its items' pages show other items sharing this field's value (a post's related posts, the same category), newest first. */
  related?: { field: string; limit: number }
  /**
   * Its list and item pages are screens of their own, written by hand (the spec's journal: blog
   * posts): the route table derives no route for it; the engine still serves its API, feed and sitemap facts.
   */
  ownScreens?: true
  /** iCalendar: a file per item and one feed of all, from these fields. */
  calendar?: { start: string; end: string; location?: string; url?: string }
  /** The most items a public list answers (default 100), and how many it answers when not asked (default: that most). */
  limit?: number
  defaultLimit?: number
  /** false: items have no page of their own (a vlog's card opens the video): no item route, sitemap entry or item API. */
  detail?: false
  /** The public list answered a page at a time, searched and filtered (the journal's lists); absent: one list. */
  paged?: ServedPaging
}

/**
 * A public list as pages of a search: `?search&<filters>&sort=latest|oldest&limit&offset`, answered as
 * `{<items>, total, limit, offset, any_published}` (`any_published`: whether anything is public at all,
 * so a list can tell "Coming Soon" from "No Results Found"). The sort reads the declared order's key.
 */
export interface ServedPaging {
  /** How many items a page holds when not asked, the most it may hold, and the furthest offset. */
  default: number
  max: number
  maxOffset: number
  /** The generated tsvector column the search reads: every typed word must start a word of it. */
  search?: string
  /** Query parameters that keep the items whose field is the value (`caseless`: in any case). */
  filters?: ReadonlyArray<{ param: string; field: string; caseless?: true }>
  /** A field's distinct values among public items, at /api/public/<path> as `{<key>: [...]}` (a filter's choices). */
  facets?: ReadonlyArray<{ path: string; key: string; field: string }>
  /** `exclude=<id>` leaves one item out (an item page's related items). */
  exclude?: true
  /** false: answers have no `any_published` (an older API's shape: the posts'). */
  anyPublished?: false
  /**
   * The list is read from a narrow table of the public items' list columns, kept in step by
   * triggers (its migration): `search` (a tsvector of the title and text in `language`, and in
   * 'simple' for word prefixes), the filters' fields, `display_date`, `publish_date` and `titles`
   * (the lower-cased title, searched as a fragment when no word matches, on a trigram index); and
   * a `counts` table of public items per combination of the filters' fields (column `n`); the type's
   * own table has a stored `display_date` (publish date, else creation) the list is ordered by. Built for
   * lists of 10,000 items and more (QUALITY P4); a search then reads words as web search does
   * ("quoted phrases", `-excluded`), stemmed in `language`.
   */
  index?: { table: string; counts: string; language: string; titles: string }
  /**
   * Answers (pages, facets, categories, the count) are kept in the process until any instance
   * changes an item of the type or the next scheduled one goes live.
   */
  cached?: true
}

/** A feed's own facts when not the type's: its address, title, the id words of its items' guids, and fields it names. */
export interface ServedFeed {
  path?: string
  title?: string
  /** An item's guid is `urn:<brand>:<guid>:<id>` (default: the type's name): never changed once feeds are read. */
  guid?: string
  category?: string
  author?: string
}

/**
 * Categories editors keep for a type (blog posts, vlogs): a table of names, and the text field of an
 * item that names one (a name typed in another case is the existing category). Routes at
 * /api/public/<path> and /api/cms/<path>: listed with how many items use each, renamed with their
 * items, deleted only when unused; the bulk bar gains "move to category".
 */
export interface ServedCategories {
  field: string
  /** id, name (unique on lower(name)), created_by. */
  table: string
  /** The API's name ('vlog-categories'). */
  path: string
  /** Inner runs of white space in a name become one space. */
  collapseSpaces?: true
}

/** An answer's value computed from the stored item (a vlog's thumbnail falls back to its video's own). */
export interface ServedDerived {
  answer: 'text' | 'instant'
  value: (item: ServedItem) => string | null
}

/** A column computed from the saved value of the field `from`. */
export interface ServedComputed {
  from: string
  answer: 'text' | 'integer' | false
  value: (value: string) => string | number
}

export interface ServedInput {
  type: string
  table: string
  noun: string
  label: string
  plural: string
  auditAs: string
  permissions?: { read: ContentPermission; write: ContentPermission }
  /**
   * The console's screen: its name, address, icon (the console's Icon names) and what it is for.
   * `collection`: the key of a hand-written console collection that edits it inside another screen
   * (press highlights, a tab of the Media Manager); absent, the console derives a screen of its own.
   */
  manager: { screen: string; path: string; icon: string; summary: string; collection?: string }
  /**
   * The words of its API's envelopes (default `item` and `items`): a type that had an API before the
   * engine keeps its answers' shape (press highlights answer `{highlight}` and `{highlights, total}`).
   */
  api?: { item: string; items: string }
  /** The title field is the first; every name is a column of `table`. */
  fields: readonly ContentField[]
  /** A slug that cannot be derived from the title (no letters or digits) becomes `<fallback>-<random>`. */
  slugFallback?: string
  /**
   * The slug's rule when not the engine's (at most the router's longest parameter, a random suffix
   * after a few clashes): a shorter `max`, explicit slugs lower-cased, and clashes numbered (vlog, vlog-2).
   * false: items have no slug (and so no address of their own: `site.detail` must be false).
   */
  slug?: { max?: number; lowercase?: true; numbered?: true } | false
  /** false: items have no status or publish date; every saved item is public (the media kit). */
  publishing?: false
  /** Whole-number columns every answer carries that no save writes (a download counter its module keeps). */
  counters?: readonly string[]
  /** One refusal for any missing required field (the spec's form message), instead of one per field. */
  requiredMessage?: string
  /** What a refusal for an item that is not there says (default: "This <noun> was not found. It may have been deleted."). */
  notFound?: string
  /**
   * Columns worked out from a field at every save and never sent (a post's excerpt and reading
   * time, its text for search): answered as text or a whole number, or not at all (`answer: false`).
   */
  computed?: Readonly<Record<string, ServedComputed>>
  categories?: ServedCategories
  /** Values each answer adds, computed from the item. */
  derived?: Readonly<Record<string, ServedDerived>>
  /** How many items a console list answers when not asked (default 50). */
  cmsPage?: number
  /** The console's list: its columns and the fields its search looks in (each a field name), newest first unless `order: 'oldest'`. */
  list: { columns: readonly string[]; search: readonly string[]; order?: 'oldest' }
  site: ServedSite
}

/** The bulk actions of every served type (its list's bar), and of one with categories. */
export const SERVED_BULK = ['publish', 'unpublish', 'delete'] as const
export const CATEGORISED_BULK = ['publish', 'unpublish', 'category', 'delete'] as const
/** A type without publishing (the media kit) has nothing to publish: its bar deletes. */
export const DELETE_BULK = ['delete'] as const

/** Whether a field can show a library image: an image, rich text, or a file that may be an uploaded picture. */
export const holdsImages = (f: ContentField): boolean => f.kind === 'image' || f.kind === 'richText' || !!f.file

const FIXED_LABELS = { slug: 'slug', status: 'status', publish_date: 'publish date' }

/** A served content type: the declaration the registry lists, with what it derives from its fields. */
export function servedContentType<const I extends ServedInput>(input: I) {
  const labels: Record<string, string> = {}
  const itemKeys: Record<string, string> = {}
  for (const field of input.fields) {
    labels[inputKey(field)] = fieldWords(field)
    if (field.input) itemKeys[field.input] = field.name
  }
  const published = input.publishing !== false
  const fixedLabels = { ...(input.slug !== false && { slug: FIXED_LABELS.slug }), ...(published && { status: FIXED_LABELS.status, publish_date: FIXED_LABELS.publish_date }) }
  const declared = defineContentType({
    type: input.type,
    table: input.table,
    noun: input.noun,
    label: input.label,
    plural: input.plural,
    auditAs: input.auditAs,
    permissions: input.permissions ?? { read: 'console:read', write: 'content:write' },
    manager: { screen: input.manager.screen, path: input.manager.path, icon: input.manager.icon, collection: input.manager.collection ?? input.type },
    versions: { labels: { ...labels, ...fixedLabels }, publishing: published ? ['status', 'publish_date'] : [], ...(Object.keys(itemKeys).length && { itemKeys }) },
    usesImages: input.fields.some(holdsImages),
    bulk: !published ? DELETE_BULK : input.categories ? CATEGORISED_BULK : SERVED_BULK,
  } satisfies ContentTypeDeclaration)
  return { ...declared, type: input.type as I['type'], served: input as I }
}

export type ServedContentType = ReturnType<typeof servedContentType<ServedInput>>

/** The words of a type's API envelopes: one item, several. */
export const envelopeOf = (t: ServedContentType): { item: string; items: string } => t.served.api ?? { item: 'item', items: 'items' }

/** Whether the console draws a manager screen of the type's own (no hand-written collection edits it elsewhere). */
export const hasOwnManager = (t: ServedContentType): boolean => !t.served.manager.collection

/** Whether a declaration is served from its fields. */
export const isServed = (d: ContentTypeDeclaration | ServedContentType): d is ServedContentType => 'served' in d

/** The title field of a served type (its first). */
export const titleField = (t: ServedContentType): ContentField => t.served.fields[0]

/** The field `name` of a served type. */
export const fieldOf = (t: ServedContentType, name: string): ContentField | undefined => t.served.fields.find((f) => f.name === name)

/** Whether the type's items have a slug, and a status with a publish date (the media kit has neither). */
export const hasSlug = (t: ServedContentType): boolean => t.served.slug !== false
export const hasPublishing = (t: ServedContentType): boolean => t.served.publishing !== false

/** Whether the type's items have pages of their own (a vlog's card opens YouTube instead). */
export const hasItemPages = (t: ServedContentType): boolean => t.served.site.detail !== false

/** The address of an item's page, and of the type's RSS feed. */
export { feedPath, itemPath } from './paths.ts'
