/**
 * What the public screens of every served content type share (shared/content-types/served.ts): their
 * data's shape (routes/served.ts loads it), their head (title, description, social image, breadcrumbs
 * and the type's JSON-LD) and the hooks that read the data on the server's page or after a
 * navigation. A type's own two screens (content/<type>/List.tsx and Detail.tsx) draw it.
 */
import type { ServedContentType, ServedItem } from '../../../shared/content-types/served.ts'
import { feedPath, itemPath, titleField } from '../../../shared/content-types/served.ts'
import { BRAND } from '../../../shared/brand.ts'
import { servedDetailKind, servedListKind } from '../../../shared/routes/served.ts'
import { excerptOf } from '../../../shared/journal.ts'
import { socialImage, type ImageFacts, type PageMeta } from '../document.ts'
import { usePageMeta } from '../lib/head.ts'
import { useRouteData } from '../lib/use-route-data.ts'

/** An item as its page shows it: lapsed (an event that has ended); `preview` when staff open one visitors cannot see. */
export type ServedPageItem = ServedItem & { lapsed: boolean; preview?: true }

/** The list route's data. */
export interface ServedListData {
  kind: `served-list:${string}`
  key: string
  items: ServedPageItem[]
  past: ServedPageItem[]
}

/** The detail route's data: item null is the 404 page; `image`, the size of its picture when it is an upload (the social card). */
export interface ServedDetailData {
  kind: `served-detail:${string}`
  key: string
  item: ServedPageItem | null
  image?: ImageFacts | null
}


const listCrumb = (t: ServedContentType) => ({ name: t.plural, path: t.served.site.path })
/** Where an item's list is: its own page, or the page that lists it (`site.crumb`). */
const itemCrumb = (t: ServedContentType) => t.served.site.crumb ?? listCrumb(t)

export function servedListMeta(t: ServedContentType): PageMeta {
  const path = t.served.site.path
  return {
    title: t.plural,
    description: t.served.site.intro,
    index: true,
    path,
    breadcrumbs: [{ name: 'Home', path: '/' }, listCrumb(t)],
    ...(t.served.site.feed && { feed: { href: feedPath(t), title: `${BRAND.name} ${t.plural}` } }),
  }
}

export function servedNotFoundMeta(t: ServedContentType): PageMeta {
  return {
    title: `${t.label} not found`,
    description: `This ${t.noun} doesn't exist or is no longer published. See every ${t.noun} on the ${itemCrumb(t).name} page.`,
    index: false,
  }
}

/**
 * Title '{title} | Yerth'; its description field, else the start of its rich text, else the type's
 * intro; its picture as the social card (`image`: the upload's size and type, when known); an article
 * (og:type article, schema.org Article) when the type says so, and the type's own JSON-LD; previews
 * are never indexed.
 */
export function servedItemMeta(t: ServedContentType, item: ServedPageItem, image?: ImageFacts | null): PageMeta {
  const path = itemPath(t, item.slug)
  const title = String(item[titleField(t).name])
  const site = t.served.site
  const imageField = site.image ? t.served.fields.find((f) => f.name === site.image) : undefined
  const alt = imageField?.alt ? String(item[imageField.alt] ?? '') : ''
  const text = t.served.fields.find((f) => f.kind === 'richText')
  const jsonLd = site.jsonLd
  return {
    title,
    description: String(item[site.description] ?? '').trim() || (text ? excerptOf(String(item[text.name] ?? '')) : '') || site.intro,
    index: !item.preview,
    path,
    image: site.image ? socialImage(String(item[site.image] ?? ''), alt || title, image) : undefined,
    breadcrumbs: [itemCrumb(t), { name: title, path }],
    ...(site.article && {
      article: { type: 'Article' as const, headline: title, publishedTime: item.publish_date || item.created_at, modifiedTime: item.updated_at, tags: [] },
    }),
    ...(jsonLd && { structured: (origin: string) => jsonLd(item, { origin, name: BRAND.name, logo: `${origin}/og-image.png` }) }),
  }
}

/** The list's data (the server's on the first page, fetched after a navigation) and its head. */
export function useServedList(t: ServedContentType) {
  const resource = useRouteData<ServedListData>(servedListKind(t.type))
  usePageMeta(servedListMeta(t))
  return resource
}

/** The item's data and its head (a 404's head when there is none). */
export function useServedItem(t: ServedContentType) {
  const resource = useRouteData<ServedDetailData>(servedDetailKind(t.type))
  const item = resource.data?.item ?? null
  usePageMeta(resource.loading ? { title: t.label, description: t.served.site.intro, index: false } : item ? servedItemMeta(t, item, resource.data?.image) : servedNotFoundMeta(t))
  return resource
}
