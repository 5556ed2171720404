/**
 * The seven managed pages (admin-area §9): their names as stored (page_name), their public paths
 * and the key the public site and the registry know them by. Default sections: ./defaults/.
 */
import { BRAND } from '../brand.ts'

export const MANAGED_PAGES = [
  { key: 'home', name: 'Home', path: '/' },
  { key: 'about', name: 'About Us', path: '/about' },
  { key: 'journal', name: `${BRAND.name} Journal`, path: '/journal' },
  { key: 'hyperbuilt', name: 'HyperBuilt', path: '/hyperbuilt' },
  { key: 'media', name: 'Media', path: '/media' },
  { key: 'careers', name: 'Careers', path: '/careers' },
  { key: 'contact', name: 'Contact Us', path: '/contact' },
] as const

export type ManagedPageKey = (typeof MANAGED_PAGES)[number]['key']
export type ManagedPage = (typeof MANAGED_PAGES)[number]

export const MANAGED_PAGE_KEYS = /* @__PURE__ */ MANAGED_PAGES.map((p) => p.key) as ManagedPageKey[]

export function managedPageByKey(key: string): ManagedPage | undefined {
  return MANAGED_PAGES.find((p) => p.key === key)
}

export function managedPageByName(name: string): ManagedPage | undefined {
  return MANAGED_PAGES.find((p) => p.name === name)
}

export const isManagedKey = (key: string): key is ManagedPageKey => MANAGED_PAGES.some((p) => p.key === key)

/**
 * Pages editors create (issue 17) answer at `/<slug>`: lowercase letters and digits in words joined
 * by single hyphens, at most 80 characters. A slug may not shadow a route the site already has
 * (modules/pages checks it against the router).
 */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_SLUG_MAX = 80
export const isPageSlug = (slug: string) => slug.length <= PAGE_SLUG_MAX && PAGE_SLUG_PATTERN.test(slug)

/** Default meta title (admin-area §9): "{page name} - {brand}". */
export const defaultMetaTitle = (pageName: string) => `${pageName} - ${BRAND.name}`

const BRAND_SUFFIX = new RegExp(`\\s*[-|–]\\s*${BRAND.name}$`)

/**
 * The part of a page's title before " | {brand}" (which pageTitle adds): the stored default
 * "{page name} - Yerth" counts as the page name, a brand typed at the end is not doubled, and Home
 * with its default keeps the site's own title (undefined). The site's head and the console's SEO
 * preview both use it.
 */
export function titleBeforeBrand(key: string, pageName: string, metaTitle: string): string | undefined {
  const stored = metaTitle.trim()
  const isDefault = !stored || stored === defaultMetaTitle(pageName)
  return key === 'home' && isDefault ? undefined : (isDefault ? pageName : stored.replace(BRAND_SUFFIX, '')) || pageName
}
