/**
 * An answer Node refuses to send (a header value with a line break or a letter above U+00FF) ends
 * its own connection and is logged once; the process goes on answering (issue 29). Before, the same
 * header thrown from an async onSend hook was an unhandled rejection that stopped the process.
 */
import t from 'tap'
import { request as httpRequest } from 'node:http'
import { Readable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { createHost } from './host.ts'
import { testConfig } from './config.ts'
import { createTestDatabase } from './testing.ts'
import { HttpError } from './errors.ts'

/** One request on a connection of its own: the answer's status, or the error that ended it. */
function get(port: number, path: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode }))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    req.end()
  })
}

t.test('a header Node refuses ends that connection, logged once; the process keeps answering', async (t) => {
  const app = await createHost(testConfig(), await createTestDatabase())
  t.teardown(() => app.close())
  const bad = { polish: '/zażółć', split: '/a\r\nSet-Cookie: x=1' }
  app.get('/async-handler', async (_request, reply) => reply.code(301).header('location', bad.polish).send())
  app.get('/sync-handler', (_request, reply) => {
    reply.code(302).header('location', bad.split).send()
  })
  // The shape that stopped the site: a callback onSend hook calling done() from a promise (web-public/compression.ts).
  await app.register(async (scope) => {
    scope.addHook('onSend', (_request, reply, payload, done) => {
      Promise.resolve().then(() => {
        reply.header('link', `<${bad.polish}>; rel=preload`)
        done(null, payload)
      })
    })
    scope.get('/async-hook', async () => ({ ok: true }))
  })
  // The error answer carries the refused header too.
  app.get('/error-answer', async () => {
    throw new HttpError(400, 'refused', { 'x-reason': bad.split })
  })
  app.get('/stream', (_request, reply) => {
    reply.header('content-disposition', `attachment; filename="${bad.polish}"`).send(Readable.from(['a', 'b']))
  })
  app.get('/fine', async () => ({ ok: true }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port

  const logged: Array<{ url?: string; msg: string }> = []
  const log = app.log as unknown as { error: (obj: { url?: string }, msg: string) => void }
  const original = log.error.bind(log)
  log.error = (obj, msg) => {
    logged.push({ url: obj?.url, msg })
    original(obj, msg)
  }

  for (const path of ['/async-handler', '/sync-handler', '/async-hook', '/error-answer', '/stream']) {
    const answer = await get(port, path)
    t.notOk(answer.status, `${path}: no half answer was sent`)
    t.match(answer.error, /ECONNRESET|socket hang up/, `${path}: the connection was ended`)
    t.same(
      logged.filter((l) => l.url === path).map((l) => l.msg),
      ['answer could not be sent: its connection was closed'],
      `${path}: logged once`,
    )
    t.same(await get(port, '/fine'), { status: 200 }, `after ${path}, the process still answers`)
  }
})
