/**
 * SSR entry (built to dist/public/server/entry-server.js, loaded by web-public/plugin.ts through
 * @fastify/vite): renders one URL with the request's page data (and the route's data, loaded by
 * web-public/loaders.ts). The route's code-split screen is loaded first so it renders in full.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { renderHead } from './document.ts'
import type { PageData } from './lib/route-data.tsx'
import { COMING_SOON_MODULE, matchRoute, routeModules } from './lib/routes.ts'
import { COMING_SOON_META, pageFor } from './meta.ts'
import { COMING_SOON, preloadRoute } from './pages.ts'
import { chunksOf } from './sections/registry.ts'

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
  const page = gated ? { meta: COMING_SOON_META, status: 200 } : pageFor(match, data.route)
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
    modules: gated ? [COMING_SOON_MODULE] : match ? routeModules(match, data.route?.kind === 'page' && data.route.page ? chunksOf(data.route.page.sections) : []) : [],
  }
}
