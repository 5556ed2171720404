/**
 * Prepared answers: an answer held whole in memory (status, headers, body), sent before Fastify's
 * per-request machinery runs (QUALITY P1: a cached page at close to the speed of a bare node:http
 * server sending the same bytes).
 *
 * A route opts in with `config.preparedAnswer(request)`: the function returns the answer when it has
 * one ready (the public site's render cache holds the page, compressed as the request accepts) and
 * undefined otherwise; the request then goes to Fastify as any other.
 *
 * Decided on the matched route, never on the URL's text: the server's request listener (host.ts
 * creates the server with it) looks the request up in a router of the same kind and options as
 * Fastify's (find-my-way), holding the same routes with their final config (collected by an onRoute
 * hook, after core's route policy has filled in the defaults); routes.test.ts checks that both
 * match the same route for every spelling of an address it tries.
 *
 * The rule every prepared answer shares lives here, once: only for a request whose answer depends on
 * no one, that is a GET or HEAD without a body that carries no Cookie and no Authorization header
 * (staff sessions, the gate's grant and the consent choice all arrive as cookies), whose address
 * holds no control character (validation.ts refuses those), on a route that is not `no-store`, while
 * the app is not closing. Such a request passes every onRequest hook of the app untouched: sessions
 * and the guard have nothing to read, the CSRF guard lets reads through, the gate decides pages in
 * their handler, there is no body to time. The answer gets the headers every answer carries: the
 * security headers of a visitor without consent (security.ts), the route's resource policy and the
 * request id (route-policy.ts); and the one access line of the request (logging.ts), as Fastify's
 * log controller writes it.
 *
 * Two ways in share that one decision (send()): the request listener above, for a request Node's
 * server has read, and the raw lane (raw-lane.ts), which reads a connection's bytes first and writes
 * the same answer itself, handing the connection to Node for anything it does not take whole.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify'
import { ENCODED_CONTROL } from './validation.ts'
import { accessLineWriter, redactUrl, type AccessLineFields } from './logging.ts'
import { ROUTER_OPTIONS, RouteTable } from './route-table.ts'
import { checkNodeServer, RawLane } from './raw-lane.ts'
import { safeResponseClass } from './safe-response.ts'
import { requestIds } from './request-ids.ts'

/** What a prepared answer may read of its request: the same for a raw request and Fastify's. */
export interface AnswerRequest {
  readonly url: string
  readonly headers: IncomingHttpHeaders
}

export interface PreparedAnswer {
  status: number
  /** Flat [name, value, name, value…] as node:http's writeHead takes them, Content-Length included. */
  headers: readonly string[]
  /** Absent for an answer without a body (304); never sent to HEAD. */
  body?: Buffer
}

export type PrepareAnswer = (request: AnswerRequest) => PreparedAnswer | undefined

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer, when it has one ready that is the same for every visitor (prepared-answers.ts). */
    preparedAnswer?: PrepareAnswer
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Every onRequest and preHandler hook that applies to a route with a prepared answer, by its
 * function's name, and what a prepared answer (which runs none of them) does instead: `replicated`,
 * the answer does the same itself; `skipped`, the hook has nothing to do for a request the shared
 * rule lets through (answersAnyone: GET or HEAD, no body, no Cookie, no Authorization, no control
 * character in the address), for the reason given. modules/prepared-answer-hooks.test.ts fails when
 * the composed app has such a hook that is not listed here (or is unnamed), so a new one is
 * classified before cached answers can skip it.
 */
