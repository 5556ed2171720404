/**
 * The raw lane: prepared answers (prepared-answers.ts) sent straight from a connection's bytes,
 * before Node's HTTP server builds a request and a response for them (QUALITY P1).
 *
 * Every connection starts here. Each chunk it sends is read as one or more complete requests of the
 * simplest kind: `GET` or `HEAD`, HTTP/1.1, an origin-form target, a Host, plain header lines, no
 * header named twice, no body and nothing that asks for more (Expect, Upgrade). When such a request
 * has a prepared answer, the answer is written to the socket here, with the headers Node's server
 * would add (Date, Connection, Keep-Alive) in the order it adds them. Anything else (a request this
 * reader does not take whole, a chunk that ends inside a request, a request without a prepared
 * answer, a client that does not read what it asked for) hands the connection, with every byte not
 * yet answered, to Node's HTTP server for the rest of its life: Node's own parser then reads those
 * bytes as if it had been there from the start.
 * So this reader never has to be complete, only strict: what it does not understand, it does not
 * answer, and it answers only requests without a body, so the two readers can never disagree on
 * where a request ends.
 *
 * Timeouts: a connection that sends nothing is closed after the headers timeout, one idle between
 * requests after the keep-alive timeout (Node's own rule, plus its one-second grace); a request
 * that arrives in pieces is Node's from its first piece, with Node's timeouts.
 *
 * What this lane assumes of Node's HTTP server: that its one 'connection' listener can be called
 * later with a socket that has already been read, and that its parser then reads the bytes emitted
 * as 'data'; and that a kept-alive answer ends with Date, Connection and Keep-Alive in this order.
 * Those are Node's internals, so they are checked when the server starts listening (checkNodeServer:
 * one request over loopback that the lane hands to Node); if they do not hold, the lane is switched
 * off with one warning and every connection goes to Node from the start.
 */
import type { Server } from 'node:http'
import { STATUS_CODES } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/** A request as the raw lane read it: what a prepared answer may read (AnswerRequest), plus the socket. */
export interface RawRequest {
  method: 'GET' | 'HEAD'
  url: string
  headers: Record<string, string>
  socket: Socket
}

/** Writes the prepared answer of the request and returns true, or returns false to hand it to Node. */
export type RawAnswerer = (request: RawRequest, write: (status: number, headers: readonly string[], body: Buffer | undefined) => void) => boolean

const CRLF2 = Buffer.from('\r\n\r\n', 'latin1')
/** A header name: a token (RFC 9110). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** What a header value may not hold here: anything but visible characters, spaces and tabs. */
const NOT_VALUE = /[^\t\x20-\x7e]/
/** The request line this lane takes: GET or HEAD, an origin-form target of visible characters, HTTP/1.1. */
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/
/** Requests that ask for more than an answer, or that carry a body: Node's. */
const NOT_OURS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'http2-settings', '__proto__'])
/** Header names as sent, lowercased (the same few names come on every request). */
const lowered = new Map<string, string>()
const lower = (name: string) => {
  let low = lowered.get(name)
  if (low === undefined) {
    low = name.toLowerCase()
    if (lowered.size < 500) lowered.set(name, low)
  }
  return low
}

export interface RequestHead {
  method: 'GET' | 'HEAD'
  url: string
  headers: Record<string, string>
  /** The client asked to close the connection after this answer. */
  close: boolean
}

/**
 * Reads the request head in `text` (one request's lines, without the blank line that ends it);
 * null when this lane does not take the request whole. Lines end with CRLF only: a bare CR or LF
 * anywhere, a folded line, a header named twice, is Node's to judge.
 */
