/**
 * pages: the seven managed public pages, their sections and SEO fields (admin-area §2 Website Pages
 * Manager, §3 Page and Section, §4, §7 Pages, §9; issue 7).
 * Owns: table pages (migration 2026-11-24-01-pages). Seeds the managed pages (shared/pages/managed.ts)
 * with their default sections (shared/pages/defaults/) at boot, `on conflict do nothing`, so a
 * restart or a second instance never overwrites an edited page. content_json is validated and
 * cleaned on every save (validate.ts; rich-text fields through rich-text.ts, decision 0063).
 * Also owns table saved_sections (migration 2026-12-03-04): the library of reusable sections
 * (saved-sections.ts, GET/POST /api/cms/sections, GET/PUT/DELETE /api/cms/sections/:id); pages show
 * them synced, and their public copies are dropped on the 'sections' topic. Pages can be scheduled
 * (publish_at, decision 0065).
 * Exposes: app.pages (PagesService: publicPage, pageForPreview, sitemapEntries, list, get, create,
 * update, remove, seed); GET /api/cms/pages and GET /api/cms/pages/blocks (pages:read), POST
 * /api/cms/pages, PUT and DELETE /api/cms/pages/:id (pages:edit, audited), GET /api/public/pages/:key (gated content). Publishes the 'pages' topic on
 * every change; public pages are cached in memory until then. Tells the media library which pages use
 * an image (image-usage.ts).
 * Depends on: core (db, changes, errors, text rule), auth (permissions, audit log, request.admin).
 */
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { pagesRoutes } from './routes.ts'
import { savedSectionRoutes } from './sections-routes.ts'
import { revisionRoutes } from '../revisions/index.ts'
import { pageVersions } from './versions.ts'
import { PagesService } from './service.ts'
import type { PagesTables } from './tables.ts'
import { provideImageUsage } from '../media/library.ts'
import { pageImageUsage } from './image-usage.ts'

export { PagesService, PAGES_TOPIC, PAGE_MESSAGES } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    pages: PagesService
  }
}

/**
 * Whether a page an editor creates may answer at `path`, decided on what the router matches there:
 * no route at all (no public site registered: nothing to shadow), or a route that says it would draw
 * such a page there (web-public's catch-all, config.editorPageAt). Nothing else may live below it
 * either (a page at /api or /assets would sit on top of the site's own addresses).
 */
function addressFree(app: FastifyInstance, path: string): boolean {
  const here = app.routeTable.match('GET', path)
  if (here && !here.config?.editorPageAt?.(path)) return false
  const below = app.routeTable.match('GET', `${path}/x`)
  return !below || below.url === here?.url
}

export const pages = fp(
  async (app) => {
    const service = new PagesService(
      app.db as Kysely<PagesTables>,
      app.changes,
      (path) => addressFree(app, path),
      // The redirects module registers after this one: asked when a page is created.
      (path) => app.hasDecorator('redirects') && app.redirects.has(path),
      (path) => (app.hasDecorator('redirects') ? app.redirects.targetOf(path) : undefined),
    )
    await service.seed()
    app.decorate('pages', service)
    app.revisions.define(pageVersions(app))
    await app.register(pagesRoutes)
    await app.register(savedSectionRoutes)
    await app.register(revisionRoutes('pages'))
    provideImageUsage(app, 'pages', pageImageUsage(app.db as Kysely<PagesTables>))
  },
  { name: 'pages', dependencies: ['core', 'auth', 'revisions'], fastify: '5.x' },
)
