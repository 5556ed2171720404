/**
 * blogs: the journal's blog posts (public-site §2 Blog list/detail, §3, §7, §9; admin-area §2 Blog
 * Manager, §3, §5, §7, §9).
 * Owns: tables blogs and blog_categories (migration 2026-11-21-04-blogs), blogs_list and
 * blogs_list_counts (published posts' search and list columns and counts per category and author,
 * kept in step by triggers: 2026-11-23-03), the trigram index of blogs_list's titles (2026-11-25-01,
 * needs the pg_trgm extension, which the migration creates on PostgreSQL; the embedded database has
 * no index and reads the titles). Content is sanitised
 * HTML (content/sanitize.ts, the allowlist of the admin editor); excerpt, reading time and the text for
 * search are computed at save time; search is PostgreSQL full-text search on a GIN index, with a
 * title-fragment fallback on the trigram index (queries.ts listPublic, search.ts); public
 * lists are cached in process (cache.ts) until a change on any instance or the next post goes live.
 * Exposes: app.blogs (BlogsService: listPublic, findPublic, findForPreview, related, categories,
 * authors, countPublished, sitemapEntries); GET /api/public/blogs, /api/public/blogs/:slug,
 * /api/public/blog-categories, /api/public/blog-authors; GET /journal/rss.xml; /api/cms/blogs
 * (GET, POST), /api/cms/blogs/:id (GET, PUT, DELETE), POST /api/cms/blogs/bulk (bulk-routes.ts), /api/cms/blog-categories (GET with usage
 * counts, POST), /api/cms/blog-categories/:id (PUT renames it in its posts too; DELETE refuses one in use).
 * Publishes the 'blogs' change topic after every change. Tells the media library which posts use an
 * image (image-usage.ts, registered with media's usages).
 * Every save keeps a revision and a delete goes to the Trash (versions.ts; modules/revisions), with
 * /api/cms/blogs/:id/revisions and /autosave.
 * Depends on: core (db, changes, errors), auth (permissions, audit log, request.admin), revisions,
 * gate (public answers and the feed are refused while the gate blocks the visitor), content (slugs,
 * status and scheduling, categories and the sanitiser, shared with vlogs and press; a library).
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { revisionRoutes } from '../revisions/index.ts'
import { bulkRoutes } from './bulk-routes.ts'
import { cmsRoutes } from './cms-routes.ts'
import { feedRoutes } from './feed.ts'
import { publicRoutes } from './public-routes.ts'
import { BlogsService } from './service.ts'
import { blogVersions } from './versions.ts'
import type { BlogsTables } from './tables.ts'
import { provideImageUsage } from '../media/library.ts'
import { blogImageUsage } from './image-usage.ts'

export { BlogsService } from './service.ts'
export { BLOGS_TOPIC } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blogs: BlogsService
  }
}

export interface BlogsOptions {
  /** The clock the public cache's lifetime is measured by (tests move one by hand). */
  now?: () => Date
}

const blogsPlugin: FastifyPluginAsync<BlogsOptions> = async (app, opts) => {
  app.decorate('blogs', new BlogsService(app.db as Kysely<BlogsTables>, app.changes, opts.now))
  app.revisions.define(blogVersions)
  await app.register(revisionRoutes('blogs'))
  await app.register(publicRoutes)
  await app.register(cmsRoutes)
  await app.register(bulkRoutes)
  await app.register(feedRoutes)
  provideImageUsage(app, 'blogs', blogImageUsage(app.db as Kysely<BlogsTables>))
}

export const blogs = fp(blogsPlugin, { name: 'blogs', dependencies: ['core', 'auth', 'gate', 'revisions'], fastify: '5.x' })
