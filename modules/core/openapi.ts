/**
 * The API's OpenAPI 3.1 document, generated from the routes themselves by @fastify/swagger: their
 * TypeBox schemas give parameters, bodies and answers; core adds what every route already says
 * elsewhere, once for all of them (transform below):
 * - its tag: the module that registered it (the fastify-plugin name: blogs, media, ...), unless its
 *   schema names `tags` itself;
 * - its permission: `config.permission`, the one the guard enforces (auth/guard.ts), as
 *   `x-permission` and in words in the description; a route without one is public (and gated when
 *   its `config.gate` is `content`, route-policy.ts);
 * - its errors: every operation answers 4XX and 5XX with the one error shape `{error, details?}`;
 * - its security, from the same config: a staff permission needs the session cookie (`staffSession`),
 *   a gated public route the gate's cookie or a session while the gate is on, an open one nothing;
 * - its operationId, from its method and address (`GET /api/cms/blogs/:id` → `getCmsBlogsById`).
 * The document names the server (PUBLIC_ORIGIN) and says in words what each tag (module) does.
 * Only the API is described: /api/** and the uploaded files under /media/**; the pages, the
 * console, static files, feeds and health checks are left out.
 *
 * installOpenApi (called by core before any module registers a route) also keeps the list of API
 * routes with what the document needs of each, so `incompleteRoutes` can name a route that has no
 * summary: modules/core/openapi.test.ts holds every route of the app to it. openapi-routes.ts serves
 * the document.
 */
import type { FastifyInstance, RouteOptions } from 'fastify'
import swagger from '@fastify/swagger'
import pkg from '../../package.json' with { type: 'json' }
import { ROLES } from '../../shared/api/auth.ts'
import { can, isPermission } from '../auth/permissions.ts'
import { SESSION_COOKIE } from '../auth/sessions.ts'
import { GATE_COOKIE } from '../gate/grant.ts'
import type { AppConfig } from './config.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The plugin (module) that registered the route: the OpenAPI tag. Set by core, not by routes. */
    module?: string
  }
  interface FastifyInstance {
    /** Every API route the OpenAPI document describes, as registered (openapi.ts). */
    apiRoutes: ApiRoute[]
  }
}

/** What the document and the completeness check know of an API route. */
export interface ApiRoute {
  method: string
  url: string
  /** The tag: `schema.tags[0]`, else the module that registered it. */
  tag: string | undefined
  summary: string | undefined
  permission: string | undefined
}

/** The addresses the document describes: the JSON API and the uploaded files it links to. */
const DOCUMENTED = /^\/api\/|^\/media\//

export const isDocumentedUrl = (url: string) => DOCUMENTED.test(url)

/** The shared error answer of every operation (core/errors.ts). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'What went wrong, in words a person can read' },
    details: { description: 'For a refused request (400): which field, and why' },
  },
} as const

/**
 * The name of the plugin that registered a route, from the instance the route was declared on.
 * A module is a fastify-plugin at the root, so while it loads its name is the last of the root's
 * `pluginName` chain ("fastify -> core -> auth -> blogs"); its route plugins are child instances
 * whose prototype chain leads back to that root.
 */
export function registeringModule(instance: FastifyInstance): string | undefined {
  let scope: FastifyInstance | null = instance
  while (scope && !String(scope.pluginName).startsWith('fastify')) scope = Object.getPrototypeOf(scope) as FastifyInstance | null
  const chain = String(scope?.pluginName ?? '').split(' -> ')
  return chain.length > 1 ? chain.at(-1) : undefined
}

/** Who holds a permission, in words: "any staff", "editor and above", "anyone". */
export function whoMay(permission: string): string {
  if (!isPermission(permission)) return 'unknown permission'
  if (can(null, permission)) return 'anyone'
  const first = ROLES.find((role) => can({ id: 0, email: '', name: '', role }, permission))
  if (!first) return 'nobody'
  return first === ROLES[0] ? 'any staff' : first === ROLES.at(-1) ? `${first} only` : `${first} and above`
}

function accessNote(route: RouteOptions): string {
  const permission = route.config?.permission
  if (permission !== undefined) return `Permission: \`${permission}\` (${whoMay(permission)}).`
  return route.config?.gate === 'content'
    ? 'Permission: `public` (anyone), but answers 403 while the site gate is on and the caller has no access.'
    : 'Permission: `public` (anyone).'
}

/** The two cookies an operation may need (components.securitySchemes). */
const SECURITY_SCHEMES = {
  staffSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'A staff session, set by signing in (POST /api/auth/login).' },
  siteAccess: { type: 'apiKey', in: 'cookie', name: GATE_COOKIE, description: 'Access to the site while its coming-soon gate is on, set by entering the access password.' },
} as const

/**
 * What an operation asks of its caller, read from the route's config like the guard and the gate
 * do: a staff permission needs a session; a gated public route passes with the gate's cookie, a
 * session, or nothing while the gate is off; an open route needs nothing.
 */
export function securityOf(config: { permission?: string; gate?: string } | undefined): Array<Record<string, string[]>> {
  const permission = config?.permission
  if (permission !== undefined && !can(null, permission as Parameters<typeof can>[1])) return [{ staffSession: [] }]
  if (config?.gate === 'content') return [{ siteAccess: [] }, { staffSession: [] }, {}]
  return []
}

