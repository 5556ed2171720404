/**
 * The screen of every managed page (Home, About Us, Journal, HyperBuilt, Media, Careers, Contact
 * Us, and the pages editors create): the page's visible blocks in stored order, each drawn by the
 * component of its block type (sections/registry.ts), and its head from its SEO fields. Data: the server's
 * route data on the first page; GET /api/public/pages/:key on navigations inside the app.
 */
import type { PublicPage } from '../../../shared/api/pages.ts'
import { Loader } from '../components/Loader.tsx'
import { usePageMeta } from '../lib/head.ts'
import { routeDataOf, useRouteResource } from '../lib/use-route-resource.ts'
import { managedPageMeta } from '../page-meta.ts'
import { SectionList } from '../sections/SectionList.tsx'
import type { PageExtras } from '../sections/types.ts'
import { NotFound } from './NotFound.tsx'
import '../sections/sections.css'

/** The route's data (routes/page.ts loads it): its visible sections and SEO fields (`preview`: staff see an unpublished page), and what its blocks need. page null: the 404 page. */
export interface PageRouteData {
  kind: 'page'
  key: string
  page: (PublicPage & { preview?: true }) | null
  extras: PageExtras
}

type PageState = { page: (PublicPage & { preview?: true }) | null; extras: PageExtras; failed?: boolean }

async function fetchPage(key: string, signal: AbortSignal): Promise<PageState> {
  const res = await fetch(`/api/public/pages/${key}`, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal })
  if (res.status === 404) return { page: null, extras: {} }
  if (!res.ok) throw new Error(`GET /api/public/pages/${key} answered ${res.status}`)
  return { page: (await res.json()) as PublicPage, extras: {} }
}

export default function ManagedPage({ match }: { match: { key: string; path: string } }) {
  const { key, path } = match
  const { data } = useRouteResource<PageState>(
    key,
    (route) => {
      const r = routeDataOf<PageRouteData>(route, 'page')
      return r?.key === key ? { page: r.page, extras: r.extras } : undefined
    },
    (signal) => fetchPage(key, signal),
    () => ({ page: null, extras: {}, failed: true }),
  )
  if (!data) return <Loader />
  if (data.failed) {
    // The server can always draw the page (it falls back to the default sections): load it whole.
    if (typeof window !== 'undefined') window.location.assign(path)
    return <Loader />
  }
  if (!data.page) return <NotFound />
  return <PageView pageKey={key} page={data.page} extras={data.extras} path={path} />
}

function PageView({ pageKey, page, extras, path }: { pageKey: string; page: PublicPage & { preview?: true }; extras: PageExtras; path: string }) {
  usePageMeta(managedPageMeta(pageKey, page, path))
  return (
    <div className={`managed-page managed-page--${pageKey}`}>
      {page.preview && (
        <p className="page-preview-note" role="note">
          Preview: this page is hidden from visitors until it is published.
        </p>
      )}
      <SectionList page={page} extras={extras} />
    </div>
  )
}
