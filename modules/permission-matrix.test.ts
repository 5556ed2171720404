/**
 * QUALITY R1 across the composed app: every guarded route of every module (/api/cms/* and the
 * upload route) × anonymous, viewer, editor, admin and super admin answers as the matrix in
 * modules/auth/permissions.ts says. Routes come from app.permissionRoutes, so a new module's routes
 * are covered without editing this file. (modules/auth/permissions.test.ts does the same for auth alone.)
 * Every one of those answers, and every answer of /api/auth/*, says `Cache-Control: no-store`.
 * And the matrix people read is this one: the table in docs/decisions/0005-roles-and-permission-matrix.md and the header of
 * permissions.ts say, role by role, what `can` says, and the routes the docs name hold that permission.
 */
import t from 'tap'
import { readFile } from 'node:fs/promises'
import { ROLES, type Role } from '../shared/api/auth.ts'
import { createTestApp, jsonHeaders } from './core/testing.ts'
import { apiModules } from '../fastify.config.ts'
import { can, PERMISSIONS, type Permission, type SessionAdmin } from './auth/permissions.ts'
import { staff } from './auth/testing.ts'

/** An id that does not exist, so an allowed call changes nothing. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999')

t.test('every guarded route × every role', async (t) => {
  const app = await createTestApp(apiModules)
  t.teardown(() => app.close())
  // The site gate is a separate rule (tested in modules/gate): open the site so only roles decide.
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const routes = app.permissionRoutes
  const modulesSeen = new Set(routes.map((r) => r.url.split('/')[3]))
  t.ok(routes.length >= 20, `${routes.length} guarded routes (${[...modulesSeen].join(', ')})`)

  const callers: Array<{ role: Role | null; admin: SessionAdmin | null; cookie?: string }> = [{ role: null, admin: null }]
  for (const role of ROLES) {
    const { admin, cookie } = await staff(app, role)
    callers.push({ role, admin: { id: admin.id, email: admin.email, name: admin.name, role }, cookie })
  }

  for (const route of routes) {
    for (const caller of callers) {
      const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method)
      const res = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: hasBody ? jsonHeaders(caller.cookie) : caller.cookie ? { cookie: caller.cookie } : {},
        ...(hasBody ? { payload: {} } : {}),
      })
      const who = `${route.method} ${route.url} (${route.permission}) as ${caller.role ?? 'anonymous'}`
      const allowed = can(caller.admin, route.permission)
      t.ok(res.statusCode < 500, `${who}: no 5xx (${res.statusCode})`)
      t.equal(res.headers['cache-control'], 'no-store', `${who}: no-store (${res.statusCode})`)
      if (allowed) t.notOk([401, 403].includes(res.statusCode), `${who}: allowed (${res.statusCode})`)
      else if (!caller.admin) t.match([res.statusCode, res.json()], [401, { error: 'Authentication required' }], `${who}: 401`)
      else t.match([res.statusCode, res.json()], [403, { error: 'You do not have permission to do this' }], `${who}: 403`)
    }
  }
})

t.test('sign-in answers are never stored', async (t) => {
  const app = await createTestApp(apiModules)
  t.teardown(() => app.close())
  const { cookie } = await staff(app, 'viewer')
  const calls: Array<[string, string, object | undefined, string | undefined]> = [
    ['GET', '/api/auth/me', undefined, cookie],
    ['GET', '/api/auth/me', undefined, undefined],
    ['POST', '/api/auth/login', { email: 'nobody@yerth.com', password: 'wrong-password' }, undefined],
    ['POST', '/api/auth/login', { email: 42 }, undefined],
    ['POST', '/api/auth/logout', {}, cookie],
    ['POST', '/api/upload-image', {}, undefined],
  ]
  for (const [method, url, payload, who] of calls) {
    const res = await app.inject({ method: method as 'GET', url, headers: payload ? jsonHeaders(who) : who ? { cookie: who } : {}, ...(payload ? { payload } : {}) })
    t.equal(res.headers['cache-control'], 'no-store', `${method} ${url} → ${res.statusCode}`)
  }
})

/** The rows of a `|`-separated table whose first cell is a permission: [permission, ...cells]. */
function tableRows(text: string, linePrefix = ''): string[][] {
  return text
    .split('\n')
    .map((line) => line.slice(line.startsWith(linePrefix) ? linePrefix.length : 0).trim())
    .filter((line) => line.includes('|'))
    .map((line) => line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim()))
    .filter((cells) => Object.hasOwn(PERMISSIONS, cells[0]))
}

t.test('the documented matrix is the code\'s', async (t) => {
  const callers: Array<SessionAdmin | null> = [null, ...ROLES.map((role) => ({ id: 1, email: 'x@yerth.com', name: 'x', role }))]
  const expected = (Object.keys(PERMISSIONS) as Permission[]).map((p) => [p, ...callers.map((admin) => (can(admin, p) ? 'yes' : ''))])

  const decisions = await readFile(new URL('../docs/decisions/0005-roles-and-permission-matrix.md', import.meta.url), 'utf8')
  const start = decisions.indexOf('<!-- permission-matrix')
  const end = decisions.indexOf('<!-- /permission-matrix -->')
  t.ok(start >= 0 && end > start, 'docs/decisions/0005-roles-and-permission-matrix.md holds the marked table')
  const documented = tableRows(decisions.slice(start, end))
  t.same(
    documented.map((cells) => cells.slice(0, callers.length + 1)),
    expected,
    'docs/decisions/0005-roles-and-permission-matrix.md: one row per permission, in the order of permissions.ts, yes where can() says yes',
  )

  const source = await readFile(new URL('./auth/permissions.ts', import.meta.url), 'utf8')
  const header = source.slice(0, source.indexOf('*/'))
  t.same(tableRows(header, ' *'), expected, 'the header comment of permissions.ts says the same')

  // The routes the docs name as examples are guarded by their row's permission.
  const app = await createTestApp(apiModules)
  t.teardown(() => app.close())
  const guarded = new Map(app.permissionRoutes.map((r) => [`${r.method} ${r.url}`, r.permission]))
  for (const [permission, ...cells] of documented) {
    for (const [, route] of (cells[callers.length] ?? '').matchAll(/`([A-Z]+ \/[^`]+)`/g)) {
      t.equal(guarded.get(route), permission, `${route} is guarded by ${permission}, as the docs say`)
    }
  }
})
