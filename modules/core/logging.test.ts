import t from 'tap'
import Fastify from 'fastify'
import { Writable } from 'node:stream'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import fc from 'fast-check'
import { AccessLog, BatchedOutput, accessLineWriter, jsonString, loggerOptions, redactUrl } from './logging.ts'
import { eventually } from './eventually.ts'

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

t.test('log lines are written in batches: after a quarter second or 64 KB, and all of them at exit', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'yerth-log-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'out.log')
  const fd = openSync(file, 'w')
  t.teardown(() => closeSync(fd))
  const out = new BatchedOutput(fd)
  const read = () => readFileSync(file, 'utf8')
  out.write('{"msg":"one"}\n')
  out.write('{"msg":"two"}\n')
  t.equal(read(), '', 'gathered, not written line by line')
  await eventually(() => read() !== '', { timeout: BatchedOutput.DELAY_MS + 1_000, what: 'the batch written after the delay' })
  t.equal(read(), '{"msg":"one"}\n{"msg":"two"}\n', 'written together after the delay')

  const line = `{"msg":"${'x'.repeat(1000)}"}\n`
  for (let i = 0; i * line.length < BatchedOutput.BATCH_BYTES; i++) out.write(line)
  // Bounded below the delay: what is written by then was not written by the timer.
  const full = await eventually(() => read().length > BatchedOutput.BATCH_BYTES - line.length, { timeout: BatchedOutput.DELAY_MS - 50 }).catch(() => false)
  t.ok(full, 'a full buffer is written without waiting for the delay')

  out.write('{"msg":"last words"}\n')
  out.flushSync() // what the process's exit handler does
  t.match(read(), /last words"}\n$/, 'pending lines are written synchronously at exit')
  t.equal(read().split('\n').filter(Boolean).length, 2 + Math.ceil(BatchedOutput.BATCH_BYTES / line.length) + 1, 'no line lost or doubled')
})

t.test("a prepared answer's access line is the line pino writes, byte for byte", async (t) => {
  const app = Fastify({ logger: loggerOptions('info') })
  t.teardown(() => app.close())
  const captured: string[] = []
  const stream = (app.log as unknown as Record<symbol, BatchedOutput>)[pino.symbols.streamSym]
  t.ok(stream instanceof BatchedOutput, "the app's logger writes through BatchedOutput")
  stream.write = (line: string) => (captured.push(line), true)
  const fields = { reqId: 'a"b', method: 'GET', url: '/journal/blogs?search="x"\\é', status: 200, ms: 3 }
  app.log.info(fields, 'request')
  accessLineWriter(app.log)(fields)
  t.equal(captured.length, 2)
  const [viaPino, fast] = captured.map((l) => l.replace(/"time":\d+/, '"time":0'))
  t.equal(fast, viaPino)
  app.log.level = 'warn'
  accessLineWriter(app.log)(fields)
  t.equal(captured.length, 2, 'nothing below the level')
})

t.test("an access line's strings are JSON.stringify's, plain text or not", async (t) => {
  for (const text of ['', 'GET', '3f9a0c1e22aa-1b', '/journal/blogs?page=2&q=a+b', '"', '\\', '\u007f', '\n', 'é', '\u2028', '\ud800'])
    t.equal(jsonString(text), JSON.stringify(text), `code units ${[...text].map((c) => c.charCodeAt(0).toString(16)).join(' ')}`)
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => jsonString(text) === JSON.stringify(text)), { numRuns: 2000 })
})

t.test('batched lines keep their order and bytes: multi-byte text and a line larger than a buffer', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'yerth-log-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'out.log')
  const fd = openSync(file, 'w')
  t.teardown(() => closeSync(fd))
  const out = new BatchedOutput(fd)
  const lines: string[] = []
  for (let i = 0; i < 400; i++) lines.push(`{"i":${i},"text":"${'é€😀'.repeat(i % 7)}${'x'.repeat((i * 37) % 900)}"}\n`)
  lines.splice(200, 0, `{"huge":"${'ü'.repeat(BatchedOutput.BATCH_BYTES)}"}\n`)
  for (const line of lines) out.write(line)
  // Every batch written by the writes in the background (the last one by the timer), then the exit's flush.
  const bytes = Buffer.byteLength(lines.join(''))
  await eventually(() => readFileSync(file).length === bytes, { timeout: BatchedOutput.DELAY_MS + 2_000, what: 'every batch written' })
  out.flushSync()
  t.equal(readFileSync(file, 'utf8'), lines.join(''), 'every line once, in order, byte for byte')
})
