/**
 * The static screens (not managed pages: their copy is written in the screen). One line each: the
 * screen's address and its module. The screen declares its own head (`export const head`: title
 * and description), which it sets when the browser navigates to it and which the server reads from
 * the loaded module; the server adds the canonical path and the breadcrumb trail.
 */
import type { PageMeta, StaticHead } from '../document.ts'
import { lazyPage, type LazyPage } from '../lib/lazy-page.tsx'
import { defineRoute, type Match } from './define.ts'

/** A screen's module as Vite's manifest names it; the browser needs no file names (empty there). */
const file = (name: string) => (globalThis.YERTH_BROWSER_BUILD ? '' : `src/pages/static/${name}.tsx`)

function staticRoute<K extends string>(kind: K, path: string, screen: LazyPage<{ match: Match<K> }>, module: string) {
  return defineRoute({
    kind,
    paths: [path],
    screen,
    server: globalThis.YERTH_BROWSER_BUILD
      ? undefined
      : {
          modules: () => [module],
          head: () => {
            // Rendered after the screen's chunk is loaded (entry-server preloads it first).
            const head = screen.module()?.head as StaticHead | undefined
            if (!head) throw new Error(`${module} does not export its head`)
            const meta: PageMeta = { ...head, index: true, path, breadcrumbs: [{ name: 'Home', path: '/' }, { name: head.title, path }] }
            return { meta, status: 200 }
          },
        },
  })
}

export const STATIC_ROUTES = [
  staticRoute('homeV1', '/home-v1', lazyPage(() => import('../pages/static/HomeV1.tsx')), file('HomeV1')),
  staticRoute('partners', '/partners', lazyPage(() => import('../pages/static/Partners.tsx')), file('Partners')),
  staticRoute('privacy', '/privacy-policy', lazyPage(() => import('../pages/static/PrivacyPolicy.tsx')), file('PrivacyPolicy')),
  staticRoute('terms', '/terms-of-service', lazyPage(() => import('../pages/static/TermsOfService.tsx')), file('TermsOfService')),
  staticRoute('cookies', '/cookie-settings', lazyPage(() => import('../pages/static/CookieSettings.tsx')), file('CookieSettings')),
  staticRoute('feedback', '/feedback', lazyPage(() => import('../pages/static/Feedback.tsx')), file('Feedback')),
] as const
