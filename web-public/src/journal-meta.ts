/** Head metadata of the journal screens (kept apart from meta.ts so the frame's chunk does not carry it). */
import type { PageMeta } from './document.ts'
import { STOCK_IMAGE, tagList } from './lib/journal.ts'
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

/** A post's head: meta title or title, meta description or excerpt, article data; previews are never indexed. */
export function blogMeta(blog: PageBlog): PageMeta {
  const path = `/journal/blogs/${encodeURIComponent(blog.slug)}`
  return {
    title: blog.meta_title?.trim() || blog.title,
    description: blog.meta_description?.trim() || blog.excerpt || BLOG_LIST_META.description,
    index: !blog.preview,
    path,
    keywords: blog.meta_keywords?.trim() || undefined,
    feed: true,
    article: {
      headline: blog.title,
      publishedTime: blog.publish_date ?? blog.created_at,
      author: blog.author_name,
      section: blog.category,
      tags: tagList(blog.tags),
      image: blog.featured_image || STOCK_IMAGE,
    },
    breadcrumbs: [JOURNAL_CRUMB, BLOGS_CRUMB, { name: blog.title, path }],
  }
}
