/**
 * The process's logger: pino, as Fastify ships it, made cheap enough for the hot path (QUALITY P1).
 * - One access line per request (`request`: method, path, status, time), written by Fastify's own
 *   log controller when the answer is done, instead of its two lines (incoming + completed).
 * - An asynchronous, batched destination: lines are gathered and written to stdout by SonicBoom in
 *   4 KB writes, never blocking the event loop per line (pino flushes what is pending at exit).
 * - No secrets: cookies, authorization and set-cookie are redacted, and so is every token-bearing
 *   query value (unsubscribe, sign-in and reset links) in a logged URL.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { destination } from 'pino'

/** Query parameters whose values are secrets (links in mails) and never reach a log line. */
const SECRET_QUERY = /([?&](?:token|code|key|secret|password|signature|sig)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.includes('=') ? url.replace(SECRET_QUERY, '$1[redacted]') : url
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
    // Lines are gathered up to 4 KB and written together, and at least every 250 ms (the start line
    // shows at once); pino writes what is pending synchronously when the process exits.
    stream: level === 'silent' ? undefined : destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  }
}

/** Fastify's request log lines, reduced to one access line per request. */
export class AccessLog extends LogController {
  incomingRequest() {}

  /** The access line says 404 already (and this one would print the URL unredacted). */
  routeNotFound() {}

  /** Failures of ours are errors with their stack; a client's 4xx is in the access line (details at debug). */
  defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, error?.message)
    else reply.log.debug({ err: error }, error?.message)
  }

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}
