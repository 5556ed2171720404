/**
 * web-public: the server-rendered public site. Registers @fastify/vite in its own encapsulated
 * scope (the admin console registers a second one; they must not share a scope or a dist folder),
 * serves the built assets from dist/public/client and answers every other GET/HEAD that is not
 * under /api or /admin with a page rendered by web-public/src/entry-server.tsx. While the site
 * gate blocks the visitor every route renders the coming-soon page (200); unknown routes render the
 * 404 page (404) inside the full frame. The page data (PublicPageData) is embedded as JSON for
 * hydration, with the data of the route's screen (each route's loader, src/routes/, reading the services
 * their modules decorate, when registered: loaders.ts). An address that moved (modules/redirects,
 * when registered) answers its redirect before anything else, gate or not. Screens are code-split: the page links the
 * route's chunk from Vite's manifest so it hydrates at once; the page's stylesheets (the entry's and
 * the screen's) are inlined in <head>, so the first paint waits for no other request. The one
 * inline script (the pre-paint theme) is allowed by its CSP hash.
 * Delivery (docs/decisions/0014-delivery-compression-and-caching.md): pages are cached by the route
 * they match (page-route.ts), never by the URL's text; other spellings of a page's path answer 301;
 * cached pages keep their brotli and gzip bytes (page-cache.ts); pages carry a weak ETag and answer
 * 304 to If-None-Match; Cache-Control is public (shared caches, briefly) for visitors while the
 * site is open and `private, no-store` for staff and whenever the gate is on. The on-the-fly
 * compression of every other answer of the app is installed here too (compression.ts). A cached
 * page for a request without credentials is a prepared answer (preparedPage; core's
 * prepared-answers.ts sends it before Fastify's request handling).
 * Exposes: app.renderComingSoon(request, reply), used by web-admin on /admin routes; app.pageCache
 * (the render cache: size and clear(), for tests and the bench);
 * GET /sitemap.xml and its alias GET /api/public/sitemap.xml (both gated like every public API), GET /robots.txt, the console's live
 * preview POST /api/cms/pages/preview (preview.ts), and a screen's data for navigations inside the
 * site, GET /api/public/route-data (route-data-api.ts: the route's own loader).
 * Depends on: core (config, scriptHashes, changes, prepared answers), settings (publicSettings,
 * protection, protectionNow), gate (state, blocks);
 * reads request.admin (auth) and app.pages / app.contentTypes / app.redirects when present (managed pages fall
 * back to their default sections without the pages module).
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
import type { AnswerRequest, PreparedAnswer } from '../modules/core/prepared-answers.ts'
import { installCompression, markEncoded, negotiate } from './compression.ts'
import { PageCache, encodedBody, noteHit, notModified, type CachedPage } from './page-cache.ts'
import { drawnNavigation, pageRoute, splitTarget, withQuery, type PageRoute } from './page-route.ts'
import { headerUrl } from '../modules/core/header-values.ts'
import type { JournalServices } from './loaders.ts'
import { pageRouteData } from './src/routes/server/page.ts'
import { SITEMAP_PATH, publicPagesProvider, robotsTxt, sitemapPages, sitemapXml } from './sitemap.ts'
import { installPagePreview } from './preview.ts'
import { installRouteDataApi } from './route-data-api.ts'
import { isManagedKey } from '../shared/pages/managed.ts'
import { remembered } from '../shared/remembered.ts'
import { matchRoute, type PageData, type RouteData, type RouteMatch } from './src/routes/index.ts'
import type { VisitorNavigation } from '../shared/navigation.ts'
import { STARTING_NAVIGATION } from './starting-navigation.ts'
// The routes' server parts (data, head, cache policy) run here.
import { serverOf } from './src/routes/server/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the coming-soon page (HTTP 200), whatever the URL; for routes outside this plugin. */
    renderComingSoon(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
    /** The render cache of visitor pages. */
    pageCache: PageCache
  }
}

/** The services this plugin reads, as the settings, gate and auth modules decorate them. */
interface Services {
  settings: {
    publicSettings(): Promise<PublicSettings>
    protection(): Promise<{ enabled: boolean }>
    protectionNow(): { enabled: boolean } | undefined
  }
  gate: { state(request: FastifyRequest): Promise<GateState>; blocks(request: FastifyRequest): Promise<boolean> }
}

