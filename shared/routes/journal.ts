/** The journal's routes (public-site §2): the blog list, the vlog list and a post. */
import { declareRoute } from './define.ts'

export const BLOG_LIST = declareRoute({ kind: 'blogList', paths: ['/journal/blogs'] })

export const VLOG_LIST = declareRoute({ kind: 'vlogList', paths: ['/journal/vlogs'] })

export const BLOG_DETAIL = declareRoute({
  kind: 'blogDetail',
  paths: ['/journal/blogs/:slug'],
  params: ({ slug }) => ({ slug }),
  canonical: ({ slug }) => `/journal/blogs/${encodeURIComponent(slug)}`,
})
