/**
 * GET /api/public/route-data?path=<address>: the data of a public screen, for a navigation inside
 * the site. It is what the route's own loader (`server.load`, src/routes/) gives the first render,
 * so a route with data is written once: its module, its screen and a line of the table, and the
 * screen reads it on every navigation with useRouteData (src/lib/use-route-resource.ts).
 *
 * Decided on the route the address matches (page-route.ts), never on the path's text:
 * - an address that moved (modules/redirects) answers `{redirect}`: the browser goes there as a
 *   page load, which follows the rule as the server answers it;
 * - an address no route claims answers 404 with `{error}` (the browser then loads it as a page: the
 *   404 page in the frame);
 * - a route without data answers `{data: null}`.
 * Gated like every public API (the gate module refuses it while the site is closed). Staff get what
 * they see on the page (drafts and scheduled items as previews) and a `private, no-store` answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { JournalServices } from './loaders.ts'
import { pageRoute } from './page-route.ts'
// The routes' loaders run here.
import { serverOf } from './src/routes/server/index.ts'

export const ROUTE_DATA_PATH = '/api/public/route-data'

export const ROUTE_DATA_MESSAGES = {
  noPage: 'There is no page at that address.',
} as const

const RouteDataQuery = Type.Object(
  {
    /** The address as the browser shows it: path and query (`/journal/blogs?search=solar`). */
    path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/', description: 'The address of the page, path and query' }),
  },
  { additionalProperties: false },
)

export interface RouteDataApiOptions {
  services: JournalServices
  /** Where a moved address leads now (the redirects module's rule), or undefined. */
  movedTo(target: string): string | undefined
}

export function installRouteDataApi(fastify: FastifyInstance, { services, movedTo }: RouteDataApiOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    ROUTE_DATA_PATH,
    { schema: { summary: "Get the data of a public page's screen (navigations inside the site)", querystring: RouteDataQuery }, config: { gate: 'content' } },
    async (request, reply) => {
      const staff = (request as FastifyRequest & { admin?: unknown }).admin != null
      reply.header('cache-control', staff ? 'private, no-store' : 'no-cache').header('vary', 'Cookie')
      const redirect = movedTo(request.query.path)
      if (redirect !== undefined) return { redirect }
      const route = pageRoute(request.query.path)
      if (!route.match) return reply.code(404).send({ error: ROUTE_DATA_MESSAGES.noPage })
      const load = serverOf(route.match.kind)?.load
      if (!load) return { data: null }
      const url = new URL(route.renderUrl, 'http://localhost')
      return { data: await load({ match: route.match, url, services, staff }) }
    },
  )
}