type RenderFn = (url: string, data: PageData, ctx: RenderContext) => Promise<RenderResult>

interface TemplateSlots {
  themeScript: string
  head: string
  element: string
  data: string
  /** The screen's stylesheets and module preloads, last in <head> (after the entry's stylesheet). */
  assets?: string
}
/** The document as text, and as UTF-8 bytes (what a page answer sends). */
interface Template {
  (slots: TemplateSlots): string
  bytes(slots: TemplateSlots): Buffer
}

/** An image file of the client folder, as served (or its precompressed copy). */
const PUBLIC_IMAGE = /\.(?:png|svg|ico|webp|jpe?g|gif|avif)(?:\.br|\.gz)?$/i

const SLOT_NAMES = ['themeScript', 'head', 'element', 'data'] as const
const SLOT_PATTERN = /<!--\s*(themeScript|head|element|data|assets)\s*-->/

/**
 * Splits index.html at its `<!-- slot -->` comments; a missing slot fails at boot, not per request.
 * The assets slot is placed just before </head>.
 * `bytes` keeps the fixed parts (most of <head>: the inlined stylesheets) as UTF-8 bytes made once,
 * and encodes only the slots per page: joining every part into one string and encoding all of it
 * again cost about a tenth of an uncached page.
 */
export function compileTemplate(source: string): Template {
  const parts = source.replace('</head>', '<!-- assets --></head>').split(SLOT_PATTERN)
  for (const name of SLOT_NAMES) {
    if (!parts.some((p, i) => i % 2 === 1 && p === name)) throw new Error(`web-public/index.html has no <!-- ${name} --> placeholder`)
  }
  const slot = (slots: TemplateSlots, i: number) => slots[parts[i] as keyof TemplateSlots] ?? ''
  const fixed = parts.map((part, i) => (i % 2 === 1 ? null : Buffer.from(part)))
  // The assets slot is one of a few strings (a screen's stylesheets, about 30 KB): encoded once each.
  const assetBytes = remembered((value) => Buffer.from(value), 64)
  const encode = (name: string, value: string) => (name === 'assets' ? assetBytes(value) : Buffer.from(value))
  const text = (slots: TemplateSlots) => parts.map((part, i) => (i % 2 === 1 ? slot(slots, i) : part)).join('')
  text.bytes = (slots: TemplateSlots) => Buffer.concat(fixed.map((bytes, i) => bytes ?? encode(parts[i], slot(slots, i))))
  return text
}

/** Paths this plugin leaves to others (the API, the admin console). */
const FOREIGN_PATH = /^\/(?:api|admin)(?:\/|$)/
/** A missing file, not a page: answered by the plain 404 instead of a rendered page. */
const ASSET_PATH = /\.(?:js|mjs|css|map|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|txt|xml|json|webmanifest)$/i

const ROOT = fileURLToPath(new URL('.', import.meta.url))
/** Build output of web-public/vite.config.ts, relative to the project root. */
export const PUBLIC_DIST_DIR = 'dist/public'
const CLIENT_DIR = join(ROOT, '..', PUBLIC_DIST_DIR, 'client')

/**
 * Cache-Control of pages. Visitors' pages while the site is open may be kept by shared caches (a
 * CDN) for SHARED_MAX_AGE seconds and served stale for STALE_SECONDS more while one refetches;
 * browsers revalidate every time (max-age=0), cheaply, with the ETag. Kept short because switching
 * the gate on must close the site everywhere within about a minute, as the gated JSON content
 * routes do (modules/gate: public, max-age=30). Everything that depends on a session or on the gate
 * cookie is private: staff pages, and every page while the gate is on (the coming-soon page, and
 * the site as a visitor holding a grant sees it).
 */
