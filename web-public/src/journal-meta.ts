/** Head metadata of the journal screens (read by the journal screens and, on the server, their routes' heads: src/routes/). */
import { socialImage, type ImageFacts, type PageMeta } from './document.ts'
import { tagList } from './lib/journal.ts'
import type { PageBlog } from './lib/route-data.tsx'

const JOURNAL_CRUMB = { name: 'Journal', path: '/journal' }
const BLOGS_CRUMB = { name: 'Blogs', path: '/journal/blogs' }

export const BLOG_LIST_META: PageMeta = {
  title: 'Blogs',
  description: 'Articles from the Yerth team on electric mobility, nature-inspired design, intelligent vehicles and sustainability.',
  index: true,
  path: '/journal/blogs',
  feed: true,
  breadcrumbs: [JOURNAL_CRUMB, BLOGS_CRUMB],
}

export const VLOG_LIST_META: PageMeta = {
  title: 'Vlogs',
  description: 'Videos from Yerth: behind the scenes of building electric Hypermobility vehicles, design stories and conversations.',
  index: true,
  path: '/journal/vlogs',
  feed: true,
  breadcrumbs: [JOURNAL_CRUMB, { name: 'Vlogs', path: '/journal/vlogs' }],
}

export const BLOG_NOT_FOUND_META: PageMeta = {
  title: 'Blog not found',
  description: "This article doesn't exist or is no longer published. Browse all articles in the Yerth Journal.",
  index: false,
  feed: true,
}

/**
 * A list page past its last one (`/journal/blogs?page=999`): the 404 page of that list, never
 * indexed and with no canonical URL of its own.
 */
export function pastLastPageMeta(meta: PageMeta, page: number): PageMeta {
  return { ...meta, title: `${meta.title}: no page ${page}`, index: false, path: undefined }
}

/**
 * A post's head: meta title or title, meta description or excerpt, article data, and its featured
 * image as its social image (`image`: the upload's size and type, when the media module knows them);
 * previews are never indexed.
 */
export function blogMeta(blog: PageBlog, image?: ImageFacts | null): PageMeta {
  const path = `/journal/blogs/${encodeURIComponent(blog.slug)}`
  return {
    title: blog.meta_title?.trim() || blog.title,
    description: blog.meta_description?.trim() || blog.excerpt || BLOG_LIST_META.description,
    index: !blog.preview,
    path,
    keywords: blog.meta_keywords?.trim() || undefined,
    feed: true,
    article: {
      type: 'BlogPosting',
      headline: blog.title,
      publishedTime: blog.publish_date ?? blog.created_at,
      modifiedTime: blog.updated_at,
      author: blog.author_name,
      section: blog.category,
      tags: tagList(blog.tags),
    },
    image: socialImage(blog.featured_image, blog.title, image),
    breadcrumbs: [JOURNAL_CRUMB, BLOGS_CRUMB, { name: blog.title, path }],
  }
}
