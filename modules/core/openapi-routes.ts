/**
 * openapi: serves the OpenAPI 3.1 document core generates (openapi.ts).
 * - GET /api/cms/openapi.json: the whole API, for staff (console:read, every staff role; no-store).
 * - GET /api/public/openapi.json: only the /api/public operations, for anyone; gated like other
 *   public content (403 while the site gate blocks the caller).
 * A module of its own (registered after auth) because a console route needs the guard, which auth
 * installs after core.
 * Depends on: core, auth.
 */
import fp from 'fastify-plugin'

interface Document {
  paths: Record<string, Record<string, { tags?: string[] }>>
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> }
  tags?: Array<{ name: string }>
  [key: string]: unknown
}

const PUBLIC_PATH = /^\/api\/public(?:\/|$)/

/** The document narrowed to the public API: its paths, and the tags and components they use. */
export function publicPart(doc: Document): Document {
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => PUBLIC_PATH.test(path)))
  const tags = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags ?? [])))
  // Follow $refs from the paths until nothing new is reached (a component may refer to another).
  const kept = { schemas: {} as Record<string, unknown>, responses: {} as Record<string, unknown> }
  let text = JSON.stringify(paths)
  for (let grew = true; grew; ) {
    grew = false
    for (const kind of ['schemas', 'responses'] as const) {
      for (const [name, value] of Object.entries(doc.components[kind] ?? {})) {
        if (name in kept[kind] || !text.includes(`"#/components/${kind}/${name}"`)) continue
        kept[kind][name] = value
        text += JSON.stringify(value)
        grew = true
      }
    }
  }
  return { ...doc, paths, tags: (doc.tags ?? []).filter((tag) => tags.has(tag.name)), components: { ...doc.components, ...kept } }
}

export const openapi = fp(
  async (app) => {
    let publicDocument: Document | undefined

    app.get(
      '/api/cms/openapi.json',
      { schema: { summary: 'Get the OpenAPI document of the whole API' }, config: { permission: 'console:read' } },
      async (_request, reply) => reply.type('application/json').send(JSON.stringify(app.swagger())),
    )

    app.get('/api/public/openapi.json', { schema: { summary: 'Get the OpenAPI document of the public API' } }, async (_request, reply) => {
      publicDocument ??= publicPart(app.swagger() as unknown as Document)
      return reply.type('application/json').send(JSON.stringify(publicDocument))
    })
  },
  { name: 'openapi', dependencies: ['core', 'auth'], fastify: '5.x' },
)