/** A stable operationId from the method and address: `GET /api/cms/blogs/{id}` → `getCmsBlogsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (/^[:{]/.test(segment) ? ['by', ...segment.replace(/^:|^\{|\}$/g, '').split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

/**
 * What each module (tag) does, for readers of the document. A module that registers API routes
 * needs its line here: openapi.test.ts fails on a tag without a description.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  analytics: 'Cookieless page views: the collector and the console report.',
  auth: 'Staff sign-in, sessions, two-factor sign-in, accounts, invitations, password resets and the audit log.',
  'content-types': 'Content types served from their declarations (shared/content-types/served-types.ts): blog posts and vlogs with their categories, the media kit, press highlights, events and open roles; public lists and searches, pages, feeds and calendars, and the console managers.',
  dashboard: "The console Dashboard's numbers.",
  enquiries: 'The contact and newsletter forms, unsubscribe links, and the console lists, exports and personal-data tools.',
  gate: 'The coming-soon gate: entering the access password and what the gate says.',
  mail: 'The e-mail outbox the console shows.',
  media: 'Uploaded images and the media library, the media kit and its files.',
  openapi: 'This document.',
  pages: 'The managed pages, built from blocks: public reads and the Website Pages Manager.',
  redirects: 'Old public addresses and where they lead now.',
  navigation: 'The site navigation: the header menu, the footer columns and legal line, a draft until published, with each link checked against the site.',
  revisions: 'The history of content: revisions, restores, autosaves and the Trash.',
  settings: 'Site settings: the public view and the console.',
  'web-public': "The public site's sitemap and the console's live page preview.",
}

/** Routes a documented route of the document is missing something for: "GET /api/x: no summary". */
export function incompleteRoutes(routes: ApiRoute[]): string[] {
  const problems: string[] = []
  for (const route of routes) {
    const missing = [!route.summary?.trim() && 'no summary', !route.tag && 'no tag'].filter(Boolean)
    if (missing.length) problems.push(`${route.method} ${route.url}${route.tag ? ` (${route.tag})` : ''}: ${missing.join(', ')}`)
  }
  return problems
}

/** Registers @fastify/swagger and the route list; call before any module adds a route. */
export async function installOpenApi(app: FastifyInstance, config: Pick<AppConfig, 'publicOrigin'>) {
  const apiRoutes: ApiRoute[] = []
  app.decorate('apiRoutes', apiRoutes)

  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const module = registeringModule(this)
    route.config = { ...route.config, ...(module ? { module } : {}) }
    if (!isDocumentedUrl(route.url)) return
    for (const method of [route.method].flat()) {
      // Fastify's HEAD twin of a GET has the GET's schema; it is not an operation of its own.
      if (method === 'HEAD') continue
      apiRoutes.push({
        method,
        url: route.url,
        tag: (route.schema?.tags as string[] | undefined)?.[0] ?? module,
        summary: route.schema?.summary,
        permission: route.config?.permission,
      })
    }
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yerth API',
        version: pkg.version,
        description:
          'The Yerth website and CMS API. Console routes (/api/cms) need a staff session cookie and the permission each operation names (`x-permission`). Every error answer is `{ "error": "..." }`, with `details` when a request is refused for its content.',
      },
      servers: [{ url: config.publicOrigin, description: 'This site (PUBLIC_ORIGIN)' }],
      components: { schemas: { Error: ERROR_SCHEMA as unknown as Record<string, unknown> }, securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      if (!isDocumentedUrl(url)) return { schema: { ...schema, hide: true }, url }
      const permission = route.config?.permission ?? 'public'
      const tags = schema?.tags ?? (route.config?.module ? [route.config.module] : undefined)
      const description = [schema?.description, accessNote(route)].filter(Boolean).join('\n\n')
      const security = securityOf(route.config)
      return { schema: { ...schema, tags, description, security, 'x-permission': permission } as typeof schema, url }
    },
    transformObject: (documentObject) => {
      const doc = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
      addErrorAnswers(doc as OpenApiDocument)
      return doc
    },
  })
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[]; operationId?: string }>>
  components?: { responses?: Record<string, unknown> }
  tags?: Array<{ name: string; description?: string }>
}

const ERROR_RESPONSES = {
  ClientError: { description: 'Refused: `{ error, details? }` (400 bad input, 401 not signed in, 403 not allowed or gated, 404, 409, 413, 415, 429)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ServerError: { description: 'Failed: `{ error }` (no internals)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
}

/**
 * Every operation answers 4XX and 5XX with the shared error shape and has an operationId (its own
 * schema's, else one from its method and path); the tags used are listed, sorted, with their words.
 */
function addErrorAnswers(doc: OpenApiDocument) {
  doc.components = { ...doc.components, responses: { ...doc.components?.responses, ...ERROR_RESPONSES } }
  const tags = new Set<string>()
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path)
      operation.responses = { ...operation.responses, '4XX': { $ref: '#/components/responses/ClientError' }, '5XX': { $ref: '#/components/responses/ServerError' } }
      for (const tag of operation.tags ?? []) tags.add(tag)
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }))
}
