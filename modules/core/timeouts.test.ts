/**
 * Slow clients are cut off (QUALITY R14): on a real listening server with short limits, a request
 * whose body trickles (or never comes) gets 408 and a closed socket, so do headers that never end,
 * while a normal request, and an upload route's slower body, still get through.
 */
import t from 'tap'
import { connect, type Socket } from 'node:net'
import { Type } from 'typebox'
import { loadConfig, ConfigError } from './config.ts'
import { createTestApp } from './testing.ts'

const LIMITS = { headersTimeoutMs: 600, requestTimeoutMs: 1200, uploadTimeoutMs: 3000 }

/** What a raw socket got back, and how long until the server closed it. */
function rawExchange(port: number, send: (socket: Socket) => void, giveUpMs = 8000): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now()
    let text = ''
    const socket = connect(port, '127.0.0.1', () => send(socket))
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', () => {})
    const giveUp = setTimeout(() => {
      socket.destroy()
      resolve({ text, closedAfterMs: null })
    }, giveUpMs)
    socket.on('close', () => {
      clearTimeout(giveUp)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
  })
}

const post = (path: string, length: number) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

t.test('config: the limits, their defaults and the one rule between them', async (t) => {
  const defaults = loadConfig({})
  t.match(defaults, { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, uploadTimeoutMs: 600_000, connectionTimeoutMs: 120_000, keepAliveTimeoutMs: 65_000 })
  t.match(loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000', UPLOAD_TIMEOUT_MS: '9000' }), { headersTimeoutMs: 2000, requestTimeoutMs: 5000, uploadTimeoutMs: 9000 })
  const err = t.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })) as ConfigError
  t.match(err.message, 'HEADERS_TIMEOUT_MS (40000) must not be longer than REQUEST_TIMEOUT_MS (30000)')
  t.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }), /REQUEST_TIMEOUT_MS must be a whole number/)
})

t.test('slow bodies and slow headers are cut; normal requests and uploads are not', async (t) => {
  const app = await createTestApp(
    [
      async (app) => {
        const Body = Type.Object({ name: Type.String() }, { additionalProperties: false })
        app.post('/api/echo', { schema: { body: Body } }, async (request) => request.body)
        app.post('/api/cms/media-kit/upload', async (request) => request.body)
      },
    ],
    { config: LIMITS },
  )
  t.teardown(() => app.close())
  await app.listen({ host: '127.0.0.1', port: 0 })
  const port = (app.server.address() as { port: number }).port

  await t.test('a declared body that never arrives: 408, socket closed, within the limit', async (t) => {
    // The probe: headers saying 60,000 bytes, then 9 of them.
    const got = await rawExchange(port, (s) => s.write(post('/api/echo', 60_000) + '{"name":"'))
    t.ok(got.closedAfterMs !== null && got.closedAfterMs < LIMITS.requestTimeoutMs + 1500, `closed after ${got.closedAfterMs} ms`)
    t.ok(got.closedAfterMs! >= LIMITS.requestTimeoutMs - 100, 'not before the limit')
    t.match(got.text, /^HTTP\/1\.1 408 /)
    t.match(got.text, /"error":"The request took too long to arrive\. Please try again\."/)
  })

  await t.test('a body that trickles in, a byte at a time, is cut all the same', async (t) => {
    let timer: NodeJS.Timeout | undefined
    const got = await rawExchange(port, (s) => {
      s.write(post('/api/echo', 1000))
      timer = setInterval(() => s.writable && s.write(' '), 200)
    })
    clearInterval(timer)
    t.ok(got.closedAfterMs !== null && got.closedAfterMs < LIMITS.requestTimeoutMs + 1500, `closed after ${got.closedAfterMs} ms`)
    t.match(got.text, /^HTTP\/1\.1 408 /)
  })

  await t.test('headers that never end: closed within the headers limit', async (t) => {
    const got = await rawExchange(port, (s) => s.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n'))
    t.ok(got.closedAfterMs !== null && got.closedAfterMs < LIMITS.headersTimeoutMs + 1500, `closed after ${got.closedAfterMs} ms`)
    t.match(got.text, /^HTTP\/1\.1 408 /)
  })

  await t.test('a normal request, and a second one on the same connection', async (t) => {
    const body = '{"name":"Ada"}'
    const got = await rawExchange(port, (s) => {
      s.write(post('/api/echo', body.length) + body)
      setTimeout(() => s.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`), LIMITS.requestTimeoutMs + 300)
    })
    t.match(got.text, /^HTTP\/1\.1 200 [^]*\{"name":"Ada"\}[^]*HTTP\/1\.1 200 /, 'both answered: an idle kept-alive connection is not cut by the body limit')
  })

  await t.test('an upload route may take longer than REQUEST_TIMEOUT_MS, up to UPLOAD_TIMEOUT_MS', async (t) => {
    const body = '{"file":"…"}'
    const bytes = Buffer.byteLength(body)
    const slow = await rawExchange(port, (s) => {
      s.write(post('/api/cms/media-kit/upload', bytes) + body.slice(0, 4))
      setTimeout(() => s.end(Buffer.from(body).subarray(Buffer.byteLength(body.slice(0, 4)))), LIMITS.requestTimeoutMs + 500)
    })
    t.match(slow.text, /^HTTP\/1\.1 200 /, 'a body slower than the general limit still arrives')
    const stalled = await rawExchange(port, (s) => s.write(post('/api/cms/media-kit/upload', 60_000) + '{'))
    t.ok(stalled.closedAfterMs !== null && stalled.closedAfterMs < LIMITS.uploadTimeoutMs + 1500, `a stalled upload is closed after ${stalled.closedAfterMs} ms`)
    t.ok(stalled.closedAfterMs! >= LIMITS.uploadTimeoutMs - 100, 'at its own limit')
  })
})
