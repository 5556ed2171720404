/**
 * navigation: the site's menus (issue 31): the header menu, the footer's columns and its legal line,
 * a draft until an editor publishes it; each publish is a version (modules/revisions).
 * Owns: table navigation (migration 2026-12-03-03-navigation); seeds today's navigation when the row
 * is missing (shared/navigation.ts DEFAULT_NAVIGATION).
 * Exposes: app.navigation (NavigationService: state, saveDraft, publish, forVisitors, resolve,
 * report) and the routes of routes.ts. Publishes the 'navigation' topic on every change.
 * Depends on: core (db, changes, publicPages: the public site's router), auth (permissions, audit),
 * revisions; asks app.pages and app.redirects when they are registered.
 */
import fp from 'fastify-plugin'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { declaredFacts, revisionRoutes } from '../revisions/index.ts'
import { managedPageByKey } from '../../shared/pages/managed.ts'
import { navigationRoutes } from './routes.ts'
import { NAVIGATION_TOPIC, NavigationService, type NavigationDb } from './service.ts'
import { targetCheck } from './targets.ts'
import { HttpError } from '../core/errors.ts'

export { NavigationService, NAVIGATION_TOPIC } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    navigation: NavigationService
  }
}

export const navigation = fp(
  async (app) => {
    const service = new NavigationService(
      app.db as unknown as NavigationDb,
      app.changes,
      targetCheck({
        canonicalOf: (path) => app.publicPages.canonicalOf(path),
        isFixed: (path) => app.publicPages.isFixed(path),
        listed: () => app.publicPages.listed(),
        managedVisible: async (key) => (app.hasDecorator('pages') && managedPageByKey(key) ? (await app.pages.publicPage(key)) !== null : true),
        redirectOf: (path) => (app.hasDecorator('redirects') ? app.redirects.targetOf(path) : undefined),
      }),
    )
    const seeded = await service.seed()
    app.decorate('navigation', service)
    app.revisions.define({
      ...declaredFacts('navigation'),
      topic: NAVIGATION_TOPIC,
      async read(db) {
        const doc = await service.published(db as NavigationDb)
        return { snapshot: doc as unknown as Snapshot, title: 'Navigation' }
      },
      async write(db, _id, snapshot, author) {
        await service.publish(db as NavigationDb, author.id, snapshot)
      },
      async remove() {
        throw new HttpError(409, 'The site navigation cannot be deleted. Remove its items instead.')
      },
      async reinsert(db, _id, snapshot, author) {
        await service.publish(db as NavigationDb, author.id, snapshot)
      },
    })
    // The starting menus are the first version, so History can always bring them back.
    if (seeded) await app.revisions.saved(app.db, 'navigation', 1, { id: null, name: 'Yerth' }, 'The starting navigation')
    await app.register(navigationRoutes)
    // Its history and restore, as every versioned type's: /api/cms/navigation/1/revisions (one document, id 1).
    await app.register(revisionRoutes('navigation'))
  },
  { name: 'navigation', dependencies: ['core', 'auth', 'revisions'], fastify: '5.x' },
)
