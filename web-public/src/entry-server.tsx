/**
 * SSR entry (built to dist/public/server/entry-server.js, loaded by web-public/plugin.ts through
 * @fastify/vite): renders one URL with the request's PublicPageData.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { PublicPageData } from '../../shared/ssr.ts'
import { App } from './App.tsx'
import { renderHead } from './document.ts'
import { COMING_SOON_META, matchPage } from './meta.ts'

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
}

export function render(url: string, data: PublicPageData, ctx: RenderContext): RenderResult {
  const pathname = new URL(url, 'http://localhost').pathname
  const gated = data.gate.protected && !data.gate.hasAccess
  const page = gated ? { meta: COMING_SOON_META, status: 200 } : matchPage(pathname)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initial={data} />
      </StaticRouter>
    </StrictMode>,
  )
  return { html, head: renderHead(page.meta, data, ctx.origin, pathname), status: page.status }
}
