/**
 * The server part of the static screens (shared/routes/static.ts): each screen declares its own head
 * (`export const head`: title and description), which it sets when the browser navigates to it and
 * which the server reads from the loaded module; the server adds the canonical path and the trail.
 */
import { declarationOf, type RouteKind } from '../../../../shared/routes/index.ts'
import type { PageMeta, StaticHead } from '../../document.ts'
import { screenOf } from '../screens.ts'
import { defineServer } from '../define.ts'

function staticServer<K extends RouteKind>(kind: K, name: string) {
  const module = `src/pages/static/${name}.tsx`
  const path = declarationOf(kind)!.paths[0]
  return defineServer(kind, {
    modules: () => [module],
    head: () => {
      // Rendered after the screen's chunk is loaded (entry-server preloads it first).
      const head = screenOf(kind)?.screen.module()?.head as StaticHead | undefined
      if (!head) throw new Error(`${module} does not export its head`)
      const meta: PageMeta = { ...head, index: true, path, breadcrumbs: [{ name: 'Home', path: '/' }, { name: head.title, path }] }
      return { meta, status: 200 }
    },
  })
}

export const STATIC_SERVERS = {
  homeV1: staticServer('homeV1', 'HomeV1'),
  partners: staticServer('partners', 'Partners'),
  privacy: staticServer('privacy', 'PrivacyPolicy'),
  terms: staticServer('terms', 'TermsOfService'),
  cookies: staticServer('cookies', 'CookieSettings'),
  feedback: staticServer('feedback', 'Feedback'),
}
