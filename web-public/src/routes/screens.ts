/**
 * The screen of every public route (shared/routes/ declares the routes): one line a route, so the
 * browser's router (App.tsx) and the server's render (entry-server.tsx) draw the same screen for a
 * match. A kind of the table without a screen here does not compile. Served content types are drawn
 * by their own two screens, found by the type's name (content/screens.ts).
 */
import type { BlogListResponse, VlogListResponse } from '../../../shared/api/journal.ts'
import { SERVED_TYPES } from '../../../shared/content-types/served-types.ts'
import type { RouteKind, RouteMatch } from '../../../shared/routes/index.ts'
import { servedDetailKind, servedListKind, servedTypeOfKind, type ServedDetailKind, type ServedListKind } from '../../../shared/routes/served.ts'
import type { ServedDetailData, ServedListData } from '../content/served.ts'
import { lazyPage } from '../lib/lazy-page.tsx'
import { BLOG_CONTENT_ID } from '../lib/blog-content-id.ts'
import type { BlogDetailData } from '../pages/journal/BlogDetail.tsx'
import type { ListRouteData } from '../pages/journal/JournalList.tsx'
import type { PageRouteData } from '../pages/ManagedPage.tsx'
import { defineScreen, type RouteScreen } from './define.ts'

const staticScreen = <K extends RouteKind>(kind: K, load: Parameters<typeof lazyPage>[0]) => defineScreen(kind, { screen: lazyPage(load) as never })

const SCREENS = {
  page: defineScreen<'page', PageRouteData>('page', {
    screen: lazyPage(() => import('../pages/ManagedPage.tsx')),
    // The registry (and the generic section components) come with the screen's chunk, not the frame.
    preload: (_match, data) => (data?.page ? import('../sections/registry.ts').then((r) => r.loadBlocks(data.page!.sections)) : undefined),
  }),
  blogList: defineScreen<'blogList', ListRouteData<'blogList', BlogListResponse>>('blogList', { screen: lazyPage(() => import('../pages/journal/BlogList.tsx')) }),
  vlogList: defineScreen<'vlogList', ListRouteData<'vlogList', VlogListResponse>>('vlogList', { screen: lazyPage(() => import('../pages/journal/VlogList.tsx')) }),
  blogDetail: defineScreen<'blogDetail', BlogDetailData>('blogDetail', {
    screen: lazyPage(() => import('../pages/journal/BlogDetail.tsx')),
    // A post's HTML is sent once, in the page: the JSON leaves it out and the browser reads it back.
    fromPage: (data) => {
      if (data.blog && !data.blog.content) data.blog.content = document.getElementById(BLOG_CONTENT_ID)?.innerHTML ?? ''
      return data
    },
  }),
  homeV1: staticScreen('homeV1', () => import('../pages/static/HomeV1.tsx')),
  partners: staticScreen('partners', () => import('../pages/static/Partners.tsx')),
  privacy: staticScreen('privacy', () => import('../pages/static/PrivacyPolicy.tsx')),
  terms: staticScreen('terms', () => import('../pages/static/TermsOfService.tsx')),
  cookies: staticScreen('cookies', () => import('../pages/static/CookieSettings.tsx')),
  feedback: staticScreen('feedback', () => import('../pages/static/Feedback.tsx')),
} satisfies { [K in Exclude<RouteKind, ServedListKind | ServedDetailKind>]: unknown }

type ServedScreen = RouteScreen<RouteMatch, ServedListData> | RouteScreen<RouteMatch, ServedDetailData>
const SERVED_SCREENS = new Map<string, ServedScreen>(
  SERVED_TYPES.flatMap((t) => [
    [servedListKind(t.type), { screen: lazyPage(() => import('../content/screens.ts').then((m) => m.servedScreen(t.type, 'List'))) }],
    [servedDetailKind(t.type), { screen: lazyPage(() => import('../content/screens.ts').then((m) => m.servedScreen(t.type, 'Detail'))) }],
  ]),
)

type DataOf<S> = S extends RouteScreen<infer _M, infer D> ? D : never
/** The data a route's server part loads for the first render (sent with the page). */
export type RouteData = Exclude<DataOf<(typeof SCREENS)[keyof typeof SCREENS]>, undefined> | ServedListData | ServedDetailData

/** A screen part as the generic code handles it. */
type AnyScreen = RouteScreen<RouteMatch, RouteData>

/** The screen part of a route's kind (undefined for a kind this build does not know). */
export function screenOf(kind: string): AnyScreen | undefined {
  if (servedTypeOfKind(kind) !== undefined) return SERVED_SCREENS.get(kind) as AnyScreen | undefined
  return (SCREENS as unknown as Record<string, AnyScreen>)[kind]
}

/** Loads what a route's screen needs before rendering (server) or hydrating (browser): its chunk, and what its part adds. */
export async function preloadRoute(match: RouteMatch | null, data?: RouteData): Promise<void> {
  const part = match && screenOf(match.kind)
  if (!part) return
  const mine = data && data.kind === match.kind ? data : undefined
  await Promise.all([part.screen.preload(), part.preload?.(match, mine)])
}
