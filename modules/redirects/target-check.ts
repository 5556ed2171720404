/**
 * GET /api/cms/redirects/check?from_path=&to=&id= (console:read): what the Add/Edit Redirect dialog
 * says next to "To" as the person types (issue 29), before anything is saved.
 *
 *   problem  the save would be refused: the rule leads to itself or would send visitors round in a
 *            loop (the words of the service's own refusals, REDIRECT_MESSAGES.toSelf and .loop);
 *   warning  the save is allowed, but visitors would land on "Page not found": the target is a page
 *            of this site that is hidden (not published), or nothing on this site answers there.
 *
 * Only reads: the rules (queries.ts), the router (served.ts) and the pages (app.pages, when the
 * pages module is there). The service's save still decides; this only tells sooner.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { REDIRECT_LIMITS } from '../../shared/api/redirects.ts'
import type { Page } from '../../shared/api/pages.ts'
import { allRules, type RedirectsDb } from './queries.ts'
import { servedBySite } from './served.ts'
import { closesLoop, internalKey, REDIRECT_MESSAGES, redirectKey } from './service.ts'

const CheckQuerySchema = Type.Object(
  {
    from_path: Type.Optional(Type.String({ maxLength: REDIRECT_LIMITS.path })),
    to: Type.String({ maxLength: REDIRECT_LIMITS.to }),
    /** The rule being edited: left out of the loop check, as its save would leave it out. */
    id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { additionalProperties: false },
)

export const TARGET_WARNINGS = {
  hidden: (name: string, path: string) => `The page “${name}” at ${path} is hidden from visitors, so they would see “Page not found” until it is published.`,
  missing: (path: string) => `Nothing on this site answers at ${path} yet, so visitors would see “Page not found”. Check the address.`,
} as const

export interface TargetCheck {
  problem: string | null
  warning: string | null
}


export async function checkTarget(app: FastifyInstance, query: { from_path?: string; to: string; id?: number }): Promise<TargetCheck> {
  const to = query.to.trim()
  const toKey = internalKey(to)
  if (toKey === undefined) return { problem: null, warning: null } // another site: not ours to check
  const fromText = query.from_path?.trim() ?? ''
  if (fromText.startsWith('/') && !/[?#\s]/.test(fromText)) {
    const from = redirectKey(fromText)
    const others = (await allRules(app.db as RedirectsDb)).filter((r) => r.id !== query.id && r.from_path !== from)
    // The save refuses a rule that leads to itself (REDIRECT_MESSAGES.toSelf): say so as it is typed too.
    if (toKey === from) return { problem: REDIRECT_MESSAGES.toSelf, warning: null }
    if (closesLoop(others, from, toKey)) return { problem: REDIRECT_MESSAGES.loop(to, from), warning: null }
  }
  // A target that is itself redirected leads on (its own rule is checked when it is saved).
  if (app.redirects.has(toKey) || (await servedBySite(app, toKey))) return { problem: null, warning: null }
  const path = app.publicPages.canonicalOf(toKey) ?? toKey
  const pages = app.hasDecorator('pages') ? ((await (app as unknown as { pages: { list(): Promise<Page[]> } }).pages.list()) as Page[]) : []
  const page = pages.find((p) => p.path === path)
  if (page && !page.is_published) return { problem: null, warning: TARGET_WARNINGS.hidden(page.page_name, path) }
  return { problem: null, warning: TARGET_WARNINGS.missing(toKey) }
}

export async function redirectTargetCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get('/api/cms/redirects/check', { schema: { summary: 'Check where a redirect would lead, before it is saved', querystring: CheckQuerySchema }, config: { permission: 'console:read' } }, async (request) =>
    checkTarget(app, request.query),
  )
}
