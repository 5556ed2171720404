/**
 * The OpenAPI document (openapi.ts, openapi-routes.ts) of the whole app: a valid OpenAPI 3.1
 * document that describes every API route with its summary, tag, permission and error answers; staff
 * only at /api/cms/openapi.json, the public part at /api/public/openapi.json behind the site gate.
 * A route added without a summary fails here, named (incompleteRoutes).
 */
import t from 'tap'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Validator } from '@seriousme/openapi-schema-validator'
import { apiModules, webModules } from '../../fastify.config.ts'
import { createTestApp } from './testing.ts'
import { incompleteRoutes, isDocumentedUrl, operationIdOf, type ApiRoute } from './openapi.ts'
import { can, type Permission } from '../auth/permissions.ts'
import { SESSION_COOKIE } from '../auth/sessions.ts'
import { GATE_COOKIE } from '../gate/grant.ts'
import { staff } from '../auth/testing.ts'

interface Operation {
  summary?: string
  tags?: string[]
  description?: string
  'x-permission'?: string
  operationId?: string
  security?: Array<Record<string, string[]>>
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, unknown>
}
interface Document {
  openapi: string
  info: { title: string; version: string }
  servers?: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
  tags: Array<{ name: string; description?: string }>
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> }
}

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}')

async function validate(doc: unknown) {
  const result = await new Validator().validate(doc as Parameters<Validator['validate']>[0])
  return { valid: result.valid, errors: JSON.stringify(result.errors ?? null).slice(0, 2000) }
}

t.test('the whole app', async (t) => {
  const app = await createTestApp([...apiModules, ...webModules])
  t.teardown(() => app.close())

  t.test('staff read the whole document; anonymous callers get 401', async (t) => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/cms/openapi.json' })
    t.equal(anonymous.statusCode, 401)
    t.same(anonymous.json(), { error: 'Authentication required' })

    const { cookie } = await staff(app, 'viewer')
    const res = await app.inject({ method: 'GET', url: '/api/cms/openapi.json', headers: { cookie } })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^application\/json/)
    t.equal(res.headers['cache-control'], 'no-store')
    const doc = res.json() as Document
    t.equal(doc.openapi, '3.1.0')
    t.equal(doc.info.title, 'Yerth API')
    t.match(doc.info.version, /^\d+\.\d+\.\d+/)
    const { valid, errors } = await validate(doc)
    t.ok(valid, `a valid OpenAPI 3.1 document ${valid ? '' : errors}`)

    t.test('every API route is described with its summary, tag, permission and errors', async (t) => {
      t.ok(app.apiRoutes.length >= 100, `${app.apiRoutes.length} API routes`)
      t.same(incompleteRoutes(app.apiRoutes), [], 'every API route has a summary and a tag (the list names those that do not)')
      const problems: string[] = []
      for (const route of app.apiRoutes) {
        const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()]
        const who = `${route.method} ${route.url}`
        if (!op) {
          problems.push(`${who}: not in the document`)
          continue
        }
        if (op.summary !== route.summary) problems.push(`${who}: summary ${op.summary}`)
        if (op.tags?.length !== 1 || op.tags[0] !== route.tag) problems.push(`${who}: tags ${op.tags}`)
        if (op['x-permission'] !== (route.permission ?? 'public')) problems.push(`${who}: x-permission ${op['x-permission']}`)
        if (!/Permission: `[a-z:-]+`/.test(op.description ?? '')) problems.push(`${who}: no permission in the description`)
        if (!op.responses['4XX'] || !op.responses['5XX']) problems.push(`${who}: no error answers`)
      }
      t.same(problems, [], 'each operation: in the document, its summary, its module as tag, x-permission, permission in words, 4XX and 5XX')
    })

    t.test('every operation has a unique operationId and says what it needs of its caller', async (t) => {
      const problems: string[] = []
      const ids = new Map<string, string>()
      const routeOf = new Map(app.apiRoutes.map((route) => [`${route.method.toLowerCase()} ${openapiPath(route.url)}`, route]))
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(operations)) {
          const who = `${method.toUpperCase()} ${path}`
          if (!op.operationId) problems.push(`${who}: no operationId`)
          else if (ids.has(op.operationId)) problems.push(`${who}: operationId ${op.operationId} also on ${ids.get(op.operationId)}`)
          else ids.set(op.operationId, who)
          if (!Array.isArray(op.security)) {
            problems.push(`${who}: no security`)
            continue
          }
          const permission = routeOf.get(`${method} ${path}`)?.permission
          const schemes = op.security.flatMap((requirement) => Object.keys(requirement))
          if (permission && !can(null, permission as Permission)) {
            if (JSON.stringify(op.security) !== '[{"staffSession":[]}]') problems.push(`${who}: staff operation with security ${JSON.stringify(op.security)}`)
          } else if (schemes.includes('staffSession') && !schemes.includes('siteAccess')) problems.push(`${who}: public operation asks for a session`)
        }
      }
      t.same(problems, [], 'operationId unique on each; staff operations need the session cookie, public ones nothing or the gate')
      t.equal(doc.paths['/api/cms/blogs']!.get!.operationId, 'getCmsBlogs')
      t.equal(doc.paths['/api/cms/blogs/{id}']!.get!.operationId, 'getCmsBlogsById')
      t.same(doc.paths['/api/cms/blogs']!.get!.security, [{ staffSession: [] }], 'a console read: the session')
      t.same(doc.paths['/api/public/blogs']!.get!.security, [{ siteAccess: [] }, { staffSession: [] }, {}], 'gated public content: the gate cookie, a session, or nothing while the gate is off')
      t.same(doc.paths['/api/public/newsletter/unsubscribe']!.post!.security, [], 'an open public route: nothing')
      t.match(doc.components.securitySchemes, {
        staffSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        siteAccess: { type: 'apiKey', in: 'cookie', name: GATE_COOKIE },
      })
      // The sign-in a scheme's words name is an operation of this document (an external reviewer met a wrong one).
      const named = /\b(GET|POST|PUT|DELETE) (\/[^\s)]+)/.exec((doc.components.securitySchemes?.staffSession as { description?: string }).description ?? '')
      t.ok(named && doc.paths[named[2]]?.[named[1].toLowerCase() as 'post'], `the session scheme names a real operation (${named?.[0]})`)
    })

    t.test('the server, the tags in words, and the one-click unsubscribe in each of its encodings', async (t) => {
      t.same(doc.servers, [{ url: 'http://localhost:3000', description: 'This site (PUBLIC_ORIGIN)' }])
      t.same(doc.tags.filter((tag) => !tag.description?.trim()).map((tag) => tag.name), [], 'every tag has a description (TAG_DESCRIPTIONS in openapi.ts)')
      const body = doc.paths['/api/public/newsletter/unsubscribe']!.post!.requestBody!
      t.same(Object.keys(body.content).sort(), ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'])
    })

    t.test('only the API is described; tags are the modules', async (t) => {
      const paths = Object.keys(doc.paths)
      t.same(paths.filter((path) => !isDocumentedUrl(path)), [], 'only /api/** and /media/**')
      t.notOk(paths.some((path) => path.startsWith('/admin') || path === '/*' || path.startsWith('/assets')), 'no pages, console or static files')
      t.ok(doc.paths['/api/cms/blogs']?.get, 'GET /api/cms/blogs')
      t.same(doc.paths['/api/cms/blogs']!.get!.tags, ['content-types'], 'blog posts are served by the engine of content types')
      t.same(doc.paths['/api/cms/press-highlights']!.get!.tags, ['content-types'], 'a route takes the tag of the module that registered it (press highlights: the engine of served types)')
      t.same(doc.paths['/api/cms/vlog-categories']!.get!.tags, ['content-types'], 'vlogs and their categories too')
      t.equal(doc.paths['/api/cms/blogs']!.post!['x-permission'], 'content:write')
      const tags = doc.tags.map((tag) => tag.name)
      for (const name of ['content-types', 'media', 'pages', 'settings', 'enquiries']) t.ok(tags.includes(name), `tag ${name}`)
    })
  })

  t.test('the public part: gated like public content', async (t) => {
    await app.settings.update({ password_protection_enabled: '1' }, null)
    const gated = await app.inject({ method: 'GET', url: '/api/public/openapi.json' })
    t.equal(gated.statusCode, 403, 'gate on: 403')

    await app.settings.update({ password_protection_enabled: '0' }, null)
    const res = await app.inject({ method: 'GET', url: '/api/public/openapi.json' })
    t.equal(res.statusCode, 200, 'gate off: 200')
    const doc = res.json() as Document
    const paths = Object.keys(doc.paths)
    t.ok(paths.length >= 10, `${paths.length} public paths`)
    t.same(paths.filter((path) => !path.startsWith('/api/public/')), [], 'only /api/public/*')
    t.ok(doc.paths['/api/public/blogs']?.get?.summary)
    t.ok(doc.components.securitySchemes?.siteAccess, 'the security schemes its operations name')
    const { valid, errors } = await validate(doc)
    t.ok(valid, `a valid OpenAPI 3.1 document ${valid ? '' : errors}`)
  })
})

