/**
 * How long a request may take to arrive. Node cuts a socket whose headers are slower than
 * HEADERS_TIMEOUT_MS and any request slower than UPLOAD_TIMEOUT_MS (its one whole-request limit,
 * host.ts); this hook holds every other route to REQUEST_TIMEOUT_MS for its body, counted from the
 * moment its headers arrived. So a client that declares a body and then trickles it (or never sends
 * it) holds a socket for seconds, not minutes, while an upload route (route config
 * `bodyTime: 'upload'`, route-policy.ts) keeps the long allowance a 50 MB file on a slow link needs.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from './config.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `upload`: the body may take UPLOAD_TIMEOUT_MS to arrive instead of REQUEST_TIMEOUT_MS. */
    bodyTime?: 'upload'
  }
}

/** The options of Node's HTTP server that bound slow clients (Fastify's and its `http` options). */
export function serverTimeouts(config: AppConfig) {
  return {
    requestTimeout: config.uploadTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node looks for expired requests this often (30 s by default): a limit is kept to within this.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 2)),
    },
  }
}

export function installBodyTimeout(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRequest', function bodyTimeout(request, reply, done) {
    const raw = request.raw
    // A request without a body (GET, or Content-Length 0) has arrived whole with its headers.
    if (raw.complete || (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined)) return done()
    const limit = request.routeOptions.config?.bodyTime === 'upload' ? config.uploadTimeoutMs : config.requestTimeoutMs
    if (limit >= config.uploadTimeoutMs) return done() // Node's own limit covers it
    const timer = setTimeout(() => {
      if (raw.complete) return
      // Too slow: answer 408 when nothing was sent yet, and close the connection either way. The
      // reply is taken from Fastify first, so the body parser's later 'aborted' sends nothing more.
      if (!reply.raw.headersSent) {
        reply.hijack()
        reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        reply.raw.end(JSON.stringify({ error: 'The request took too long to arrive. Please try again.' }))
      }
      raw.socket?.destroySoon()
      setTimeout(() => raw.socket?.destroy(), 1000).unref()
    }, limit)
    timer.unref()
    reply.raw.once('close', () => clearTimeout(timer))
    raw.once('end', () => clearTimeout(timer))
    done()
  })
}
