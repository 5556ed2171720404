/**
 * The HTML document around the React app: the pre-paint theme script, the head (title, meta,
 * Open Graph, JSON-LD) and the hydration data. Used by the SSR entry and by web-public/plugin.ts;
 * pure string building, no React, no DOM.
 */
import { BRAND, STORAGE_KEYS, pageTitle } from '../../shared/brand.ts'
import type { PublicPageData } from '../../shared/ssr.ts'
import { SSR_DATA_ELEMENT_ID } from '../../shared/ssr.ts'
import { contactEmail, socialLinks } from './lib/settings.ts'

/**
 * Applies the theme before first paint (public-site §4): the stored choice if exactly 'light' or
 * 'dark', otherwise the system preference. CSP allows it by its hash (plugin.ts registers it), so
 * these exact bytes are what the page carries.
 */
export const THEME_SCRIPT =
  `(function(){var d=document.documentElement,t=null,m=false;` +
  `try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}` +
  `try{m=matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}` +
  `d.classList.toggle('dark',t==='dark'||(t!=='light'&&m))})()`

export const THEME_SCRIPT_TAG = `<script>${THEME_SCRIPT}</script>`

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** JSON that is safe inside a <script> element: no `<`, `>`, `&` or line separators survive raw. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export function dataScriptTag(data: PublicPageData): string {
  return `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${safeJson(data)}</script>`
}

export interface PageMeta {
  /** Page title without the brand suffix; absent for the default title. */
  title?: string
  description: string
  /** false: noindex, nofollow (404, coming soon). */
  index: boolean
}

export const DEFAULT_DESCRIPTION =
  'Yerth builds electric, intelligent and sustainable vehicles for the age of Hypermobility: seamless, smart mobility inspired by the Earth itself.'

export const OG_IMAGE = { path: '/og-image.png', width: 1024, height: 1024, alt: 'The Yerth logo on a deep green background' }

/** The <head> tags of one page; `origin` makes the URLs absolute (https://www.example.com). */
export function renderHead(meta: PageMeta, data: PublicPageData, origin: string, pathname: string): string {
  const title = pageTitle(meta.title)
  const url = origin + pathname
  const image = origin + OG_IMAGE.path
  const esc = escapeHtml
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex, nofollow'}">`,
    meta.index ? `<link rel="canonical" href="${esc(url)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${esc(BRAND.name)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:image" content="${esc(image)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${esc(OG_IMAGE.alt)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${esc(title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
    `<meta name="twitter:image" content="${esc(image)}">`,
    `<script type="application/ld+json">${safeJson(organizationJsonLd(data, origin))}</script>`,
  ]
  return tags.filter(Boolean).join('\n    ')
}

/** schema.org Organization with a customer-service contact point and the social profiles. */
export function organizationJsonLd(data: PublicPageData, origin: string) {
  const phone = data.settings.company_phone?.trim()
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: origin + '/',
    logo: origin + '/apple-touch-icon.png',
    slogan: BRAND.tagline,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contactEmail(data.settings),
      ...(phone ? { telephone: phone } : {}),
      availableLanguage: ['English'],
    },
    sameAs: socialLinks(data.settings).map((s) => s.href),
  }
}
