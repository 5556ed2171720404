/**
 * The newsletter's unsubscribe link (the welcome mail's link and its List-Unsubscribe header).
 * GET shows a confirmation page and changes nothing, so a mail scanner that fetches every link
 * unsubscribes nobody. POST unsubscribes: the page's button, or a mail provider's RFC 8058 one-click
 * (`List-Unsubscribe=One-Click`, no cookie, from another site: the route opts out of core's CSRF
 * guard through its config; the token in the address is what authorises it). The body may come
 * urlencoded or as multipart/form-data (RFC 8058 says SHOULD for the latter); both parsers live in
 * this scope only, for bodies of at most 1 KB, so no other route takes forms and no upload opens.
 * Both stay open under the site gate and are never cached. They log at warn, so the token in the
 * address stays out of the access log. A browser gets pages; other clients `{success}` / `{error}`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { BRAND } from '../../shared/brand.ts'
import { badRequest, HttpError } from '../core/errors.ts'
import { ENQUIRY_MESSAGES, UNSUBSCRIBE_PATH } from './service.ts'
import { confirmPage, invalidLinkPage, unsubscribedPage } from './unsubscribe-page.ts'

const TokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) })
/** RFC 8058's body; the confirmation page's form sends the same. */
const OneClickBodySchema = Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') }, { additionalProperties: false })

/** The bodies the POST takes, as the OpenAPI document lists them (the parsers below, and core's JSON). */
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']

/** A one-click body is one short field; anything longer is not one. */
const FORM_BODY_LIMIT = 1024

const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '')

export async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  // Urlencoded bodies in this scope only: every other route keeps taking JSON alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  // RFC 8058's multipart form, read by the platform's own FormData parser. A file part stays a
  // File, which the body schema refuses like any other wrong value.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, async (request: FastifyRequest, body: Buffer) => {
    try {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type']! } }).formData()
      return Object.fromEntries(form)
    } catch {
      throw badRequest(ENQUIRY_MESSAGES.invalidOneClick)
    }
  })

  const sendInvalid = async (reply: FastifyReply) => {
    const contact = (await app.settings.publicSettings().catch(() => null))?.contact_email || BRAND.defaults.contactEmail
    return reply.code(400).type('text/html; charset=utf-8').send(invalidLinkPage(contact))
  }

  const common = {
    config: { gate: 'open', cache: 'no-store' } as const,
    logLevel: 'warn' as const,
    // A browser shown a broken link (missing, overlong or altered token) gets the page, not JSON.
    errorHandler: async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      reply.header('vary', 'Accept')
      const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500)
      if (status === 400 && wantsHtml(request)) return sendInvalid(reply)
      throw error
    },
  }

  app.get(UNSUBSCRIBE_PATH, { ...common, schema: { summary: 'Show the newsletter unsubscribe page of a token', querystring: TokenQuerySchema } }, async (request, reply) => {
    const sub = await app.enquiries.subscriptionOfToken(request.query.token)
    if (!sub) throw badRequest(ENQUIRY_MESSAGES.invalidUnsubscribe, 'token', ENQUIRY_MESSAGES.invalidUnsubscribe)
    const html = sub.status === 'unsubscribed' ? unsubscribedPage() : confirmPage(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`)
    return reply.header('vary', 'Accept').type('text/html; charset=utf-8').send(html)
  })

  app.post(
    UNSUBSCRIBE_PATH,
    { ...common, config: { ...common.config, crossSite: 'allow' }, bodyLimit: FORM_BODY_LIMIT, schema: { summary: 'Unsubscribe from the newsletter (one click)', querystring: TokenQuerySchema, body: OneClickBodySchema, consumes: ONE_CLICK_TYPES } },
    async (request, reply) => {
      if (!(await app.enquiries.unsubscribe(request.query.token))) throw badRequest(ENQUIRY_MESSAGES.invalidUnsubscribe, 'token', ENQUIRY_MESSAGES.invalidUnsubscribe)
      reply.header('vary', 'Accept')
      if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(unsubscribedPage())
      return { success: true as const }
    },
  )
}
