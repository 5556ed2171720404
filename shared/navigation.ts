/**
 * The site's navigation (issue 31): the header menu (desktop and mobile draw the same items), the
 * footer's link columns and its legal line, as one document editors change in the console's
 * Navigation screen, as a draft until they publish it.
 *
 * An item has a label in the editor's words and a link: a path of this site (a page, a post, an
 * event, a role, a journal list) or a full web address, which opens in a new tab. Items nest one
 * level: a header item with children is a dropdown on desktop and an expandable group on mobile;
 * a footer column is a top-level item whose children are its links.
 *
 * The starting document is exactly the navigation the site had before (public-site §2 Shared frame),
 * so a site that never opens the screen looks the same. Plain TypeScript: the server, the console
 * and the public site read it.
 */
import { isHttpUrl, isSitePath } from './blocks/checks.ts'

export interface MenuItem {
  /** Stable within the document (a React key, the editor's handle), letters, digits, - and _. */
  id: string
  label: string
  /** A site path (`/about`) or an http(s) address; '' only for a footer column's title. */
  href: string
  children?: MenuItem[]
}

export interface Navigation {
  header: MenuItem[]
  /** Columns: each a titled item whose children are its links. */
  footer: MenuItem[]
  /** The line under the footer; '' draws the default copyright line. */
  legal: string
}

export const NAVIGATION_LIMITS = {
  label: 60,
  href: 2_048,
  legal: 200,
  headerItems: 10,
  children: 12,
  footerColumns: 6,
  /** The whole document as JSON (what a save may send). */
  json: 64 * 1024,
} as const

