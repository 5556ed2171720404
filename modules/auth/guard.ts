/**
 * Enforces the permission matrix. Every route under /api/cms/ (and /api/upload-image) must declare
 * `config: { permission }`, or the app refuses to boot; every request to such a route is checked
 * before its body is even parsed: 401 for anonymous callers, 403 for a role without the permission.
 */
import type { FastifyInstance } from 'fastify'
import { forbidden, unauthorized } from '../core/errors.ts'
import { can, isPermission, PERMISSIONS, type Permission } from './permissions.ts'

export interface PermissionRoute {
  method: string
  url: string
  permission: Permission
}

const isGuardedUrl = (url: string) => url === '/api/cms' || url.startsWith('/api/cms/') || url === '/api/upload-image'

/** Installs the boot-time check and the request check; returns the live list of guarded routes. */
export function installGuard(app: FastifyInstance): PermissionRoute[] {
  const routes: PermissionRoute[] = []

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission
    if (permission !== undefined && !isPermission(permission)) {
      throw new Error(`Route ${route.url} declares an unknown permission "${String(permission)}" (known: ${Object.keys(PERMISSIONS).join(', ')})`)
    }
    if (!isGuardedUrl(route.url)) return
    if (permission === undefined) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} must declare config.permission (see modules/auth/permissions.ts)`)
    }
    // Fastify adds a HEAD twin for every GET, with the same config; listing it would only repeat the GET.
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, permission })
  })

  // onRequest (not preHandler) so an anonymous caller is turned away before any body parsing or validation.
  // A callback hook: it runs on every request and decides synchronously.
  app.addHook('onRequest', function permissionGuard(request, _reply, done) {
    const permission = request.routeOptions.config?.permission
    if (permission === undefined || can(request.admin, permission)) return done()
    done(request.admin ? forbidden() : unauthorized())
  })

  return routes
}
