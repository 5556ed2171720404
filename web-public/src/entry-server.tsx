/**
 * SSR entry (built to dist/public/server/entry-server.js, loaded by web-public/plugin.ts through
 * @fastify/vite): renders one URL with the request's page data (and the route's data, loaded by
 * its route's declaration, src/routes/). The route's code-split screen is loaded first so it renders in full.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { renderHead } from './document.ts'
import { COMING_SOON_META, NOT_FOUND_META } from './frame-meta.ts'
import { COMING_SOON, COMING_SOON_MODULE } from './pages.ts'
import { matchRoute, preloadRoute, type PageData, type RouteMatch, type RouteData } from './routes/index.ts'
import type { PageAnswer } from './routes/define.ts'
// The routes' server parts (head, modules) run here: the SSR bundle is server code.
import { serverOf } from './routes/server/index.ts'

export interface RenderContext {
  /** Absolute origin for canonical and Open Graph URLs, e.g. https://www.example.com */
  origin: string
}

export interface RenderResult {
  /** Markup for <div id="root">. */
  html: string
  /** Tags for <head>. */
  head: string
  status: number
  /** Source modules of the code-split screen rendered (for its <link> tags), relative to web-public/. */
  modules: string[]
}

export async function render(url: string, data: PageData, ctx: RenderContext): Promise<RenderResult> {
  // The path as the router sees it (a request's path is not resolved against a base: `//x` stays a path).
  const pathname = url.split(/[?#]/)[0] || '/'
  const gated = data.gate.protected && !data.gate.hasAccess
  const match = gated ? null : matchRoute(pathname)
  if (gated) await COMING_SOON.preload()
  else if (match) await preloadRoute(match, data.route)
  const page = gated ? { meta: COMING_SOON_META, status: 200 } : answerFor(match, data.route)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initial={data} />
      </StaticRouter>
    </StrictMode>,
  )
  return {
    html,
    head: renderHead(page.meta, data, ctx.origin, pathname),
    status: page.status,
    modules: gated ? [COMING_SOON_MODULE] : match ? (serverOf(match.kind)?.modules(match, data.route) ?? []) : [],
  }
}

/** Head and status of a route (its declaration's `server.head`); an address no route claims is the 404 page. */
function answerFor(match: RouteMatch | null, data: RouteData | undefined): PageAnswer {
  const head = match ? serverOf(match.kind)?.head : undefined
  return head ? head(match!, data) : { meta: NOT_FOUND_META, status: 404 }
}
