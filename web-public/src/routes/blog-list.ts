/** /journal/blogs: the blog list (public-site §2 Blogs). */
import type { BlogListResponse } from '../../../shared/api/journal.ts'
import { lazyPage } from '../lib/lazy-page.tsx'
import { defineRoute } from './define.ts'
import { journalListServer } from './journal-list.ts'
import { serverKit } from './kit.ts'

export const blogListRoute = defineRoute({
  kind: 'blogList',
  paths: ['/journal/blogs'],
  screen: lazyPage(() => import('../pages/journal/BlogList.tsx')),
  server: globalThis.YERTH_BROWSER_BUILD
    ? undefined
    : journalListServer('blogList', {
        module: 'src/pages/journal/BlogList.tsx',
        meta: () => serverKit().BLOG_LIST_META,
        source: ({ blogs }) => blogs && { list: (q) => blogs.listPublic(q), categories: () => blogs.categories(), authors: () => blogs.authors() },
        empty: (offset): BlogListResponse => ({ blogs: [], total: 0, limit: serverKit().LIST_PAGE_SIZE, offset }),
      }),
})
