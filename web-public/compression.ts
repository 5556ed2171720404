/**
 * Compression of what the server sends (QUALITY P1: answers compressed with brotli or gzip).
 *
 * Three paths, one negotiation (negotiate(): the client's Accept-Encoding, brotli preferred):
 * - built assets of both bundles: compressed once at build time (.br and .gz beside each file,
 *   web-public/vite.config.ts and web-admin/vite.config.ts) and served by @fastify/static's
 *   `preCompressed`, which also sets `Vary: Accept-Encoding`;
 * - pages in the render cache: compressed once per encoding when first asked for and kept with the
 *   entry, brotli redone once at the best quality when the page is asked for again (page-cache.ts);
 *   served as they are (plugin.ts marks those replies with markEncoded);
 * - everything else (pages that are not cached, JSON API answers, the sitemap): compressed on the
 *   fly by the onSend hook below when larger than MIN_BYTES.
 *
 * Why our own small hook and not @fastify/compress: the page cache must hold and serve its own
 * encodings (the plugin would compress them again or need per-reply opt-outs), the static files are
 * precompressed, and request-body decompression (the plugin's other half) is not wanted: the API
 * takes small JSON bodies only. What is left is one hook over strings and buffers: about 60 lines
 * of node:zlib with nothing to keep in step with fastify's releases.
 *
 * BREACH (compression of a secret next to attacker-reflected text) does not apply: no answer
 * carries a secret token in its body (CSRF is refused by Origin / Sec-Fetch-Site, sessions live in
 * HttpOnly cookies).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { remembered } from '../shared/remembered.ts'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Below this a compressed answer saves less than the headers and the CPU cost. */
export const MIN_BYTES = 1024
/** gzip: larger bodies are compressed off the event loop (zlib's thread pool); smaller ones inline, which is faster. */
const ASYNC_BYTES = 64 * 1024
/** The fast brotli (BROTLI_FAST) is done inline up to this size: about 1 ms. */
const FAST_INLINE_BYTES = 512 * 1024
/** Text types worth compressing (images, fonts in woff2 and archives are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/i

/**
 * Brotli quality. 0 whenever someone waits for the bytes (answers compressed on the fly, and a page
 * the first time it is asked for in an encoding): qualities 0 and 1 are a different, much cheaper
 * algorithm than 2 and up. For the 120 KB home page: 0.25 ms at 0, 0.46 ms at 1, 1.1 ms at 4, for
 * 30.6, 28.9 and 24.6 KB. 1 instead of 4 doubled the uncached SSR rate of `/` in `make bench`
 * (QUALITY P1, 260 → 450 req/s on that machine); 0 instead of 1 gave it about 7% more (2026-11-27).
 * Done inline, not in zlib's thread pool: at these speeds the hand-over to a thread (a stream, a
 * promise, a wake-up and a context switch on a busy CPU) cost more than the compression itself.
 * 10 for a cached page that is asked for again (page-cache.ts: done once per page version, off the
 * event loop): a third fewer bytes for every later visitor; too slow (20–50 ms) to make anyone wait for it.
 */
export const BROTLI_FAST = 0
export const BROTLI_BEST = 10
const GZIP_LEVEL = 6

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/**
 * Compresses `body` with `encoding` (br or gzip): inline when that is quick (the fast brotli, small
 * gzip bodies), else in zlib's thread pool so the event loop goes on meanwhile (the best brotli).
 */
export async function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, brotliQuality = BROTLI_FAST): Promise<Buffer> {
  if (encoding === 'br') {
    const options = brotliOptions(brotliQuality, body.length)
    return brotliQuality <= BROTLI_FAST && body.length < FAST_INLINE_BYTES ? brotliCompressSync(body, options) : brotliAsync(body, options)
  }
  return body.length < ASYNC_BYTES ? gzipSync(body, { level: GZIP_LEVEL }) : gzipAsync(body, { level: GZIP_LEVEL })
}

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli, else gzip, else none.
 * Honours q-values (`br;q=0` refuses brotli) and `*`; a missing header means identity.
 */
export function negotiate(header: string | string[] | undefined): Encoding {
  return header ? negotiated(String(header)) : 'identity'
}

/** Browsers send a handful of distinct headers. */
const negotiated = remembered(parseAcceptEncoding, 256)

function parseAcceptEncoding(header: string): Encoding {
  const q: Record<string, number> = {}
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q[name.trim()] = Number.isFinite(value) ? value : 0
  }
  const weight = (name: string) => q[name] ?? q['*'] ?? 0
  const brWeight = weight('br')
  const gzipWeight = Math.max(weight('gzip'), q['x-gzip'] ?? 0)
  if (brWeight > 0 && brWeight >= gzipWeight) return 'br'
  if (gzipWeight > 0) return 'gzip'
  return 'identity'
}

/** Adds a field name to Vary without repeating it. */
export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary')
  const list = current === undefined ? [] : String(current).split(',').map((f) => f.trim()).filter(Boolean)
  if (list.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return
  reply.header('vary', [...list, field].join(', '))
}

const encodedReplies = new WeakSet<FastifyReply>()

/** The reply's body is already negotiated (a cached page's own encoding): the hook leaves it alone. */
export function markEncoded(reply: FastifyReply) {
  encodedReplies.add(reply)
}

/**
 * The on-the-fly half: one onSend hook for every route of the app (added at the root after the API
 * modules, so it runs after their own onSend hooks and sees their final headers).
 */
export function installCompression(app: FastifyInstance) {
  const compressed = async (request: FastifyRequest, reply: FastifyReply, payload: string | Buffer) => {
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload
    if (reply.hasHeader('content-encoding')) return payload
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload
    if (body.length < MIN_BYTES) return payload
    if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload
    addVary(reply, 'Accept-Encoding')
    const encoding = negotiate(request.headers['accept-encoding'])
    if (encoding === 'identity') return payload
    const out = await compress(body, encoding)
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return out
  }
  // A callback hook: a cached page (already encoded), a file stream or an empty body leaves at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (encodedReplies.has(reply)) return done(null, payload)
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload) // streams (files), null
    compressed(request, reply, payload).then((out) => done(null, out), done)
  })
}