export const HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT: Record<string, { kind: 'replicated' | 'skipped'; why: string }> = {
  refuseControlCharacters: { kind: 'replicated', why: 'answersAnyone refuses the same encoded control characters (ENCODED_CONTROL)' },
  bodyTimeout: { kind: 'skipped', why: 'no Content-Length or Transfer-Encoding: there is no body to time' },
  securityHeaders: { kind: 'replicated', why: "the answer carries visitorHeaders(protocol): the headers of a visitor without consent, which no Cookie means" },
  securityHeadersForDev: { kind: 'replicated', why: 'the same visitorHeaders, as the dev server sets them' },
  csrfGuard: { kind: 'skipped', why: 'GET and HEAD are reads, which it lets through' },
  fastifyCookieHandler: { kind: 'skipped', why: 'no Cookie header: there is nothing to parse' },
  skipWithoutCookie: { kind: 'skipped', why: 'no session cookie: the session is null' },
  resolveSignedInAdmin: { kind: 'skipped', why: 'no session: request.admin is null' },
  permissionGuard: { kind: 'skipped', why: 'a route with a prepared answer declares no permission (the test checks it)' },
  gateContent: { kind: 'skipped', why: "a route with a prepared answer is not gate 'content' (the test checks it): pages decide the gate in their handler" },
}

export { ROUTER_OPTIONS }

/** Whether nothing in the request can change its answer: a read without a body, without credentials, at a plain address. */
export function answersAnyone(req: AnyoneRequest): boolean {
  const method = req.method
  if (method !== 'GET' && method !== 'HEAD') return false
  const headers = req.headers
  if (headers.cookie !== undefined || headers.authorization !== undefined) return false
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false
  return !ENCODED_CONTROL.test(req.url)
}

/** What the shared rule and the answer read of a request, whichever way it came in. */
interface AnyoneRequest extends AnswerRequest {
  readonly method: string
  readonly socket: unknown
}

interface Attached {
  app: FastifyInstance
  /** Writes the request's access line (logging.ts: the line Fastify's log controller writes). */
  accessLine: (fields: AccessLineFields) => void
  visitorHeaders: (protocol: string) => readonly string[]
  trustProxy: boolean
  requestIdHeader: string | false
}

export class PreparedAnswers {
  /** The mirror of the app's routes (core attaches it before any route is registered). */
  readonly routes = new RouteTable()
  private attached: Attached | null = null
  private closing = false
  /** Answers sent so far (tests, and a curious operator). */
  sent = 0
  /** The raw lane of the server this made (raw-lane.ts). */
  lane: RawLane | null = null

  /** The lane's check of Node's server when the app listens (raw-lane.ts); tests put a failing one here. */
  checkNodeServer = checkNodeServer

  constructor(private readonly options: { rawLane: boolean; nextRequestId: () => string } = { rawLane: true, nextRequestId: requestIds() }) {}

  /**
   * The app's HTTP server (Fastify's serverFactory): node:http with the options Fastify would give
   * it, whose request listener sends prepared answers and hands every other request to Fastify.
   */
  serverFactory = (fastifyHandler: Handler, options: FastifyServerOptions & { http?: ServerOptions }): Server => {
    // An answer Node refuses to send ends its connection, logged once; never the process (safe-response.ts).
    const ServerResponse = safeResponseClass(({ err, method, url }) => {
      const fields = { err, method, url: url === undefined ? undefined : redactUrl(url) }
      if (this.attached) this.attached.app.log.error(fields, 'answer could not be sent: its connection was closed')
      else console.error('answer could not be sent: its connection was closed', fields)
    })
    const server = createServer({ ...options.http, ServerResponse }, (req, res) => {
      if (!this.answer(req, res)) fastifyHandler(req, res)
    })
    // As Fastify sets them on a server it creates itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout)
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
    // Connections start in the raw lane, which hands them to this server when it cannot answer
    // (raw-lane.ts); not when the server counts requests per socket (the lane does not).
    else if (this.options.rawLane)
      this.lane = new RawLane(server, (request, write) => this.send(request, write), {
        maxHeaderBytes: options.http?.maxHeaderSize ?? 16 * 1024,
        headersTimeoutMs: options.http?.headersTimeout ?? 60_000,
        keepAliveTimeoutMs: options.keepAliveTimeout ?? 72_000,
      })
    return server
  }

