import t from 'tap'
import Fastify from 'fastify'
import { Writable } from 'node:stream'
import { AccessLog, redactUrl } from './logging.ts'

t.test('token-bearing query values never reach a log line', async (t) => {
  t.equal(redactUrl('/api/public/unsubscribe?token=3.abcDEF&x=1'), '/api/public/unsubscribe?token=[redacted]&x=1')
  t.equal(redactUrl('/x?a=1&TOKEN=secret#frag'), '/x?a=1&TOKEN=[redacted]#frag')
  t.equal(redactUrl('/x?code=123456&next=/admin'), '/x?code=[redacted]&next=/admin')
  t.equal(redactUrl('/journal/blogs?page=2'), '/journal/blogs?page=2')
})

t.test('one access line per request, with the status and no secret', async (t) => {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l))
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() })
  app.get('/unsubscribe', async () => ({ ok: true }))
  t.teardown(() => app.close())
  await app.inject({ url: '/unsubscribe?token=7.secretmac' })
  await app.inject({ url: '/missing' })
  t.equal(lines.length, 2, 'one line each, not incoming + completed')
  t.match(lines[0], { msg: 'request', method: 'GET', url: '/unsubscribe?token=[redacted]', status: 200 })
  t.match(lines[1], { msg: 'request', status: 404 })
  t.notMatch(JSON.stringify(lines), /secretmac/)
})