export function readRequestHead(text: string): RequestHead | null {
  let lineEnd = text.indexOf('\r\n')
  const first = REQUEST_LINE.exec(lineEnd < 0 ? text : text.slice(0, lineEnd))
  if (!first) return null
  const headers: Record<string, string> = {}
  while (lineEnd >= 0) {
    const start = lineEnd + 2
    lineEnd = text.indexOf('\r\n', start)
    const line = lineEnd < 0 ? text.slice(start) : text.slice(start, lineEnd)
    const colon = line.indexOf(':')
    if (colon <= 0) return null
    const name = lower(line.slice(0, colon))
    const value = line.slice(colon + 1).trim()
    // trim() also takes CR, LF and other controls from the ends: the checks read the whole line.
    if (!TOKEN.test(name) || NOT_VALUE.test(line) || NOT_OURS.has(name) || headers[name] !== undefined) return null
    headers[name] = value
  }
  if (headers.host === undefined) return null
  const connection = headers.connection
  let close = false
  if (connection !== undefined) {
    for (const token of connection.toLowerCase().split(',')) {
      const t = token.trim()
      if (t === 'close') close = true
      else if (t !== 'keep-alive') return null
    }
  }
  return { method: first[1] as 'GET' | 'HEAD', url: first[2], headers, close }
}

/** Node's Date header value, remade once a second. */
let dateValue = ''
let dateUntil = 0
function httpDate(): string {
  const now = Date.now()
  if (now >= dateUntil) {
    dateValue = new Date(now).toUTCString()
    dateUntil = now - (now % 1000) + 1000
  }
  return dateValue
}

const CLOSE_TAIL = 'Connection: close\r\n\r\n'

export interface RawLaneOptions {
  /** The longest a request head may be (Node's maxHeaderSize, 16 KB by default). */
  maxHeaderBytes: number
  headersTimeoutMs: number
  keepAliveTimeoutMs: number
}

export class RawLane {
  /** Connections still read by this lane (ended when the app closes). */
  private readonly sockets = new Set<Socket>()
  private closing = false
  /** The head strings of answers by their header block (built once per block and status). */
  private readonly heads = new WeakMap<readonly string[], Map<number, string>>()
  /** Answers sent by this lane (tests). */
  sent = 0
  /** The last lines of a kept-alive answer, as Node writes them. */
  private readonly keepAliveTail: string

  constructor(
    server: Server,
    private readonly answerer: RawAnswerer,
    private readonly options: RawLaneOptions,
  ) {
    this.keepAliveTail = `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(options.keepAliveTimeoutMs / 1000)}\r\n\r\n`
    // Node's own connection listener (http.Server installs it) runs for every connection handed over.
    const nodeListeners = server.listeners('connection') as Array<(socket: Socket) => void>
    server.removeAllListeners('connection')
    const handOver = (socket: Socket) => {
      for (const listener of nodeListeners) listener.call(server, socket)
    }
    server.on('connection', (socket: Socket) => (this.closing ? handOver(socket) : this.adopt(socket, handOver)))
  }

  /** The app is closing: connections idle in this lane end now; new ones go to Node (which refuses them). */
  close() {
    this.off()
  }

  /** Every connection from now on goes to Node from its first byte; those idle in this lane end. */
  off() {
    this.closing = true
    for (const socket of this.sockets) socket.end()
    this.sockets.clear()
  }

