/**
 * The public calls (public-site §3, §7, §8): the contact forms, the newsletter sign-ups and the
 * unsubscribe link of the welcome mail (unsubscribe-routes.ts). All three stay open while the site gate is up (the
 * coming-soon page's own form posts here) and are never cached. A 2xx is sent only after the rows
 * are committed. Each form has a per-IP budget (429 with Retry-After) and a honeypot field,
 * `website`: a submission that fills it gets the answer of a success and nothing is stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ContactBodySchema, ContactResponseSchema, NewsletterBodySchema, NewsletterResponseSchema, type ContactBody } from '../../shared/api/enquiries.ts'
import { badRequest, tooManyRequests } from '../core/errors.ts'
import { type CleanContact } from './service.ts'
import { unsubscribeRoutes } from './unsubscribe-routes.ts'

export interface FormBudget {
  /** Submissions one IP address may make per window. */
  limit: number
  windowSeconds: number
}
export type FormBudgets = Record<'contact' | 'newsletter', FormBudget>

/** Per-IP budgets (docs/decisions/0020-enquiries-newsletter-personal-data.md): generous for people, small for a script. */
export const DEFAULT_FORM_BUDGETS: FormBudgets = {
  contact: { limit: 10, windowSeconds: 15 * 60 },
  newsletter: { limit: 20, windowSeconds: 15 * 60 },
}

/** The largest contact body, even with every character sent as a \uXXXX escape, and then some. */
export const FORM_BODY_LIMIT = 64 * 1024

/** Open under the site gate (the coming-soon form), never stored by a browser or a cache. */
const OPEN_FORM = { gate: 'open', cache: 'no-store' } as const

/** preValidation: surrounding spaces of an e-mail address are not part of it. */
async function trimEmail(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof body.email === 'string') body.email = body.email.trim()
}

/** The checks the schema cannot say well: text beyond white space, one-line name and mobile. */
export function cleanContact(body: ContactBody): CleanContact {
  const name = body.name.trim()
  const message = body.message.trim()
  const mobile = (body.mobile ?? '').trim()
  if (!name) throw badRequest('body.name must not be empty')
  if (/[\r\n]/.test(name)) throw badRequest('body.name must be one line')
  if (/[\r\n]/.test(mobile)) throw badRequest('body.mobile must be one line')
  if (!message) throw badRequest('body.message must not be empty')
  return { name, email: body.email, mobile, subject: body.subject, message, source_page: body.source_page }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export async function publicRoutes(fastify: FastifyInstance, opts: { budgets?: Partial<FormBudgets> }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const budgets: FormBudgets = { ...DEFAULT_FORM_BUDGETS, ...opts.budgets }

  /** Counts one submission from the caller's IP; 429 once the form's budget is spent (honeypot posts count too). */
  async function spend(request: FastifyRequest, form: keyof FormBudgets) {
    const budget = budgets[form]
    const state = await app.throttle.hit(`enquiries:${form}:${request.ip}`, budget.windowSeconds)
    if (state.count > budget.limit) {
      const wait = minutes(state.retryAfter)
      throw tooManyRequests(state.retryAfter, `Too many submissions from your connection. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`)
    }
  }

  const honeypotFilled = (body: { website?: string }) => Boolean(body.website?.trim())

  app.post(
    '/api/public/contact',
    { schema: { summary: 'Send a contact enquiry', body: ContactBodySchema, response: { 201: ContactResponseSchema } }, config: OPEN_FORM, bodyLimit: FORM_BODY_LIMIT, preValidation: trimEmail },
    async (request, reply) => {
      await spend(request, 'contact')
      // A bot: the answer of a success (id 0 is never a real enquiry), nothing stored, nothing sent.
      if (honeypotFilled(request.body)) return reply.code(201).send({ success: true, id: 0 })
      const { id } = await app.enquiries.submitContact(cleanContact(request.body))
      return reply.code(201).send({ success: true, id })
    },
  )

  app.post(
    '/api/public/newsletter',
    { schema: { summary: 'Subscribe to the newsletter', body: NewsletterBodySchema, response: { 200: NewsletterResponseSchema } }, config: OPEN_FORM, bodyLimit: FORM_BODY_LIMIT, preValidation: trimEmail },
    async (request) => {
      await spend(request, 'newsletter')
      // One answer whatever happened (new, signed up again, already subscribed, a bot), so the form
      // cannot be used to learn who is subscribed.
      if (!honeypotFilled(request.body)) await app.enquiries.subscribe(request.body, app.config.publicOrigin)
      return { success: true as const }
    },
  )

  await app.register(unsubscribeRoutes)
}