/** Paths outside the React app that a menu may still link to (files and the console), drawn as plain links. */
export const isOutsideApp = (href: string) => {
  const path = href.split(/[?#]/)[0]
  return path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/') || path.startsWith('/media/') || path === '/sitemap.xml' || path === '/robots.txt'
}

/** A web address elsewhere (opens in a new tab, rel="noopener"). */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href)

/** Opens in a new tab: a web address elsewhere, or a file of the site's API such as the sitemap (public-site §2: "new tab"). */
export const opensInNewTab = (href: string) => isExternalHref(href) || href.startsWith('/api/') || /\.(?:xml|txt)$/.test(href.split(/[?#]/)[0])

const item = (id: string, label: string, href: string, children?: MenuItem[]): MenuItem => (children ? { id, label, href, children } : { id, label, href })

/** The navigation before there was a Navigation screen: the site looks the same until an editor publishes a change. */
export const DEFAULT_NAVIGATION: Navigation = {
  header: [
    item('home', 'Home', '/'),
    item('about', 'About Us', '/about'),
    item('journal', 'Journal', '/journal', [item('blogs', 'Blogs', '/journal/blogs'), item('vlogs', 'Vlogs', '/journal/vlogs')]),
    item('hyperbuilt', 'HyperBuilt', '/hyperbuilt', [item('reality', 'Reality Series', '/hyperbuilt/reality'), item('podcast', 'Podcast Series', '/hyperbuilt/podcast')]),
    item('media', 'Media', '/media'),
    item('careers', 'Careers', '/careers'),
    item('contact', 'Contact Us', '/contact'),
  ],
  footer: [
    item('company', 'Company', '', [item('f-about', 'About Us', '/about'), item('f-careers', 'Careers', '/careers'), item('f-partners', 'Partners', '/partners'), item('f-events', 'Events', '/events')]),
    item('explore', 'Explore', '', [item('f-journal', 'Journal', '/journal'), item('f-media', 'Media', '/media'), item('f-home-v1', 'Home v1', '/home-v1'), item('f-sitemap', 'Sitemap', '/api/public/sitemap.xml')]),
    item('support', 'Support', '', [item('f-contact', 'Contact Us', '/contact'), item('f-feedback', 'Feedback', '/feedback'), item('f-staff', 'Staff Login', '/admin/login')]),
    item('legal', 'Legal', '', [item('f-privacy', 'Privacy Policy', '/privacy-policy'), item('f-terms', 'Terms of Service', '/terms-of-service'), item('f-cookies', 'Cookie Settings', '/cookie-settings')]),
  ],
  legal: '',
}

/** A link a menu may hold: a path of this site or a full web address; never javascript:, data: or //host. */
export const isMenuHref = (href: string) => isSitePath(href) || isHttpUrl(href)

export const NAVIGATION_PROBLEMS = {
  label: 'Give the item a label (what visitors read in the menu).',
  labelTooLong: `Use at most ${NAVIGATION_LIMITS.label} characters.`,
  href: 'Link to a page of this site, such as /about, or a full web address starting with https://.',
  hrefRequired: 'Choose where the item leads.',
  tooMany: (what: string, max: number) => `A menu holds at most ${max} ${what}.`,
  nested: 'Items nest one level only: move this item up a level first.',
  legal: `Use at most ${NAVIGATION_LIMITS.legal} characters.`,
  id: 'This item cannot be read. Remove it and add it again.',
  unreadable: 'The navigation could not be read. Reload the page and make the changes again.',
} as const

export interface NavigationProblem {
  /** `header.2.children.0.href`, `footer.1.label`, `legal`: where the console shows the message. */
  path: string
  message: string
}

const ID = /^[A-Za-z0-9_-]{1,64}$/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Every problem of a navigation document (empty: it can be stored), in words, at the item and field.
 * A footer column's own href may be empty (a title); every other item needs one.
 */
export function navigationProblems(value: unknown): NavigationProblem[] {
  const problems: NavigationProblem[] = []
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ path: '', message: NAVIGATION_PROBLEMS.unreadable }]
  const doc = value as Record<string, unknown>
  const seen = new Set<string>()
  const items = (list: unknown, where: string, max: number, what: string, depth: number, titles: boolean) => {
    if (!Array.isArray(list)) return problems.push({ path: where, message: NAVIGATION_PROBLEMS.unreadable })
    if (list.length > max) problems.push({ path: where, message: NAVIGATION_PROBLEMS.tooMany(what, max) })
    list.slice(0, max).forEach((raw, i) => {
      const at = `${where}.${i}`
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return problems.push({ path: at, message: NAVIGATION_PROBLEMS.id })
      const entry = raw as Record<string, unknown>
      const keys = Object.keys(entry).filter((k) => !['id', 'label', 'href', 'children'].includes(k))
      if (typeof entry.id !== 'string' || !ID.test(entry.id) || seen.has(entry.id) || keys.length) problems.push({ path: at, message: NAVIGATION_PROBLEMS.id })
      else seen.add(entry.id)
      const label = typeof entry.label === 'string' ? entry.label.trim() : ''
      if (!label || CONTROL.test(String(entry.label))) problems.push({ path: `${at}.label`, message: NAVIGATION_PROBLEMS.label })
      else if (label.length > NAVIGATION_LIMITS.label) problems.push({ path: `${at}.label`, message: NAVIGATION_PROBLEMS.labelTooLong })
      const href = typeof entry.href === 'string' ? entry.href.trim() : null
      if (href === null || href.length > NAVIGATION_LIMITS.href) problems.push({ path: `${at}.href`, message: NAVIGATION_PROBLEMS.href })
      else if (!href && !(titles && depth === 0)) problems.push({ path: `${at}.href`, message: NAVIGATION_PROBLEMS.hrefRequired })
      else if (href && !isMenuHref(href)) problems.push({ path: `${at}.href`, message: NAVIGATION_PROBLEMS.href })
      if (entry.children !== undefined) {
        if (depth > 0) problems.push({ path: `${at}.children`, message: NAVIGATION_PROBLEMS.nested })
        else items(entry.children, `${at}.children`, NAVIGATION_LIMITS.children, 'links under one item', 1, titles)
      }
    })
  }
  items(doc.header, 'header', NAVIGATION_LIMITS.headerItems, 'items in the header', 0, false)
  items(doc.footer, 'footer', NAVIGATION_LIMITS.footerColumns, 'footer columns', 0, true)
  if (typeof doc.legal !== 'string' || CONTROL.test(doc.legal)) problems.push({ path: 'legal', message: NAVIGATION_PROBLEMS.unreadable })
  else if (doc.legal.trim().length > NAVIGATION_LIMITS.legal) problems.push({ path: 'legal', message: NAVIGATION_PROBLEMS.legal })
  const extra = Object.keys(doc).filter((k) => !['header', 'footer', 'legal'].includes(k))
  if (extra.length) problems.push({ path: '', message: NAVIGATION_PROBLEMS.unreadable })
  return problems
}

/** A checked document as stored: labels and links trimmed, empty children lists left out. */
export function cleanNavigation(doc: Navigation): Navigation {
  const clean = (list: MenuItem[]): MenuItem[] =>
    list.map((i) => {
      const out: MenuItem = { id: i.id, label: i.label.trim(), href: i.href.trim() }
      if (i.children?.length) out.children = clean(i.children)
      return out
    })
  return { header: clean(doc.header), footer: clean(doc.footer), legal: doc.legal.trim() }
}

/** Why a menu item is not shown to visitors, for the editor's flag; absent when it is. */
export type TargetState = 'live' | 'unpublished' | 'missing' | 'redirected'

/** What visitors get of a menu item: where it leads now (a redirect followed), or nothing. */
export interface VisitorMenuItem {
  label: string
  href: string
  /** Opens elsewhere: a web address (new tab) or a file outside the app (a plain link). */
  external?: boolean
  /** A path outside the React app (plain link, same tab). */
  outside?: boolean
  children?: VisitorMenuItem[]
}

export interface VisitorNavigation {
  header: VisitorMenuItem[]
  footer: VisitorMenuItem[]
  legal: string
}

/** The items of `doc` that link to `path` (its own address, a #place or ?query of it), for the warning before a page is hidden. */
export function menuItemsLinkingTo(doc: Navigation, path: string): Array<{ menu: 'header' | 'footer'; label: string }> {
  const found: Array<{ menu: 'header' | 'footer'; label: string }> = []
  const walk = (menu: 'header' | 'footer', items: MenuItem[]) => {
    for (const item of items) {
      const at = item.href.split(/[?#]/)[0].replace(/(.)\/+$/, '$1')
      if (item.href && at === path) found.push({ menu, label: item.label })
      if (item.children) walk(menu, item.children)
    }
  }
  walk('header', doc.header)
  walk('footer', doc.footer)
  return found
}

/** Where a menu item leads now (modules/navigation/targets.ts): the editor's flag and the visitor's link. */
export interface ItemTarget {
  state: TargetState
  /** Where a visitor is sent: the item's link, or where its redirect leads. */
  href: string
  external?: boolean
  outside?: boolean
}

/** The navigation as the console reads it (GET /api/cms/navigation without `targets`: the service's state). */
export interface NavigationState {
  draft: Navigation
  published: Navigation
  /** +1 on every publish; send it back with a publish (an older one is refused, 409). */
  version: number
  draft_updated_at: string
  published_at: string
  /** The draft differs from what visitors see. */
  unpublished_changes: boolean
}

/** GET/PUT /api/cms/navigation and POST …/publish: the state and where each draft item leads now, by item id. */
export type NavigationResponse = NavigationState & { targets: Record<string, ItemTarget> }
