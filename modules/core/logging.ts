/**
 * The process's logger: pino, as Fastify ships it, made cheap enough for the hot path (QUALITY P1).
 * - One access line per request (`request`: method, path, status, time), written by Fastify's own
 *   log controller when the answer is done, instead of its two lines (incoming + completed).
 * - An asynchronous, batched destination (BatchedOutput): lines are gathered in memory and written to
 *   stdout together, never blocking the event loop per line; what is pending is written when the
 *   process exits.
 * - No secrets: cookies, authorization and set-cookie are redacted, and so is every token-bearing
 *   query value (unsubscribe, sign-in and reset links) in a logged URL.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { write, writeSync } from 'node:fs'
import pino from 'pino'

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
    stream: level === 'silent' ? undefined : new BatchedOutput(1),
  }
}

/**
 * pino's destination: lines are copied into a 64 KB buffer outside the JavaScript heap as they come
 * and written to `fd` together, asynchronously, once a buffer is full or DELAY_MS after its first line
 * (a line shows within a quarter of a second); whatever is pending is written synchronously when the
 * process exits, crash included.
 * - Copied at once, not kept as strings: under load a string held for a quarter second outlives two
 *   young-generation collections, so every line would be promoted into the old generation, and the
 *   collector would mark the whole heap every few seconds at thousands of lines a second (P1).
 * - Not SonicBoom: in its string mode it measures the byte length of its whole pending chunk again
 *   for every line, a tenth of a cached page's cost at thousands of lines a second (issue 16, P1).
 * - If the reader of stdout stalls, at most MAX_PENDING_BYTES wait; later lines are dropped and counted.
 */
export class BatchedOutput {
  static BATCH_BYTES = 64 * 1024
  static DELAY_MS = 250
  static MAX_PENDING_BYTES = 16 * 1024 * 1024
  /** Full buffers waiting for the write in flight, oldest first. */
  private full: Buffer[] = []
  private fullBytes = 0
  private current = Buffer.allocUnsafeSlow(BatchedOutput.BATCH_BYTES)
  private used = 0
  private writing = false
  private timer: NodeJS.Timeout | null = null
  private dropped = 0
  private soon = false

  constructor(private fd: number) {
    process.on('exit', () => this.flushSync())
  }

  write(line: string): boolean {
    if (this.fullBytes > BatchedOutput.MAX_PENDING_BYTES) {
      this.dropped++
      return false
    }
    // A line's UTF-8 bytes are at most three per UTF-16 unit, so its exact length is measured only
    // near the end of a buffer (a second pass over every line would cost the hot path).
    const room = this.current.length - this.used
    if (line.length * 3 > room && Buffer.byteLength(line) > room) {
      this.seal()
      this.writeSoon()
      if (Buffer.byteLength(line) > this.current.length) {
        this.push(Buffer.from(line))
        return true
      }
    }
    this.used += this.current.write(line, this.used)
    if (this.timer === null && !this.writing) this.arm()
    return true
  }

  /** Starts writing what is pending (pino's logger.flush() calls this too). */
  flush(done?: (error?: Error) => void): void {
    if (this.timer !== null) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (this.writing) return done?.()
    this.seal()
    if (this.full.length === 0) return done?.()
    const data = this.full.length === 1 ? this.full[0] : Buffer.concat(this.full)
    this.full = []
    this.fullBytes = 0
    this.writing = true
    const writeFrom = (offset: number) =>
      write(this.fd, data, offset, data.length - offset, null, (error, written) => {
        // A full non-blocking pipe: try the rest again shortly.
        if (error && (error as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(() => writeFrom(offset), 10)
        if (!error && offset + written < data.length) return writeFrom(offset + written)
        this.writing = false
        // Lines that came meanwhile wait for a full buffer or the timer, as any others: writing them
        // as soon as the last write returned would mean one thread-pool write every few requests
        // under load, each waking a thread on the server's CPU.
        if (this.full.length > 0) this.flush()
        else if (this.used > 0) this.arm()
        done?.(error ?? undefined)
      })
    writeFrom(0)
  }

  /** Writes everything pending now, blocking (the process is exiting). */
  flushSync(): void {
    // Also while a batch is in flight: its lines may land after these, which beats losing these.
    this.seal()
    const data = Buffer.concat(this.full)
    this.full = []
    this.fullBytes = 0
    for (let offset = 0, tries = 0; offset < data.length && tries < 1000; ) {
      try {
        offset += writeSync(this.fd, data, offset)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return
        tries++
      }
    }
  }

  private arm(): void {
    this.timer = setTimeout(() => this.flush(), BatchedOutput.DELAY_MS)
    this.timer.unref()
  }

  /** The current buffer's lines join the queue (with the count of lines dropped); a fresh buffer takes their place. */
  private seal(): void {
    if (this.dropped) {
      this.push(Buffer.from(`{"level":40,"time":${Date.now()},"msg":"${this.dropped} log lines dropped: stdout was not read"}\n`))
      this.dropped = 0
    }
    if (this.used === 0) return
    this.push(this.current.subarray(0, this.used))
    this.current = Buffer.allocUnsafeSlow(BatchedOutput.BATCH_BYTES)
    this.used = 0
  }

  /** A full buffer is written as soon as the current task ends (or after the write in flight), not after the delay. */
  private writeSoon(): void {
    if (this.writing || this.soon) return
    this.soon = true
    queueMicrotask(() => {
      this.soon = false
      this.flush()
    })
  }

  private push(data: Buffer): void {
    this.full.push(data)
    this.fullBytes += data.length
  }
}

/** What an access line says. */
export interface AccessLineFields {
  reqId: string
  method: string
  url: string
  status: number
  ms: number
}

/**
 * The writer of the access line of an answer sent before Fastify (prepared-answers.ts), byte for
 * byte the line `logger.info({reqId, method, url, status, ms}, 'request')` writes (logging.test.ts
 * compares them), formatted here because a cached page is sent in a few microseconds and pino's
 * general path (redaction, serializers, its JSON of an object) would be a fifth of that. Only for a
 * logger of ours (BatchedOutput, pino's default time and level format); any other logger, and any
 * level that hides info lines, go through pino.
 */
export function accessLineWriter(logger: FastifyBaseLogger): (fields: AccessLineFields) => void {
  const viaPino = (fields: AccessLineFields) => logger.info(fields, 'request')
  const raw = logger as unknown as Record<symbol, unknown>
  const stream = raw[pino.symbols.streamSym]
  const chindings = raw[pino.symbols.chindingsSym]
  if (!(stream instanceof BatchedOutput) || typeof chindings !== 'string' || raw[pino.symbols.timeSym] !== pino.stdTimeFunctions.epochTime) return viaPino
  return (fields) => {
    if (!(logger as pino.Logger).isLevelEnabled('info')) return
    stream.write(
      `{"level":30,"time":${Date.now()}${chindings},"reqId":${jsonString(fields.reqId)},"method":${jsonString(fields.method)},"url":${jsonString(fields.url)},"status":${fields.status},"ms":${fields.ms},"msg":"request"}\n`,
    )
  }
}

/** Printable ASCII without a quote or a backslash: the JSON string is the text in quotes. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

/** `JSON.stringify(text)`, without its cost for the plain text nearly every id, method and address is. */
export function jsonString(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text)
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
