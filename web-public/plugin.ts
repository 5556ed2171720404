/**
 * web-public: the server-rendered public site. Registers @fastify/vite in its own encapsulated
 * scope (the admin console registers a second one; they must not share a scope or a dist folder),
 * serves the built assets from dist/public/client and answers every other GET/HEAD that is not
 * under /api or /admin with a page rendered by web-public/src/entry-server.tsx. While the site
 * gate blocks the visitor every route renders the coming-soon page (200); unknown routes render the
 * 404 page (404) inside the full frame. The page data (PublicPageData) is embedded as JSON for
 * hydration; the one inline script (the pre-paint theme) is allowed by its CSP hash.
 * Exposes: app.renderComingSoon(request, reply), used by web-admin on /admin routes.
 * Depends on: core (config, scriptHashes), settings (publicSettings), gate (state, blocks), and
 * reads request.admin (auth) when present.
 */
import fp from 'fastify-plugin'
import fastifyVite from '@fastify/vite'
import { readFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GateState } from '../shared/api/gate.ts'
import type { PublicSettings } from '../shared/api/settings.ts'
import type { PublicPageData } from '../shared/ssr.ts'
import { THEME_SCRIPT, THEME_SCRIPT_TAG, dataScriptTag } from './src/document.ts'
import type { RenderContext, RenderResult } from './src/entry-server.tsx'
import { PageCache } from './page-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the coming-soon page (HTTP 200), whatever the URL; for routes outside this plugin. */
    renderComingSoon(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  }
}

/** The services this plugin reads, as the settings, gate and auth modules decorate them. */
interface Services {
  settings: { publicSettings(): Promise<PublicSettings> }
  gate: { state(request: FastifyRequest): Promise<GateState>; blocks(request: FastifyRequest): Promise<boolean> }
}

type RenderFn = (url: string, data: PublicPageData, ctx: RenderContext) => RenderResult

interface TemplateSlots {
  themeScript: string
  head: string
  element: string
  data: string
}
type Template = (slots: TemplateSlots) => string

const SLOT_NAMES = ['themeScript', 'head', 'element', 'data'] as const
const SLOT_PATTERN = /<!--\s*(themeScript|head|element|data)\s*-->/

/** Splits index.html at its `<!-- slot -->` comments; a missing slot fails at boot, not per request. */
export function compileTemplate(source: string): Template {
  const parts = source.split(SLOT_PATTERN)
  for (const name of SLOT_NAMES) {
    if (!parts.some((p, i) => i % 2 === 1 && p === name)) throw new Error(`web-public/index.html has no <!-- ${name} --> placeholder`)
  }
  return (slots) => parts.map((part, i) => (i % 2 === 1 ? slots[part as keyof TemplateSlots] : part)).join('')
}

/** Paths this plugin leaves to others (the API, the admin console). */
const FOREIGN_PATH = /^\/(?:api|admin)(?:\/|$)/
/** A missing file, not a page: answered by the plain 404 instead of a rendered page. */
const ASSET_PATH = /\.(?:js|mjs|css|map|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|txt|xml|json|webmanifest)$/i

const ROOT = fileURLToPath(new URL('.', import.meta.url))
/** Build output of web-public/vite.config.ts, relative to the project root. */
export const PUBLIC_DIST_DIR = 'dist/public'

export const publicSite = fp(
  async (app: FastifyInstance) => {
    const services = app as unknown as FastifyInstance & Services
    const dev = app.config.devServer
    app.scriptHashes.allow(THEME_SCRIPT)

    let template: Template | null = null
    let render: RenderFn | null = null
    let viteScope: FastifyInstance | null = null
    const cache = new PageCache()
    app.changes.subscribeAll(() => cache.clear())

    await app.register(async function publicSiteScope(scope) {
      viteScope = scope
      await scope.register(fastifyVite, {
        root: ROOT,
        distDir: PUBLIC_DIST_DIR,
        dev,
        // No client-defined routes: this plugin owns its catch-all route, so it keeps the SSR module.
        prepareClient: async (entries) => {
          const mod = entries.ssr as { render?: RenderFn } | undefined
          if (typeof mod?.render !== 'function') throw new Error('web-public SSR bundle does not export render()')
          render = mod.render
          return null
        },
        createHtmlFunction: async (source: string) => {
          template = compileTemplate(source)
          return function (this: FastifyReply) {
            return this
          }
        },
        fastifyStaticOptions: {
          cacheControl: false,
          dotfiles: 'ignore',
          setHeaders(reply, filePath) {
            // Hashed bundle files never change; the rest (robots.txt, icons) may.
            const immutable = filePath.includes(`${sep}assets${sep}`)
            reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
          },
        },
      })
      await scope.vite.ready()

      scope.get('/*', async (request, reply) => {
        const path = request.url.split('?')[0]
        if (FOREIGN_PATH.test(path) || ASSET_PATH.test(path)) return reply.callNotFound()
        return renderPage(request, reply, false)
      })
    })

    /** The template and render function; in development both come fresh from Vite's dev server. */
    async function renderer(url: string): Promise<{ template: Template; render: RenderFn }> {
      if (dev) {
        const devServer = (viteScope as unknown as { vite: { devServer: { transformIndexHtml(url: string, html: string): Promise<string> } } }).vite
          .devServer
        const html = await devServer.transformIndexHtml(url, await readFile(join(ROOT, 'index.html'), 'utf8'))
        template = compileTemplate(html)
      }
      if (!template || !render) throw new Error('web-public is not ready: run the build (dist/public) first')
      return { template, render }
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply, forceComingSoon: boolean): Promise<FastifyReply> {
      const [settings, state, blocked] = await Promise.all([
        services.settings.publicSettings(),
        services.gate.state(request),
        forceComingSoon ? Promise.resolve(true) : services.gate.blocks(request),
      ])
      // gate.blocks is the authority on whether this visitor sees the coming-soon page.
      const gate: GateState = { protected: state.protected || blocked, hasAccess: !blocked }
      const data: PublicPageData = {
        settings,
        gate,
        staff: (request as FastifyRequest & { admin?: unknown }).admin != null,
      }
      const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`
      // Staff pages may show drafts and previews: always rendered fresh, never cached.
      const cacheKey = data.staff || dev ? null : `${origin}|${Number(gate.protected)}${Number(gate.hasAccess)}|${request.url}`
      const cached = cacheKey ? cache.get(cacheKey) : undefined
      let status = cached?.status
      let html = cached?.html
      if (!cached) {
        const page = await renderer(request.url)
        const result = page.render(request.url, data, { origin })
        status = result.status
        html = page.template({
          themeScript: THEME_SCRIPT_TAG,
          head: result.head,
          element: result.html,
          data: dataScriptTag(data),
        })
        if (cacheKey) cache.set(cacheKey, status, html)
      }
      return reply
        .code(status!)
        .header('content-type', 'text/html; charset=utf-8')
        // The page depends on the gate cookie and the staff session: never stored by shared caches.
        .header('cache-control', 'no-store')
        .send(html)
    }

    app.decorate('renderComingSoon', (request: FastifyRequest, reply: FastifyReply) => renderPage(request, reply, true))
  },
  { name: 'web-public', fastify: '5.x', dependencies: ['settings', 'gate'] },
)
