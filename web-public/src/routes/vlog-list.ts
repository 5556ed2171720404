/** /journal/vlogs: the vlog list (public-site §2 Vlogs). */
import type { VlogListResponse } from '../../../shared/api/journal.ts'
import { lazyPage } from '../lib/lazy-page.tsx'
import { defineRoute } from './define.ts'
import { journalListServer } from './journal-list.ts'
import { serverKit } from './kit.ts'

export const vlogListRoute = defineRoute({
  kind: 'vlogList',
  paths: ['/journal/vlogs'],
  screen: lazyPage(() => import('../pages/journal/VlogList.tsx')),
  server: globalThis.YERTH_BROWSER_BUILD
    ? undefined
    : journalListServer('vlogList', {
        module: 'src/pages/journal/VlogList.tsx',
        meta: () => serverKit().VLOG_LIST_META,
        source: ({ vlogs }) => vlogs && { list: (q) => vlogs.listPublic(q), categories: () => vlogs.categories(), authors: () => vlogs.authors() },
        empty: (offset): VlogListResponse => ({ vlogs: [], total: 0, limit: serverKit().LIST_PAGE_SIZE, offset, any_published: false }),
      }),
})
