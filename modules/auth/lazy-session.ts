/**
 * @fastify/session, but without building a session for a request that brings no session cookie.
 *
 * The plugin builds (and HMAC-signs, and hashes) a fresh Session for every cookieless request, which
 * is every visitor's page and API call: measured at ~16% of a cached page's CPU. Such a session can
 * only ever be blank (saveUninitialized is false), so it is skipped: `request.session` stays null
 * until `ensureSession` is called, which only sign-in does. Everything else reads it as
 * `request.session?.…`, and the plugin's onSend already passes over a null session.
 *
 * The plugin is registered through a facade that wraps its onRequest hook; it only calls decorate,
 * decorateRequest and addHook (pinned version, covered by the auth tests).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fastifySession, { type FastifySessionOptions } from '@fastify/session'

type HookDone = (err?: Error) => void
type SessionHook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookDone) => void

/** Gives a request a (blank) session if it has none yet; sign-in needs one. */
export type EnsureSession = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

export async function registerLazySession(
  app: FastifyInstance,
  options: FastifySessionOptions & { cookieName: string },
): Promise<EnsureSession> {
  const cookieName = options.cookieName
  let buildSession: SessionHook | null = null

  const facade = {
    decorate: app.decorate.bind(app),
    decorateRequest: app.decorateRequest.bind(app),
    addHook(name: string, hook: SessionHook) {
      if (name !== 'onRequest') return app.addHook(name as 'onSend', hook as never)
      buildSession = hook
      const skipWithoutCookie: SessionHook = function (request, reply, done) {
        if (request.cookies[cookieName] === undefined) {
          ;(request as { session: unknown }).session = null
          return done()
        }
        hook.call(this, request, reply, done)
      }
      return app.addHook('onRequest', skipWithoutCookie as onRequestHookHandler)
    },
  }

  await new Promise<void>((resolve, reject) => {
    const plugin = fastifySession as unknown as (instance: unknown, opts: unknown, next: (err?: Error) => void) => void
    plugin(facade, options, (err) => (err ? reject(err) : resolve()))
  })
  const build = buildSession as SessionHook | null
  if (!build) throw new Error('@fastify/session registered no onRequest hook')
  return async (request, reply) => {
    if (request.session) return
    await new Promise<void>((resolve, reject) => build.call(app, request, reply, (err) => (err ? reject(err) : resolve())))
  }
}
