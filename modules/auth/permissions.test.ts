/**
 * The permission matrix, tested from the routes themselves: every route collected in
 * app.permissionRoutes is called as every role. A route added later is covered without editing this file.
 */
import t from 'tap'
import Fastify from 'fastify'
import { ROLES, type Role } from '../../shared/api/auth.ts'
import { connectPglite } from '../core/db.ts'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { installGuard } from './guard.ts'
import { can, PERMISSIONS, type SessionAdmin } from './permissions.ts'
import { staff } from './testing.ts'

const app = await createTestApp([auth])
t.teardown(() => app.close())

/** Fills path parameters with an id that does not exist, so an allowed call changes nothing. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'x')

t.test('the matrix reads as documented', async (t) => {
  const as = (role: Role): SessionAdmin => ({ id: 1, email: 'x@y.z', name: 'X', role })
  const table = Object.fromEntries(
    Object.keys(PERMISSIONS).map((p) => [p, [null, ...ROLES].filter((r) => can(r && as(r), p as keyof typeof PERMISSIONS)).map((r) => r ?? 'anonymous')]),
  )
  t.same(table, {
    public: ['anonymous', 'viewer', 'editor', 'admin', 'super_admin'],
    'console:read': ['viewer', 'editor', 'admin', 'super_admin'],
    'profile:self': ['viewer', 'editor', 'admin', 'super_admin'],
    'pages:read': ['viewer', 'editor', 'admin', 'super_admin'],
    'content:write': ['editor', 'admin', 'super_admin'],
    'pages:edit': ['editor', 'admin', 'super_admin'],
    'enquiries:write': ['editor', 'admin', 'super_admin'],
    'personal-data': ['editor', 'admin', 'super_admin'],
    'settings:write': ['admin', 'super_admin'],
    'admins:manage': ['super_admin'],
  })
})

t.test('every guarded route × every role answers as the matrix says', async (t) => {
  const routes = app.permissionRoutes
  t.ok(routes.length >= 6, `${routes.length} guarded routes`)
  t.ok(routes.some((r) => r.method === 'DELETE' && r.url === '/api/cms/admins/:id'), 'the auth routes are listed')

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
      if (allowed) t.notOk([401, 403].includes(res.statusCode), `${who}: allowed (${res.statusCode})`)
      else if (!caller.admin) t.same([res.statusCode, res.json()], [401, { error: 'Authentication required' }], `${who}: 401`)
      else t.same([res.statusCode, res.json()], [403, { error: 'You do not have permission to do this' }], `${who}: 403`)
      t.ok(res.statusCode < 500, `${who}: no 5xx`)
    }
  }
  const head = await app.inject({ method: 'HEAD', url: '/api/cms/admins' })
  t.equal(head.statusCode, 401, 'the HEAD twin of a GET is guarded too')
})

t.test('a guarded route without a permission stops the boot', async (t) => {
  const bare = () => {
    const f = Fastify()
    installGuard(f)
    return f
  }
  const handler = async () => ({})
  t.throws(() => bare().get('/api/cms/forgotten', handler), /must declare config.permission/)
  t.throws(() => bare().post('/api/upload-image', handler), /must declare config.permission/)
  t.throws(() => bare().route({ method: ['GET', 'POST'], url: '/api/cms/many', handler }), /GET,POST \/api\/cms\/many must declare/)
  t.throws(() => bare().get('/api/cms/typo', { config: { permission: 'content:wirte' as never } }, handler), /unknown permission "content:wirte"/)
  t.doesNotThrow(() => bare().get('/api/public/blogs', handler), 'public API routes need no permission')

  const f = bare()
  await f.register(async (child) => {
    child.get('/things', { config: { permission: 'console:read' } }, handler)
  }, { prefix: '/api/cms' })
  await f.ready()
  t.ok(f.printRoutes().includes('things'))
  // Embedded even under TEST_DATABASE_URL: an app that fails to boot never runs its onClose hooks,
  // and core's PostgreSQL LISTEN client would keep this process alive.
  const database = await connectPglite(null)
  await t.rejects(
    createTestApp([auth, async (a) => void a.get('/api/cms/oops', handler)], { database }),
    /must declare config.permission/,
    'a whole app refuses to boot',
  )
  await database.close()
})
