/**
 * The server part of a post (public-site §2 Blog detail). Visitors see published, due posts; staff
 * also open drafts and scheduled posts, marked as a preview. The sitemap lists every post visitors can read.
 */
import { blogSitemap, describeImage, findBlog, relatedBlogs } from '../../../loaders.ts'
import { BLOG_NOT_FOUND_META, blogMeta } from '../../journal-meta.ts'
import { RELATED_LIMIT } from '../../lib/journal.ts'
import type { BlogDetailData } from '../../pages/journal/BlogDetail.tsx'
import { defineServer } from '../define.ts'

export const blogDetailServer = defineServer<'blogDetail', BlogDetailData>('blogDetail', {
  modules: () => ['src/pages/journal/BlogDetail.tsx'],
  load: async ({ match, services, staff }) => {
    const { contentTypes } = services
    const blog = contentTypes ? await findBlog(contentTypes, match.slug, staff) : null
    const [related, image] = await Promise.all([
      blog && contentTypes ? relatedBlogs(contentTypes, blog, RELATED_LIMIT) : [],
      describeImage(services, blog?.featured_image),
    ])
    return { kind: 'blogDetail', key: match.slug, blog, related: related.slice(0, RELATED_LIMIT), image }
  },
  head: (_match, data) => (data?.blog ? { meta: blogMeta(data.blog, data.image), status: 200 } : { meta: BLOG_NOT_FOUND_META, status: 404 }),
  // Bounded by the posts that exist: unknown slugs render each time.
  cacheable: (_match, data) => data?.blog != null && !data.blog.preview,
  // The post's HTML is in the page; the screen part's fromPage reads it back.
  toBrowser: (data) => (data.blog ? { ...data, blog: { ...data.blog, content: '' } } : data),
  sitemap: async ({ contentTypes }) => (await blogSitemap(contentTypes)).map((p) => ({ path: `/journal/blogs/${encodeURIComponent(p.slug)}`, updated_at: p.updated_at })),
})