const SHARED_MAX_AGE = 30
const STALE_SECONDS = 30
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_SECONDS}`
/**
 * A permanent redirect is kept by browsers for five minutes only (without a max-age they may keep it
 * for good): an editor who corrects or removes one is heard within minutes. A 302 is never kept.
 */
export const MOVED_CACHE_CONTROL = 'public, max-age=300'
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'
/**
 * Without PUBLIC_ORIGIN the origin (part of the cache key: absolute links) comes from the Host
 * header; only this many distinct origins get cached pages, so made-up Host headers cannot fill it.
 */
const MAX_CACHED_ORIGINS = 4

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** CSS text for a <style> element: `</` cannot end the element early (in CSS `<\/` reads as `</`). */
const styleText = (css: string) => css.replace(/<\//g, '<\\/')

/**
 * Tags for the chunks of code-split screens (keys are source paths relative to web-public/, as
 * Vite's manifest names them): the module and the modules it imports, and their stylesheets.
 * What the entry already loads (index.html's script and CSS) is left out.
 * With `inlineCss` (the stylesheet's text by its href) a stylesheet is inlined, so the first paint
 * needs no other request, and also named by a disabled <link> (never fetched) so that Vite's chunk
 * loader in the browser sees it is already there and does not download it again before hydrating.
 */
export function routeAssetTags(manifest: Manifest, modules: string[], inlineCss?: (href: string) => string | undefined): string {
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
    ...[...styles].map((href) => {
      const css = inlineCss?.(`/${href}`)
      return css === undefined
        ? `<link rel="stylesheet" href="/${escapeHtml(href)}">`
        : `<style>${styleText(css)}</style><link rel="stylesheet" href="/${escapeHtml(href)}" disabled>`
    }),
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`),
  ].join('\n    ')
}

/** Built stylesheets by href (`/assets/x.css`), read once. */
function stylesheetReader(clientDir: string) {
  const texts = new Map<string, string | undefined>()
  return (href: string): string | undefined => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined
    if (!texts.has(href)) {
      const file = join(clientDir, href)
      texts.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined)
    }
    return texts.get(href)
  }
}

/** index.html with its stylesheet links replaced by the stylesheets' text (production build). */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    const css = href ? read(href) : undefined
    return css === undefined ? tag : `<style>${styleText(css)}</style>`
  })
}

