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

/** What a static screen declares of its head (`export const head`); the server adds the path and breadcrumbs (routes/static.ts). */
export interface StaticHead {
  title: string
  description: string
}

export interface PageMeta {
  /** Page title without the brand suffix; absent for the default title. */
  title?: string
  description: string
  /** false: noindex, nofollow (404, coming soon, previews). */
  index: boolean
  /** Canonical path when it differs from the request's (e.g. a list's filters left out). */
  path?: string
  /** An absolute canonical URL set by an editor (a page's canonical_url); wins over `path`. */
  canonical?: string
  keywords?: string
  /** Link an RSS feed: true, the journal's (journal pages); or another's (a served type's list). */
  feed?: boolean | { href: string; title: string }
  /** A blog post or press page: Open Graph article tags and schema.org BlogPosting or Article. */
  article?: ArticleMeta
  /** The page's own social image (a post's featured image); absent: the site's default card. */
  image?: SocialImage
  /** What link previews show instead of the title and description (a page's social card, issue 31). */
  social?: { title?: string; description?: string }
  /** schema.org BreadcrumbList, from the site's root. */
  breadcrumbs?: Array<{ name: string; path: string }>
  /** The page's own schema.org description (an Event, a JobPosting), given the site's origin. */
  structured?: (origin: string) => Record<string, unknown>
}

export interface ArticleMeta {
  /** schema.org type: BlogPosting for a post, Article for a press page. */
  type: 'BlogPosting' | 'Article'
  headline: string
  publishedTime: string
  /** The last change (dateModified). */
  modifiedTime?: string
  /** A person's name; absent: the site itself is the author. */
  author?: string
  section?: string
  tags: string[]
}

/** A page's own image for link previews: site path or absolute URL, and its size when known. */
export interface SocialImage {
  url: string
  width?: number
  height?: number
  /** MIME type, when known. */
  type?: string
  alt: string
}

/** Size and type of an uploaded image, as the media service knows them. */
export type ImageFacts = { width: number; height: number; mime: string }

/** The social image of a page whose own picture is `url` (a site path or URL); undefined when it has none. */
export function socialImage(url: string | null | undefined, alt: string, facts?: ImageFacts | null): SocialImage | undefined {
  const src = url?.trim()
  if (!src) return undefined
  return { url: src, alt, ...(facts ? { width: facts.width, height: facts.height, type: facts.mime } : {}) }
}

export const DEFAULT_DESCRIPTION =
  'Yerth builds electric, intelligent and sustainable vehicles for the age of Hypermobility: seamless, smart mobility inspired by the Earth itself.'

export const OG_IMAGE = { path: '/og-image.png', width: 1024, height: 1024, alt: 'The Yerth logo on a deep green background' }

export const RSS_LINK = { href: '/journal/rss.xml', title: `${BRAND.name} Journal` }

const absolute = (origin: string, pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl)

/** The <head> tags of one page; `origin` makes the URLs absolute (https://www.example.com). */
export function renderHead(meta: PageMeta, data: PublicPageData, origin: string, pathname: string): string {
  const title = pageTitle(meta.title)
  // A social card's own words, else the search title (with the site's suffix) and description.
  const shareTitle = meta.social?.title || title
  const shareDescription = meta.social?.description || meta.description
  const url = meta.canonical || origin + (meta.path ?? pathname)
  // A page with its own picture (a post's featured image) shares it as a large card; every other
  // page shares the site's default square image (docs/decisions/0037-sitemap-robots-social-cards-and-list-pages.md).
  const own = meta.image
  const image: SocialImage = own ? { ...own, url: absolute(origin, own.url) } : { ...OG_IMAGE, url: origin + OG_IMAGE.path, type: 'image/png' }
  const esc = escapeHtml
  const article = meta.article
  const jsonLd: unknown[] = [organizationJsonLd(data, origin)]
  if (article) jsonLd.push(articleJsonLd(article, meta, url, origin))
  if (meta.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(meta.breadcrumbs, origin))
  if (meta.structured) jsonLd.push(meta.structured(origin))
  const feed = meta.feed === true ? RSS_LINK : meta.feed || null
  const tags = [
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    meta.keywords ? `<meta name="keywords" content="${esc(meta.keywords)}">` : '',
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex, nofollow'}">`,
    meta.index ? `<link rel="canonical" href="${esc(url)}">` : '',
    feed ? `<link rel="alternate" type="application/rss+xml" title="${esc(feed.title)}" href="${esc(feed.href)}">` : '',
    `<meta property="og:type" content="${article ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${esc(BRAND.name)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:title" content="${esc(shareTitle)}">`,
    `<meta property="og:description" content="${esc(shareDescription)}">`,
    // Only a page with an address of its own has one to share (a 404 or the coming-soon page does not).
    meta.index ? `<meta property="og:url" content="${esc(url)}">` : '',
    `<meta property="og:image" content="${esc(image.url)}">`,
    image.type ? `<meta property="og:image:type" content="${esc(image.type)}">` : '',
    image.width && image.height ? `<meta property="og:image:width" content="${image.width}">` : '',
    image.width && image.height ? `<meta property="og:image:height" content="${image.height}">` : '',
    `<meta property="og:image:alt" content="${esc(image.alt)}">`,
    ...(article
      ? [
          article.publishedTime ? `<meta property="article:published_time" content="${esc(article.publishedTime)}">` : '',
          article.modifiedTime ? `<meta property="article:modified_time" content="${esc(article.modifiedTime)}">` : '',
          article.author ? `<meta property="article:author" content="${esc(article.author)}">` : '',
          article.section ? `<meta property="article:section" content="${esc(article.section)}">` : '',
          ...article.tags.map((tag) => `<meta property="article:tag" content="${esc(tag)}">`),
        ]
      : []),
    `<meta name="twitter:card" content="${own ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(shareTitle)}">`,
    `<meta name="twitter:description" content="${esc(shareDescription)}">`,
    `<meta name="twitter:image" content="${esc(image.url)}">`,
    `<meta name="twitter:image:alt" content="${esc(image.alt)}">`,
    ...jsonLd.map((doc) => `<script type="application/ld+json">${safeJson(doc)}</script>`),
  ]
  return tags.filter(Boolean).join('\n    ')
}

/**
 * schema.org BlogPosting (a post) or Article (a press page). `image`: the page's own picture, or the
 * site's card when it has none (issue 29); never a stock illustration, which says nothing about it.
 */
export function articleJsonLd(article: ArticleMeta, meta: PageMeta, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.headline,
    description: meta.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // Google wants an image on every article: without its own, the site's card (never a stock illustration).
    image: [meta.image ? absolute(origin, meta.image.url) : origin + OG_IMAGE.path],
    ...(article.publishedTime ? { datePublished: article.publishedTime } : {}),
    ...(article.modifiedTime ? { dateModified: article.modifiedTime } : {}),
    // A person's url: the journal's list of their posts (the list filters by author).
    author: article.author ? { '@type': 'Person', name: article.author, url: `${origin}/journal/blogs?${new URLSearchParams({ author: article.author })}` } : { '@type': 'Organization', name: BRAND.name, url: origin + '/' },
    publisher: { '@type': 'Organization', name: BRAND.name, logo: { '@type': 'ImageObject', url: origin + '/apple-touch-icon.png' } },
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    inLanguage: 'en',
  }
}

export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: origin + item.path })),
  }
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