  private adopt(socket: Socket, handOver: (socket: Socket) => void) {
    this.sockets.add(socket)
    let answered = false
    const release = () => {
      socket.removeListener('data', onData)
      socket.removeListener('timeout', onTimeout)
      socket.removeListener('close', onClose)
      socket.removeListener('error', onError)
      socket.removeListener('end', onEnd)
      socket.setTimeout(0)
      this.sockets.delete(socket)
    }
    const onTimeout = () => socket.destroy()
    const onClose = () => release()
    const onError = () => socket.destroy()
    // The client sent all it will (a half-close): everything it asked was answered, so end too.
    const onEnd = () => {
      release()
      socket.end()
    }
    const onData = (chunk: Buffer) => {
      let offset = 0
      while (offset < chunk.length) {
        const end = chunk.indexOf(CRLF2, offset)
        const head = end < 0 || end - offset > this.options.maxHeaderBytes || this.closing ? null : readRequestHead(chunk.toString('latin1', offset, end))
        // Bytes after a request that closes the connection are an error Node answers (400): its own.
        // So is a client that asks faster than it reads: Node's server holds back its reading then.
        if (head === null || (head.close && end + 4 < chunk.length) || socket.writableNeedDrain || !this.answer(head, socket)) {
          // Node's from here: its parser reads the bytes not answered, then the connection.
          release()
          handOver(socket)
          socket.emit('data', offset === 0 ? chunk : chunk.subarray(offset))
          return
        }
        offset = end + 4
        if (head.close) {
          release()
          socket.destroySoon()
          return
        }
        if (!answered) {
          answered = true
          socket.setTimeout(this.options.keepAliveTimeoutMs + 1000)
        }
      }
    }
    socket.setTimeout(this.options.headersTimeoutMs)
    socket.on('timeout', onTimeout)
    socket.on('close', onClose)
    socket.on('error', onError)
    socket.on('end', onEnd)
    socket.on('data', onData)
  }

  private answer(head: RequestHead, socket: Socket): boolean {
    const request: RawRequest = { method: head.method, url: head.url, headers: head.headers, socket }
    return this.answerer(request, (status, headers, body) => {
      let byStatus = this.heads.get(headers)
      if (!byStatus) this.heads.set(headers, (byStatus = new Map()))
      let prefix = byStatus.get(status)
      if (prefix === undefined) {
        // The headers in order, the request id (always last) left for each request.
        prefix = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'unknown'}\r\n`
        for (let i = 0; i < headers.length - 2; i += 2) prefix += `${headers[i]}: ${headers[i + 1]}\r\n`
        prefix += `${headers[headers.length - 2]}: `
        byStatus.set(status, prefix)
      }
      const tail = head.close ? CLOSE_TAIL : this.keepAliveTail
      const text = `${prefix}${headers[headers.length - 1]}\r\nDate: ${httpDate()}\r\n${tail}`
      socket.cork()
      socket.write(text, 'latin1')
      if (body !== undefined && head.method !== 'HEAD') socket.write(body)
      socket.uncork()
      this.sent++
    })
  }
}

/**
 * Sends one request the lane does not answer (`path` has no prepared answer) over loopback, as one
 * chunk, and checks what the lane assumes of Node's server: that Node, handed the connection and its
 * bytes, answers it, and that its kept-alive answer ends as the lane ends its own. Null when they
 * hold, else what did not.
 */
export async function checkNodeServer(address: AddressInfo | string | null, path: string, keepAliveTimeoutMs: number): Promise<string | null> {
  if (address === null || typeof address === 'string') return null // a pipe: nothing to dial here
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address
  const head = await new Promise<string>((resolve) => {
    const socket = connect(address.port, host)
    let got = ''
    const done = () => {
      socket.destroy()
      resolve(got)
    }
    socket.setTimeout(5000, done)
    socket.on('error', done)
    socket.on('close', done)
    socket.on('data', (chunk: Buffer) => {
      got += chunk.toString('latin1')
      if (got.includes('\r\n\r\n')) done()
    })
    socket.write(`GET ${path} HTTP/1.1\r\nHost: self-check\r\n\r\n`, 'latin1')
  })
  const end = head.indexOf('\r\n\r\n')
  if (!head.startsWith('HTTP/1.1 ') || end < 0) return `Node's server did not answer a connection the lane handed over (${JSON.stringify(head.slice(0, 40))})`
  const tail = `\r\nDate: ${'x'.repeat(29)}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}`
  const own = head.slice(end - tail.length, end).replace(/^(\r\nDate: ).{29}/, `$1${'x'.repeat(29)}`)
  if (own !== tail) return `Node's kept-alive answer does not end as the lane writes it (${JSON.stringify(head.slice(Math.max(0, end - tail.length), end))})`
  return null
}
