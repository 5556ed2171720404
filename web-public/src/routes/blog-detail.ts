/**
 * /journal/blogs/{slug}: a post (public-site §2 Blog detail). Visitors see published, due posts;
 * staff also open drafts and scheduled posts, marked as a preview. The sitemap lists every post
 * visitors can read.
 */
import { lazyPage } from '../lib/lazy-page.tsx'
import { BLOG_CONTENT_ID } from '../lib/blog-content-id.ts'
import type { BlogDetailData } from '../pages/journal/BlogDetail.tsx'
import { defineRoute } from './define.ts'
import { serverKit } from './kit.ts'

export const blogDetailRoute = defineRoute({
  kind: 'blogDetail',
  paths: ['/journal/blogs/:slug'],
  params: ({ slug }) => ({ slug }),
  canonical: ({ slug }) => `/journal/blogs/${encodeURIComponent(slug)}`,
  screen: lazyPage(() => import('../pages/journal/BlogDetail.tsx')),
  // A post's HTML is sent once, in the page: the JSON leaves it out and the browser reads it back.
  fromPage: (data: BlogDetailData) => {
    if (data.blog && !data.blog.content) data.blog.content = document.getElementById(BLOG_CONTENT_ID)?.innerHTML ?? ''
    return data
  },
  server: globalThis.YERTH_BROWSER_BUILD
    ? undefined
    : {
        modules: () => ['src/pages/journal/BlogDetail.tsx'],
        load: async ({ match, services, staff }): Promise<BlogDetailData> => {
          const { findBlog, describeImage, RELATED_LIMIT } = serverKit()
          const blog = services.blogs ? await findBlog(services.blogs, match.slug, staff) : null
          const [related, image] = await Promise.all([
            blog && services.blogs ? services.blogs.related({ id: blog.id, category: blog.category }, RELATED_LIMIT) : [],
            describeImage(services, blog?.featured_image),
          ])
          return { kind: 'blogDetail', key: match.slug, blog, related: related.slice(0, RELATED_LIMIT), image }
        },
        head: (_match, data) => {
          const { blogMeta, BLOG_NOT_FOUND_META } = serverKit()
          return data?.blog ? { meta: blogMeta(data.blog, data.image), status: 200 } : { meta: BLOG_NOT_FOUND_META, status: 404 }
        },
        // Bounded by the posts that exist: unknown slugs render each time.
        cacheable: (_match, data) => data?.blog != null && !data.blog.preview,
        toBrowser: (data) => (data.blog ? { ...data, blog: { ...data.blog, content: '' } } : data),
        sitemap: async ({ blogs }) =>
          ((await blogs?.sitemapEntries?.()) ?? []).map((p) => ({ path: `/journal/blogs/${encodeURIComponent(p.slug)}`, updated_at: p.updated_at })),
      },
})
