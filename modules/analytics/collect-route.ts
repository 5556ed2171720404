/**
 * The tracker's call (not in the spec): POST /api/public/analytics/collect with {path, referrer?}.
 * The tracker sends it with navigator.sendBeacon, which can only send a safelisted content type, so
 * this route (alone: the parser is registered in its own scope) also reads a text/plain body as
 * JSON. Core's CSRF guard still applies (a cross-site form cannot count views).
 *
 * Answers 202 with no body once the view is written (or passed over, when it is not to be counted:
 * bots, staff), which is all a beacon can be told; 503 when it could not be written (the database
 * away, the queue full): a 202 is a committed row. A path that
 * is not a public page existing now (public-paths.ts: a fixed route, or a published post's or press
 * highlight's slug) is a 400. One address's new visitors and sources per day are capped
 * (ip-day-budget.ts). The browser
 * gets no cookie and nothing to store. Each IP may send COLLECT_PER_MINUTE views a minute on each
 * instance (429 with Retry-After beyond): kept in memory, as a view is too cheap to spend a
 * database write on its rate limit.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { isbot } from 'isbot'
import { COLLECT_PATH, CollectBodySchema } from '../../shared/api/analytics.ts'
import { badRequest, tooManyRequests } from '../core/errors.ts'
import { deviceOf, hostOf, pageOf, sourceOf, utcDay } from './classify.ts'
import { IpDayBudget } from './ip-day-budget.ts'
import type { PublicPaths } from './public-paths.ts'
import { WindowCounter } from './window-counter.ts'

/** Views one IP address may report per minute (a person clicking through the site never comes near). */
export const COLLECT_PER_MINUTE = 120
const COLLECT_BODY_LIMIT = 4096

const NOT_A_PAGE = 'body.path must be the path of a public page'
const NOT_WRITTEN = 'The page view could not be recorded just now.'

export async function collectRoute(fastify: FastifyInstance, opts: { perMinute?: number; publicPaths: PublicPaths }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const limit = opts.perMinute ?? COLLECT_PER_MINUTE
  const perIp = new WindowCounter(60_000)
  const perIpDay = new IpDayBudget()
  app.addHook('onClose', async () => perIp.stop())
  const ownHosts = [hostOf(app.config.publicOrigin ?? undefined)].filter((h): h is string => Boolean(h))

  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: COLLECT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(badRequest('body must be JSON'))
    }
  })

  app.post(
    COLLECT_PATH,
    { schema: { summary: 'Record a page view', body: CollectBodySchema }, config: { cache: 'no-store' }, bodyLimit: COLLECT_BODY_LIMIT },
    async (request, reply) => {
      const { count, retryAfter } = perIp.hit(request.ip)
      if (count > limit) throw tooManyRequests(retryAfter, 'Too many page views from your connection.')
      const page = pageOf(request.body.path)
      if (!page || !(await opts.publicPaths.isPublic(page))) throw badRequest(NOT_A_PAGE, 'path', 'Not a page of this site.')
      const userAgent = request.headers['user-agent'] ?? ''
      // Not counted: staff browsing their own site, robots and clients that do not say what they are.
      if (!request.admin && userAgent && !isbot(userAgent)) {
        const own = hostOf(request.host)
        const at = app.analytics.currentTime()
        const source = sourceOf(request.body.referrer, own ? [own, ...ownHosts] : ownHosts)
        // One address cannot invent visitors or sources without end (ip-day-budget.ts).
        const counted = perIpDay.admit(request.ip, userAgent, source, utcDay(at))
        // Answered once written: a 202 is a committed view (a beacon does not wait for it anyway).
        const written = await app.analytics.record({ at, ip: request.ip, userAgent: counted.userAgent, path: page, source: counted.source, device: deviceOf(userAgent) })
        if (!written) return reply.code(503).header('retry-after', '5').send({ error: NOT_WRITTEN })
      }
      return reply.code(202).send()
    },
  )
}