t.test('operationIdOf: method and address, parameters as By', async (t) => {
  t.equal(operationIdOf('get', '/api/cms/blogs/:id'), 'getCmsBlogsById')
  t.equal(operationIdOf('POST', '/api/cms/media-kit/upload'), 'postCmsMediaKitUpload')
  t.equal(operationIdOf('get', '/media/files/{file}'), 'getMediaFilesByFile')
})

t.test('the completeness check names a route without a summary', async (t) => {
  const careless = fp(
    async (app: FastifyInstance) => {
      app.get('/api/public/no-schema', async () => ({}))
      app.get('/api/public/no-summary', { schema: { querystring: { type: 'object', properties: {} } } }, async () => ({}))
      await app.register(async (child) => {
        child.get('/api/public/described', { schema: { summary: 'A route that says what it does' } }, async () => ({}))
      })
      app.get('/not-api', async () => 'page')
    },
    { name: 'careless', dependencies: ['core'] },
  )
  const app = await createTestApp([careless])
  t.teardown(() => app.close())

  const routes = (url: string) => app.apiRoutes.filter((route: ApiRoute) => route.url === url)
  t.same(routes('/not-api'), [], 'a page is not an API route')
  t.match(routes('/api/public/described'), [{ method: 'GET', tag: 'careless', summary: 'A route that says what it does' }], 'a child plugin of the module: tagged with the module')
  t.same(incompleteRoutes(app.apiRoutes), ['GET /api/public/no-schema (careless): no summary', 'GET /api/public/no-summary (careless): no summary'])
  t.same(incompleteRoutes([{ method: 'GET', url: '/api/x', tag: undefined, summary: ' ', permission: undefined }]), ['GET /api/x: no summary, no tag'])
})