  /**
   * Called by core before any route is registered: every route of the app goes into the mirror
   * router with its options, and answers start once the app is ready.
   */
  attach(app: FastifyInstance, options: Omit<Attached, 'app' | 'accessLine'>) {
    app.addHook('onReady', (done) => {
      this.attached = { app, ...options, accessLine: accessLineWriter(app.log) }
      done()
    })
    // The lane's assumptions about Node's server, checked once through the lane itself: off, with one warning, if they fail.
    app.addHook('onListen', async () => {
      const lane = this.lane
      if (lane === null) return
      const failed = await this.checkNodeServer(app.server.address(), '/healthz', app.server.keepAliveTimeout)
      if (failed === null) return
      lane.off()
      this.lane = null
      app.log.warn({ reason: failed }, 'raw lane switched off: its assumptions about Node\'s HTTP server do not hold here (every request goes through Node\'s server)')
    })
    app.addHook('preClose', (done) => {
      this.closing = true
      this.lane?.close()
      done()
    })
  }

  /** Sends the prepared answer of the request's route when there is one; false otherwise. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    return this.send(req as unknown as AnyoneRequest, (status, headers, body) => {
      res.writeHead(status, headers.slice())
      res.end(req.method === 'HEAD' ? undefined : body)
    })
  }

  /**
   * The one decision of both ways in (a request through Node's server, or the raw lane): the rule
   * every prepared answer shares, the matched route's answer, its headers; then `write` sends it and
   * the access line is written.
   */
  private send(req: AnyoneRequest, write: (status: number, headers: readonly string[], body: Buffer | undefined) => void): boolean {
    const attached = this.attached
    if (attached === null || this.closing || !answersAnyone(req)) return false
    const url = req.url
    const config = this.match(req.method, url)?.config
    const prepare = config?.preparedAnswer
    if (prepare === undefined || config?.cache === 'no-store') return false
    const answer = prepare(req)
    if (answer === undefined) return false

    const start = performance.now()
    const headers = req.headers
    const id = (attached.requestIdHeader && (headers[attached.requestIdHeader] as string | undefined)) || this.options.nextRequestId()
    const protocol = this.protocolOf(req, attached.trustProxy)
    const block = this.headerBlock(answer.headers, attached.visitorHeaders(protocol), config?.resourcePolicy)
    block[block.length - 1] = id
    write(answer.status, block, answer.body)
    this.sent++
    // The access line, as the log controller writes it (logging.ts: AccessLog.requestCompleted).
    attached.accessLine({ reqId: id, method: req.method, url: redactUrl(url), status: answer.status, ms: Math.round(performance.now() - start) })
    return true
  }

  /** The route the mirror router matches, as Fastify's router would; undefined for none or an address it cannot read. */
  match(method: string, url: string): RouteOptions | undefined {
    return this.routes.match(method, url)
  }

  /** The answer's headers, the security headers and the route's resource policy, joined once; the request id is the last value. */
  private blocks = new WeakMap<readonly string[], WeakMap<readonly string[], string[]>>()
  private headerBlock(own: readonly string[], security: readonly string[], resourcePolicy: string | undefined): string[] {
    let bySecurity = this.blocks.get(own)
    if (!bySecurity) this.blocks.set(own, (bySecurity = new WeakMap()))
    let block = bySecurity.get(security)
    if (!block) {
      block = [...own, ...security, ...(resourcePolicy ? ['cross-origin-resource-policy', resourcePolicy] : []), 'x-request-id', '']
      bySecurity.set(security, block)
    }
    return block
  }

  /** As Fastify's request.protocol reads it: X-Forwarded-Proto (its last entry) only behind a trusted proxy. */
  private protocolOf(req: AnyoneRequest, trustProxy: boolean): string {
    const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined
    if (typeof forwarded === 'string' && forwarded !== '') {
      const comma = forwarded.lastIndexOf(',')
      return (comma === -1 ? forwarded : forwarded.slice(comma + 1)).trim()
    }
    return (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  }
}
