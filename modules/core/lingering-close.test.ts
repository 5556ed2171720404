/**
 * lingering-close.ts: a body refused before it has arrived (413) is answered, and the client reads
 * that answer every time, over a real socket, while it is still sending: never a reset (ECONNRESET)
 * or a broken pipe. A JSON route (the image upload's 4 MB limit) and the multipart media kit upload
 * (its 50 MB limit, refused by the declared length before it is read), twelve times each. (A file
 * refused while it streams in is read by the upload until then, so Node's socket is already reading.)
 */
import t, { type Test } from 'tap'
import { request } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { staff } from '../auth/testing.ts'
import { createMediaApp } from '../media/testing.ts'
import { MAX_KIT_FILE_BYTES, MEDIA_KIT_MESSAGES } from '../../shared/api/media-kit.ts'
import { MEDIA_MESSAGES } from '../media/image.ts'

const TRIES = 12

interface Outcome {
  status?: number
  body: string
  /** Any error the client saw, while sending or reading (ECONNRESET, EPIPE). */
  error?: string
}

/** Sends `size` bytes (from `head`, then padding) in 64 KiB writes, as a client that does not wait for an answer. */
function send(port: number, path: string, headers: Record<string, string>, head: Buffer, size: number, tail: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '' }
    let pending = 2 // the answer read, and the request's socket closed
    const settle = () => --pending === 0 && resolve(outcome)
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      outcome.status = res.statusCode
      res.setEncoding('utf8')
      res.on('data', (c: string) => (outcome.body += c))
      res.on('end', settle)
      res.on('error', (e) => (outcome.error ??= (e as NodeJS.ErrnoException).code ?? e.message))
    })
    req.on('error', (e) => {
      outcome.error ??= (e as NodeJS.ErrnoException).code ?? e.message
      if (outcome.status === undefined) settle() // no answer will come
    })
    req.on('close', settle)
    const pad = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      if (sent === 0) {
        sent += head.length
        if (!req.write(head)) return void req.once('drain', pump)
      }
      while (sent < size - tail.length) {
        const piece = pad.subarray(0, Math.min(pad.length, size - tail.length - sent))
        sent += piece.length
        if (req.destroyed) return
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end(tail)
    }
    pump()
  })
}

let app: FastifyInstance
let port: number
let cookie: string
t.before(async () => {
  app = await createMediaApp()
  cookie = (await staff(app, 'editor')).cookie
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
t.teardown(() => app.close())

async function tries(t: Test, make: () => Promise<Outcome>, expected: string) {
  const outcomes: Outcome[] = []
  for (let i = 0; i < TRIES; i++) outcomes.push(await make())
  t.same(
    outcomes.map((o) => ({ status: o.status, error: o.error ?? null })),
    outcomes.map(() => ({ status: 413, error: null })),
    `the 413 was read all ${TRIES} times, without a reset`,
  )
  t.ok(outcomes.every((o) => o.body.includes(expected)), 'with its message')
}

t.test('a 5 MB JSON body to a route that takes 4 MB', async (t) => {
  const size = 5 * 1024 * 1024
  const head = Buffer.from('{"filename":"a.png","image":"')
  await tries(t, () => send(port, '/api/upload-image', { 'content-type': 'application/json', 'content-length': String(size), cookie }, head, size, Buffer.from('"}')), MEDIA_MESSAGES.size)
})

const BOUNDARY = '----yerth-linger'
const partHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`

t.test('a multipart file over 50 MB, refused by its declared length', async (t) => {
  const size = MAX_KIT_FILE_BYTES + 1024 * 1024
  await tries(t, () => send(port, '/api/cms/media-kit/upload', { 'content-type': multipartType, 'content-length': String(size), cookie }, partHead, size, partTail), MEDIA_KIT_MESSAGES.upload.tooLarge)
})