function readManifest(): Manifest {
  const file = join(CLIENT_DIR, '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {}
}

/**
 * Whether a visitor's rendered page may be kept: the coming-soon and 404 pages (bounded keys), and
 * whatever the matched route's declaration allows (`server.cacheable`: only when its key names
 * something that exists, so junk filters, searches and unknown slugs render each time).
 */
function storable(route: PageRoute | null, data: RouteData | undefined): boolean {
  if (!route?.match) return true
  const cacheable = serverOf(route.match.kind)?.cacheable
  return cacheable ? cacheable(route.match, data) : true
}

/** The page data as the page's JSON carries it: what the HTML already holds is left out (a route's server part's `toBrowser`). */
function clientPageData(data: PageData): PageData {
  const toBrowser = data.route && serverOf(data.route.kind)?.toBrowser
  return toBrowser ? { ...data, route: toBrowser(data.route!) as RouteData } : data
}

/** The route data of `match` for this request (its route's `server.load`); undefined for screens without data. */
async function loadRouteData(match: RouteMatch, url: URL, services: JournalServices, staff: boolean): Promise<RouteData | undefined> {
  const load = serverOf(match.kind)?.load
  return load ? ((await load({ match, url, services, staff })) as RouteData) : undefined
}

export const publicSite = fp(
  async (app: FastifyInstance) => {
    const services = app as unknown as FastifyInstance & Services
    // Optional modules: read at request time, so the journal screens render (empty) without them.
    const journal = app as unknown as JournalServices
    // Redirects and analytics ask which addresses are pages through core's port, not this app's table.
    app.publicPages.provide(publicPagesProvider(journal))
    const dev = app.config.devServer
    app.scriptHashes.allow(THEME_SCRIPT)
    let manifest: Manifest = {}
    const readStylesheet = stylesheetReader(CLIENT_DIR)

    let template: Template | null = null
    let render: RenderFn | null = null
    let viteScope: FastifyInstance | null = null
    const cache = new PageCache()
    app.decorate('pageCache', cache)
    app.changes.subscribeAll(() => cache.clear())
    /** Renders in progress by cache key: concurrent visitors of a page that is not cached share one. */
    const rendering = new Map<string, Promise<CachedPage>>()
    const cachedOrigins = new Set<string>()
    /** The menus every page draws: the navigation module's, each link checked; the starting menus without it. */
    const menus = async (): Promise<VisitorNavigation> => {
      const nav = app.hasDecorator('navigation') ? await (app as unknown as { navigation: { forVisitors(): Promise<VisitorNavigation> } }).navigation.forVisitors() : STARTING_NAVIGATION
      drawnNavigation(nav)
      return nav
    }
    // Registered at the root after the API modules: the hook covers every route of the app.
    installCompression(app)

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
          template = compileTemplate(dev ? source : inlineStylesheets(source, readStylesheet))
          return function (this: FastifyReply) {
            return this
          }
        },
        fastifyStaticOptions: {
          cacheControl: false,
          dotfiles: 'ignore',
          // The build writes .br and .gz beside each text file (vite.config.ts); sent by Accept-Encoding, with Vary.
          preCompressed: true,
          // @fastify/vite serves the client folder twice: /assets/* by one wildcard route, and every
          // other file by a route of its own (GET and HEAD). Those per-file routes are for the few files
          // at the top (icons, art, robots.txt), not the hundreds of hashed assets the wildcard serves
          // anyway, nor the .br/.gz copies (found beside a file by preCompressed): registering them all
          // was about a tenth of the server's boot (QUALITY P7).
          globIgnore: ['assets/**', '**/*.br', '**/*.gz', '.vite/**'],
          setHeaders(reply, filePath) {
            // Hashed bundle files never change; the rest (robots.txt, icons) may.
            const immutable = filePath.includes(`${sep}assets${sep}`)
            reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
            // The public images (og-image, icons, /art) may be shown by other sites (link previews,
            // feed readers), as uploads may (modules/media): helmet's same-origin would block them.
            if (!immutable && PUBLIC_IMAGE.test(filePath)) reply.header('cross-origin-resource-policy', 'cross-origin')
          },
        },
      })
      await scope.vite.ready()
      if (!dev) manifest = readManifest()

      scope.get('/*', { config: { preparedAnswer: preparedPage, editorPageAt } }, async (request, reply) => {
        const { path } = splitTarget(request.url)
        if (FOREIGN_PATH.test(path) || ASSET_PATH.test(path)) return reply.callNotFound()
        // An address that moved (modules/redirects) answers where it leads, gate or not: the answer
        // says only that, and the page it leads to is gated like any other.
        const moved = movedFrom(request.url)
        if (moved) return reply.code(moved.status).header('location', headerUrl(moved.location)).header('cache-control', moved.status === 301 ? MOVED_CACHE_CONTROL : 'no-cache').send()
        return renderPage(request, reply, false)
      })
    })

    /** The redirects module when registered (read once the app runs: it registers before or after this plugin). */
    let redirects: { follow(key: string): { status: number; location: string } | undefined; has(key: string): boolean } | null | undefined
    const redirectRules = () => (redirects === undefined ? (redirects = app.hasDecorator('redirects') ? (app as unknown as { redirects: NonNullable<typeof redirects> }).redirects : null) : redirects)

    /** Where a moved address leads (a page of this site gets the request's query merged into its own); undefined when it did not move. From memory: no query. */
    function movedFrom(target: string): { status: number; location: string } | undefined {
      const route = routeOf(target)
      const rule = redirectRules()?.follow(route.at)
      if (!rule) return undefined
      const keepQuery = route.query && rule.location.startsWith('/')
      return { status: rule.status, location: keepQuery ? withQuery(rule.location, route.query) : rule.location }
    }

    /** Whether `/<slug>` would be drawn as a page an editor created: no screen of the site's own answers there. */
    function editorPageAt(path: string): boolean {
      const match = matchRoute(path)
      return match?.kind === 'page' && !isManagedKey(match.key) && !FOREIGN_PATH.test(path) && !ASSET_PATH.test(path)
    }

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

    /** Absolute links: always the configured origin (config.publicOrigin), never the request's Host. */
    const originOf = (_request: FastifyRequest) => app.config.publicOrigin

    /** The screen's asset tags (with its stylesheets' text): the same few lists, built once each. */
    const assetTagCache = new Map<string, string>()
    const assetTags = (modules: string[]): string => {
      if (!modules.length) return ''
      if (dev) return routeAssetTags(manifest, modules)
      const key = modules.join('|')
      let tags = assetTagCache.get(key)
      if (tags === undefined) {
        tags = `  ${routeAssetTags(manifest, modules, readStylesheet)}\n  `
        assetTagCache.set(key, tags)
      }
      return tags
    }

    /** pageRoute by request target: the same few addresses come again and again. */
    const routeOf = remembered(pageRoute, 1000)

    const originCacheable = (origin: string) => {
      if (cachedOrigins.has(origin)) return true
      if (cachedOrigins.size >= MAX_CACHED_ORIGINS) return false
      cachedOrigins.add(origin)
      return true
    }

    /** The render-cache key of a visitor's page; null when it must not be cached (staff, development, a made-up origin). */
    const visitorKey = (origin: string, gate: GateState, route: PageRoute | null, staff: boolean): string | null =>
      staff || dev || !originCacheable(origin)
        ? null
        : `${origin}|${Number(gate.protected)}${Number(gate.hasAccess)}|${route ? route.key : 'coming-soon'}`

    /** The render-cache key of each route while the site is open (the same string, hashed once). */
    const openKeys = new WeakMap<PageRoute, string | null>()

    /** The site as every visitor sees it while the gate is open. */
    const OPEN: GateState = { protected: false, hasAccess: true }

    /**
     * A page in the render cache, ready for a request that carries no credentials (core decides that:
     * prepared-answers.ts): while the site is open, at its canonical address, in an encoding the
     * request accepts and that is already made; anything else (a conditional request, a redirect, a
     * page not cached yet) goes through renderPage. The header block of each page and encoding is
     * built once, the same headers renderPage sends.
     */
    function preparedPage(request: AnswerRequest): PreparedAnswer | undefined {
      if (services.settings.protectionNow()?.enabled !== false) return undefined
      if (request.headers['if-none-match'] !== undefined) return undefined
      const route = routeOf(request.url)
      // The address names a page (the handler leaves API, console and file paths to the 404 answer), canonically.
      const { path } = splitTarget(request.url)
      if (FOREIGN_PATH.test(path) || ASSET_PATH.test(path) || route.redirect || redirectRules()?.has(route.at)) return undefined
      let key = openKeys.get(route)
      if (key === undefined) openKeys.set(route, (key = visitorKey(app.config.publicOrigin, OPEN, route, false)))
      const page = key === null ? undefined : cache.get(key)
      if (!page) return undefined
      const encoding = negotiate(request.headers['accept-encoding'])
      const body = page.ready[encoding]
      if (!body) return undefined
      noteHit(page)
      let block = page.headerBlocks[encoding]
      // Built once per page, encoding and bytes (the best brotli replaces the fast one: a new length).
      if (block?.body !== body) {
        const headers = [
          'cache-control',
          PUBLIC_PAGE_CACHE_CONTROL,
          'vary',
          'Accept-Encoding, Cookie',
          'content-type',
          'text/html; charset=utf-8',
          ...(page.status >= 200 && page.status < 300 ? ['etag', page.etag] : []),
          ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
          'content-length',
          String(body.length),
        ]
        block = { body, headers }
        page.headerBlocks[encoding] = block
      }
      return { status: page.status, headers: block.headers, body }
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply, forceComingSoon: boolean): Promise<FastifyReply> {
      // The gate's view of this visitor (gate.blocks(request) is exactly `protected && !hasAccess`
      // of this state: asked once, as a cached page needs nothing else before it is sent).
      const state = await services.gate.state(request)
      const blocked = forceComingSoon || (state.protected && !state.hasAccess)
      const gate: GateState = { protected: state.protected || blocked, hasAccess: !blocked }
      const staff = (request as FastifyRequest & { admin?: unknown }).admin != null
      const origin = originOf(request)
      const comingSoon = gate.protected && !gate.hasAccess
      // The coming-soon page is the same page at every address; otherwise the matched route decides.
      const route = comingSoon ? null : routeOf(request.url)

      reply
        .header('cache-control', staff || gate.protected ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL)
        // The answer differs for staff (sessions) and, while gated, by the grant: both are cookies.
        .header('vary', 'Accept-Encoding, Cookie')
      if (route?.redirect) return reply.code(301).header('location', headerUrl(route.redirect)).send()

      // Staff pages may show drafts and previews: always rendered fresh, never cached.
      const cacheKey = visitorKey(origin, gate, route, staff)

      const produce = async (): Promise<CachedPage> => {
        const generation = cache.generation
        const renderUrl = route ? route.renderUrl : splitTarget(request.url).path
        // Settings are not in the key: a settings change clears the cache (app.changes).
        const data: PageData = { settings: await services.settings.publicSettings(), gate, staff, ...(comingSoon ? {} : { navigation: await menus() }) }
        const page = await renderer(renderUrl)
        if (route?.match) data.route = await loadRouteData(route.match, new URL(renderUrl, 'http://localhost'), journal, staff)
        const result = await page.render(renderUrl, data, { origin })
        const html = page.template.bytes({
          themeScript: THEME_SCRIPT_TAG,
          head: result.head,
          element: result.html,
          data: dataScriptTag(clientPageData(data)),
          // After the entry's own stylesheet, as Vite orders them when the chunk loads in the browser.
          assets: assetTags(result.modules),
        })
        // A change during the render (cache.generation moved) means the page may already be stale.
        return cacheKey && generation === cache.generation && storable(route, data.route)
          ? cache.set(cacheKey, result.status, html)
          : PageCache.entry(result.status, html)
      }

      let page = cacheKey ? cache.get(cacheKey) : undefined
      if (page) noteHit(page)
      else {
        if (cacheKey) {
          const flight = `${cache.generation}|${cacheKey}`
          let pending = rendering.get(flight)
          if (!pending) {
            pending = produce().finally(() => rendering.delete(flight))
            rendering.set(flight, pending)
          }
          page = await pending
        } else {
          page = await produce()
        }
      }

      reply.code(page.status).header('content-type', 'text/html; charset=utf-8')
      if (page.status >= 200 && page.status < 300) {
        reply.header('etag', page.etag)
        if (notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send()
      }
      const encoding = negotiate(request.headers['accept-encoding'])
      const body = page.ready[encoding] ?? (await encodedBody(page, encoding))
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      markEncoded(reply)
      return reply.send(body)
    }

    // The console's live preview: the page with unsaved sections, rendered fresh, never cached.
    // A screen's data for navigations inside the site: its route's own loader (route-data-api.ts).
    installRouteDataApi(app, { services: journal, movedTo: (target) => movedFrom(target)?.location })

    installPagePreview(app, async (path, key, page, draftMenus) => {
      const { template, render } = await renderer(path)
      // The blocks' data (latest posts, the media kit, press) comes from the public route's own loader.
      const data: PageData = {
        settings: await services.settings.publicSettings(),
        gate: { protected: false, hasAccess: true },
        staff: true,
        navigation: draftMenus ?? (await menus()),
        route: await pageRouteData(journal, key, page),
      }
      const result = await render(path, data, { origin: 'http://preview.invalid' })
      return template({ themeScript: '', head: result.head, element: result.html, data: '', assets: assetTags(result.modules) })
    })

    app.decorate('renderComingSoon', (request: FastifyRequest, reply: FastifyReply) => renderPage(request, reply, true))

    // The sitemap lives at /sitemap.xml, where crawlers look for it; /api/public/sitemap.xml (the
    // address the spec's footer links to) answers the same document. Both are gated content: the gate
    // module refuses them while the site is closed (decided on the route's config, not its path).
    const sitemap = async (request: FastifyRequest, reply: FastifyReply) => {
      const pages = await sitemapPages(journal)
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemapXml(originOf(request), pages))
    }
    app.get(SITEMAP_PATH, { config: { gate: 'content' } }, sitemap)
    app.get('/api/public/sitemap.xml', { schema: { summary: 'Get the sitemap (XML)' }, config: { gate: 'content' } }, sitemap)

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
