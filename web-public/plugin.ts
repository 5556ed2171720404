/**
 * web-public: the server-rendered public site. Registers @fastify/vite in its own encapsulated
 * scope (the admin console registers a second one; they must not share a scope or a dist folder),
 * serves the built assets from dist/public/client and answers every other GET/HEAD that is not
 * under /api or /admin with a page rendered by web-public/src/entry-server.tsx. While the site
 * gate blocks the visitor every route renders the coming-soon page (200); unknown routes render the
 * 404 page (404) inside the full frame. The page data (PublicPageData) is embedded as JSON for
 * hydration, with the data of the route's screen (loaders.ts: blogs and vlogs read through the
 * services their modules decorate, when registered). Screens are code-split: the page links the
 * route's chunk and stylesheet from Vite's manifest so it paints styled and hydrates at once. The
 * one inline script (the pre-paint theme) is allowed by its CSP hash.
 * Exposes: app.renderComingSoon(request, reply), used by web-admin on /admin routes;
 * GET /api/public/sitemap.xml (gated like every public API) and GET /robots.txt.
 * Depends on: core (config, scriptHashes, changes), settings (publicSettings), gate (state, blocks);
 * reads request.admin (auth) and app.blogs / app.vlogs when present.
 */
import fp from 'fastify-plugin'
import fastifyVite from '@fastify/vite'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GateState } from '../shared/api/gate.ts'
import type { PublicSettings } from '../shared/api/settings.ts'
import { THEME_SCRIPT, THEME_SCRIPT_TAG, dataScriptTag, escapeHtml } from './src/document.ts'
import type { RenderContext, RenderResult } from './src/entry-server.tsx'
import type { PageData } from './src/lib/route-data.tsx'
import { matchRoute } from './src/lib/routes.ts'
import { PageCache } from './page-cache.ts'
import { clientPageData, loadRouteData, type JournalServices } from './loaders.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the coming-soon page (HTTP 200), whatever the URL; for routes outside this plugin. */
    renderComingSoon(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  }
}

/** The services this plugin reads, as the settings, gate and auth modules decorate them. */
interface Services {
  settings: { publicSettings(): Promise<PublicSettings>; protection(): Promise<{ enabled: boolean }> }
  gate: { state(request: FastifyRequest): Promise<GateState>; blocks(request: FastifyRequest): Promise<boolean> }
}

type RenderFn = (url: string, data: PageData, ctx: RenderContext) => Promise<RenderResult>

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

const SANE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

const ROOT = fileURLToPath(new URL('.', import.meta.url))
/** Build output of web-public/vite.config.ts, relative to the project root. */
export const PUBLIC_DIST_DIR = 'dist/public'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/**
 * `<link>` tags for the chunks of code-split screens (keys are source paths relative to web-public/,
 * as Vite's manifest names them): the module and the modules it imports, and their stylesheets.
 * What the entry already loads (index.html's script and CSS) is left out.
 */
export function routeAssetTags(manifest: Manifest, modules: string[]): string {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || seen.has(key)) return
    seen.add(key)
    scripts.add(chunk.file)
    chunk.css?.forEach((c) => styles.add(c))
    chunk.imports?.forEach(visit)
  }
  modules.forEach(visit)
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}">`),
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`),
  ].join('\n    ')
}

function readManifest(): Manifest {
  const file = join(ROOT, '..', PUBLIC_DIST_DIR, 'client', '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {}
}

export const publicSite = fp(
  async (app: FastifyInstance) => {
    const services = app as unknown as FastifyInstance & Services
    // Optional modules: read at request time, so the journal screens render (empty) without them.
    const journal = app as unknown as JournalServices
    const dev = app.config.devServer
    app.scriptHashes.allow(THEME_SCRIPT)
    let manifest: Manifest = {}

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
      if (!dev) manifest = readManifest()

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

    /** Absolute links: PUBLIC_ORIGIN, else the request's own when its Host looks like a host (no header injection). */
    const originOf = (request: FastifyRequest) => {
      if (app.config.publicOrigin) return app.config.publicOrigin
      const host = SANE_HOST.test(request.host ?? '') ? request.host : 'localhost'
      return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply, forceComingSoon: boolean): Promise<FastifyReply> {
      const [settings, state, blocked] = await Promise.all([
        services.settings.publicSettings(),
        services.gate.state(request),
        forceComingSoon ? Promise.resolve(true) : services.gate.blocks(request),
      ])
      // gate.blocks is the authority on whether this visitor sees the coming-soon page.
      const gate: GateState = { protected: state.protected || blocked, hasAccess: !blocked }
      const data: PageData = {
        settings,
        gate,
        staff: (request as FastifyRequest & { admin?: unknown }).admin != null,
      }
      const origin = originOf(request)
      // Staff pages may show drafts and previews: always rendered fresh, never cached.
      const cacheKey = data.staff || dev ? null : `${origin}|${Number(gate.protected)}${Number(gate.hasAccess)}|${request.url}`
      const cached = cacheKey ? cache.get(cacheKey) : undefined
      let status = cached?.status
      let html = cached?.html
      if (!cached) {
        const page = await renderer(request.url)
        if (!(gate.protected && !gate.hasAccess)) {
          const url = new URL(request.url, 'http://localhost')
          data.route = await loadRouteData(matchRoute(url.pathname), url, journal, data.staff)
        }
        const result = await page.render(request.url, data, { origin })
        status = result.status
        html = page.template({
          themeScript: THEME_SCRIPT_TAG,
          head: result.head,
          element: result.html,
          data: dataScriptTag(clientPageData(data)),
        })
        // After the entry's own stylesheet, as Vite orders them when the chunk loads in the browser.
        const assets = result.modules.length ? routeAssetTags(manifest, result.modules) : ''
        if (assets) html = html.replace('</head>', `  ${assets}\n  </head>`)
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

    // The gate module refuses /api/public/* (this one included) while the site is closed.
    app.get('/api/public/sitemap.xml', async (request, reply) => {
      const posts = (await journal.blogs?.sitemapEntries?.()) ?? []
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(originOf(request), posts))
    })

    // robots.txt names the sitemap by its absolute URL, so it is answered here rather than as a file
    // (an old build that still holds a static robots.txt keeps serving that one).
    if (!app.hasRoute({ method: 'GET', url: '/robots.txt' })) {
      app.get('/robots.txt', async (request, reply) => {
        const { enabled: gated } = await services.settings.protection()
        // Short-lived, so switching the gate off is seen by crawlers within minutes.
        return reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(robotsTxt(originOf(request), gated))
      })
    }
  },
  { name: 'web-public', fastify: '5.x', dependencies: ['settings', 'gate'] },
)
