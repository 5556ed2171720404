/**
 * The mail module alone (with auth, for the console route): mails are delivered to a real SMTP
 * server started inside each test (smtp-server on a free port), never to a mock. Covers the
 * outbox's transaction semantics, retries with backoff, giving up, credentials kept out of errors,
 * two instances sharing the work, the personal-data calls, the console route and the sender loop.
 * Most tests turn the loop off and drive deliverDue(now) themselves, with `now` standing in for time.
 */
import t, { type Test } from 'tap'
import fp from 'fastify-plugin'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { ConfigError, loadConfig, testConfig, type AppConfig } from '../core/config.ts'
import { createTestApp, createTestDatabase } from '../core/testing.ts'
import { eventually } from '../core/eventually.ts'
import { mail, MAX_ATTEMPTS, retryDelayMs, type MailOptions, type OutgoingMail } from './index.ts'
import { CLAIM_LEASE_MS } from './service.ts'
import type { MailTables } from './tables.ts'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a free port of 127.0.0.1, closed when the test ends; `received` collects what it accepted. */
async function smtpServer(t: Test, options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${port}`, port, received }
}

/** The mail module with options (the sender loop off, or with short timers). */
const mailWith = (options: MailOptions) => fp(async (app) => app.register(mail, options), { name: 'mail-under-test', dependencies: ['core', 'auth'] })
const withoutLoop = mailWith({ senderLoop: false })

async function setup(t: Test, opts: { smtpUrl?: string; module?: FastifyPluginAsync } = {}) {
  const app = await createTestApp([auth, opts.module ?? withoutLoop], { config: { smtpUrl: opts.smtpUrl ?? null } })
  t.teardown(() => app.close())
  return app
}

/** One database for several app instances; at the end of the test the apps close, then the database. */
async function sharedDatabase(t: Test) {
  const database = await createTestDatabase()
  const apps: FastifyInstance[] = []
  t.teardown(async () => {
    for (const app of apps) await app.close()
    await database.close()
  })
  return {
    async app(modules: FastifyPluginAsync[], config: Partial<AppConfig> = {}) {
      const app = await createTestApp(modules, { config, database })
      apps.push(app)
      return app
    },
  }
}

const db = (app: FastifyInstance) => app.db as Kysely<MailTables>
const rows = (app: FastifyInstance) => db(app).selectFrom('mail_outbox').selectAll().orderBy('id').execute()
const row = (app: FastifyInstance, id: number) => db(app).selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const aMail = (over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'visitor@example.com',
  from: 'Yerth <noreply@yerth.com>',
  subject: 'Thank you for your message',
  text: 'We received your message and will answer soon.',
  kind: 'contact-confirmation',
  ...over,
})

/** A header of a raw message (folded lines unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ')
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

t.test('SMTP_URL: optional, smtp:// or smtps:// only, and a bad value is never echoed', async (t) => {
  t.equal(loadConfig({}).smtpUrl, null)
  t.equal(testConfig().smtpUrl, null, 'tests have no SMTP server unless they start one')
  t.equal(loadConfig({ SMTP_URL: 'smtps://mailer:pw@mail.example.com:465' }).smtpUrl, 'smtps://mailer:pw@mail.example.com:465')
  t.equal(loadConfig({ SMTP_URL: ' smtp://mail.example.com:587 ' }).smtpUrl, 'smtp://mail.example.com:587')
  for (const bad of ['http://mailer:secret-pw@mail.example.com', 'mail.example.com:587', 'smtp://', 'smtp:secret-pw']) {
    try {
      loadConfig({ SMTP_URL: bad })
      t.fail(`${bad} accepted`)
    } catch (err) {
      t.ok(err instanceof ConfigError, bad)
      t.match((err as ConfigError).problems, [/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/])
      t.notMatch((err as ConfigError).message, /secret-pw/, 'the password is not repeated')
    }
  }
})

t.test('a queued mail reaches a real SMTP server with its from, to, subject, body and headers', async (t) => {
  const smtp = await smtpServer(t)
  const app = await setup(t, { smtpUrl: smtp.url })
  const id = await app.db.transaction().execute((trx) =>
    app.mail.enqueue(
      trx,
      aMail({ html: '<head><title>Hi</title></head><p>We received your message.</p>', headers: { 'List-Unsubscribe': '<https://www.yerth.com/unsubscribe?t=abc>', 'Reply-To': 'hello@yerth.com' } }),
    ),
  )
  t.match(await row(app, id), { status: 'queued', attempts: 0, sent_at: null, last_error: null })

  t.equal(await app.mail.deliverDue(), 1, 'one mail sent')
  t.equal(smtp.received.length, 1)
  const [got] = smtp.received
  t.equal(got.from, 'noreply@yerth.com', 'envelope sender')
  t.same(got.to, ['visitor@example.com'], 'envelope recipient')
  t.equal(header(got.raw, 'From'), 'Yerth <noreply@yerth.com>')
  t.equal(header(got.raw, 'To'), 'visitor@example.com')
  t.equal(header(got.raw, 'Subject'), 'Thank you for your message')
  t.equal(header(got.raw, 'List-Unsubscribe'), '<https://www.yerth.com/unsubscribe?t=abc>')
  t.equal(header(got.raw, 'Reply-To'), 'hello@yerth.com')
  t.match(header(got.raw, 'Message-ID'), new RegExp(`^<outbox-${id}-\\d+@yerth\\.com>$`))
  t.match(header(got.raw, 'Content-Type'), /^multipart\/alternative/)
  t.ok(got.raw.includes('We received your message and will answer soon.'), 'the text part')
  t.ok(got.raw.includes('<p>We received your message.</p>'), 'the html part')

  const sent = await row(app, id)
  t.match(sent, { status: 'sent', attempts: 1, last_error: null })
  t.type(sent.sent_at, Date)
  t.equal(await app.mail.deliverDue(), 0, 'a sent mail is not sent again')
  t.equal(smtp.received.length, 1)
  t.same(await app.mail.stats(), { queued: 0, sent: 1, failed: 0, smtpConfigured: true })

  // A plain-text mail is a single text part.
  await app.mail.enqueue(app.db, aMail({ subject: 'Plain', text: 'Only text.' }))
  t.equal(await app.mail.deliverDue(), 1)
  t.match(header(smtp.received[1].raw, 'Content-Type'), /^text\/plain/)
  t.ok(smtp.received[1].raw.includes('Only text.'))
})

t.test('a mail enqueued in a transaction exists exactly when the transaction commits', async (t) => {
  const app = await setup(t)
  await t.rejects(
    app.db.transaction().execute(async (trx) => {
      await app.mail.enqueue(trx, aMail({ subject: 'Rolled back' }))
      throw new Error('the submission failed')
    }),
    /the submission failed/,
  )
  t.same(await rows(app), [], 'nothing in the outbox after a rollback')
  const id = await app.db.transaction().execute((trx) => app.mail.enqueue(trx, aMail({ subject: 'Committed' })))
  t.match(await rows(app), [{ id, subject: 'Committed', status: 'queued' }])
})

t.test('without SMTP_URL mails stay queued and the console says they are not sent', async (t) => {
  const app = await setup(t, { module: mail })
  await app.mail.enqueue(app.db, aMail())
  t.equal(await app.mail.deliverDue(), 0)
  t.match(await rows(app), [{ status: 'queued', attempts: 0, last_error: null }])
  t.same(await app.mail.stats(), { queued: 1, sent: 0, failed: 0, smtpConfigured: false })
  const { cookie } = await staff(app, 'editor')
  const res = await app.inject({ method: 'GET', url: '/api/cms/mail/outbox', headers: { cookie } })
  t.match(res.json(), { smtpConfigured: false, counts: { queued: 1, sent: 0, failed: 0 }, mails: [{ status: 'queued', sent_at: null }] })
})

t.test('a refusing server: attempts grow, retries back off, and after MAX_ATTEMPTS the mail is failed', async (t) => {
  const smtp = await smtpServer(t, {
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
      callback()
    },
  })
  const app = await setup(t, { smtpUrl: smtp.url })
  const id = await app.mail.enqueue(app.db, aMail({ to: 'nobody@example.com' }))
  t.equal(MAX_ATTEMPTS, 8)
  t.same([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 1000), [30, 60, 120, 240, 480, 960, 1920, 3600], 'doubling from 30 s, at most an hour')

  let now = new Date()
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    t.equal(await app.mail.deliverDue(now), 0, `attempt ${attempt}: nothing sent`)
    const r = await row(app, id)
    t.equal(r.attempts, attempt, `attempt ${attempt} counted`)
    t.match(r.last_error, /^EENVELOPE: .*550 No such mailbox here/, 'the server\'s answer is kept')
    if (attempt === MAX_ATTEMPTS) {
      t.equal(r.status, 'failed', 'given up after the last attempt')
      break
    }
    t.equal(r.status, 'queued')
    t.equal(r.next_attempt_at.getTime(), now.getTime() + retryDelayMs(attempt), `retry ${retryDelayMs(attempt) / 1000} s later`)
    await app.mail.deliverDue(later(r.next_attempt_at, -1000))
    t.equal((await row(app, id)).attempts, attempt, 'not tried again before it is due')
    now = r.next_attempt_at
  }
  await app.mail.deliverDue(later(now, 24 * 3600_000))
  t.equal((await row(app, id)).attempts, MAX_ATTEMPTS, 'a failed mail is never tried again')
  t.equal(smtp.received.length, 0)
  t.match(await app.mail.stats(), { queued: 0, sent: 0, failed: 1 })
})

t.test('one refused message does not hold up the others (recipient and content refusals)', async (t) => {
  const smtp = await smtpServer(t, {
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('nobody@') ? Object.assign(new Error('Unknown user'), { responseCode: 550 }) : undefined)
    },
  })
  // A second server that refuses the content after DATA.
  const picky = await smtpServer(t, {
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => callback(Object.assign(new Error('Message looks like spam'), { responseCode: 554 })))
    },
  })
  const app = await setup(t, { smtpUrl: smtp.url })
  const refused = await app.mail.enqueue(app.db, aMail({ to: 'nobody@example.com' }))
  const ok = await app.mail.enqueue(app.db, aMail({ to: 'someone@example.com' }))
  t.equal(await app.mail.deliverDue(), 1, 'the good mail went out in the same pass')
  t.match(await row(app, refused), { status: 'queued', attempts: 1, last_error: /Unknown user/ })
  t.match(await row(app, ok), { status: 'sent' })

  const other = await setup(t, { smtpUrl: picky.url })
  const spam = await other.mail.enqueue(other.db, aMail())
  t.equal(await other.mail.deliverDue(), 0)
  t.match(await row(other, spam), { status: 'queued', attempts: 1, last_error: /^EMESSAGE: .*554 Message looks like spam/ })
})

t.test('credentials: sent through the URL, never stored in last_error; a server problem ends the pass', async (t) => {
  const smtp = await smtpServer(t, {
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(authData, _session, callback) {
      if (authData.username === 'mailer' && authData.password === 'right p@ss') return callback(null, { user: 'mailer' })
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
  })
  const wrongPassword = 'wr0ng-p@ss:word'
  const app = await setup(t, { smtpUrl: `smtp://mailer:${encodeURIComponent(wrongPassword)}@127.0.0.1:${smtp.port}` })
  const first = await app.mail.enqueue(app.db, aMail({ to: 'a@example.com' }))
  const second = await app.mail.enqueue(app.db, aMail({ to: 'b@example.com' }))
  t.equal(await app.mail.deliverDue(), 0)
  const failed = await row(app, first)
  t.match(failed, { status: 'queued', attempts: 1, last_error: /^EAUTH: / })
  t.notOk(failed.last_error!.includes(wrongPassword) || failed.last_error!.includes(encodeURIComponent(wrongPassword)), 'no password in the error')
  t.ok(failed.last_error!.length <= 500)
  t.match(await row(app, second), { attempts: 0 }, 'the pass stopped: the next mail would only fail the same way')

  const good = await setup(t, { smtpUrl: `smtp://mailer:${encodeURIComponent('right p@ss')}@127.0.0.1:${smtp.port}` })
  await good.mail.enqueue(good.db, aMail())
  t.equal(await good.mail.deliverDue(), 1, 'the right credentials get through')
  t.equal(smtp.received.length, 1)

  // Nothing listening: a connection error, kept for the console, and the mail waits for its retry.
  const closed = await setup(t, { smtpUrl: 'smtp://127.0.0.1:1' })
  const id = await closed.mail.enqueue(closed.db, aMail())
  t.equal(await closed.mail.deliverDue(), 0)
  t.match(await row(closed, id), { status: 'queued', attempts: 1, last_error: /^(ECONNECTION|ESOCKET): / })
})

t.test('two instances delivering at once send every mail exactly once', async (t) => {
  const smtp = await smtpServer(t)
  const database = await sharedDatabase(t)
  const a = await database.app([auth, withoutLoop], { smtpUrl: smtp.url })
  const b = await database.app([auth, withoutLoop], { smtpUrl: smtp.url })
  const count = 24
  for (let i = 0; i < count; i++) await a.mail.enqueue(a.db, aMail({ to: `reader${i}@example.com`, subject: `Mail ${i}` }))
  const sent = await Promise.all([a.mail.deliverDue(), b.mail.deliverDue(), a.mail.deliverDue(), b.mail.deliverDue()])
  t.equal(sent.reduce((x, y) => x + y, 0), count, `passes sent ${sent.join(' + ')}`)
  t.equal(smtp.received.length, count, 'the server got each mail')
  t.equal(new Set(smtp.received.map((m) => header(m.raw, 'Subject'))).size, count, 'and none twice')
  t.match(await a.mail.stats(), { queued: 0, sent: count, failed: 0 })
})

t.test('a mail whose sender stopped mid-send waits for the lease, then is retried or failed', async (t) => {
  const smtp = await smtpServer(t)
  const app = await setup(t, { smtpUrl: smtp.url })
  const now = new Date()
  // As a sender that claimed it and then died leaves it: attempt counted, due at the end of the lease.
  const leased = await app.mail.enqueue(app.db, aMail({ subject: 'Leased' }))
  await db(app).updateTable('mail_outbox').set({ attempts: 1, next_attempt_at: later(now, CLAIM_LEASE_MS) }).where('id', '=', leased).execute()
  const lastTry = await app.mail.enqueue(app.db, aMail({ subject: 'Last try' }))
  await db(app).updateTable('mail_outbox').set({ attempts: MAX_ATTEMPTS, next_attempt_at: later(now, CLAIM_LEASE_MS) }).where('id', '=', lastTry).execute()

  t.equal(await app.mail.deliverDue(now), 0, 'nobody takes a leased mail')
  t.equal(await app.mail.deliverDue(later(now, CLAIM_LEASE_MS)), 1, 'after the lease it is sent')
  t.match(await row(app, leased), { status: 'sent', attempts: 2 })
  t.match(await row(app, lastTry), { status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'The sender stopped during the last attempt' })
  t.equal(smtp.received.length, 1)
})

t.test('enqueue refuses what would make a broken or injected message, and writes nothing', async (t) => {
  const app = await setup(t)
  const bad: Array<[string, Partial<OutgoingMail>]> = [
    ['two recipients', { to: 'a@example.com, b@example.com' }],
    ['no address', { to: 'visitor' }],
    ['a line break in the subject', { subject: 'Hi\r\nBcc: victim@example.com' }],
    ['a line break in a header', { headers: { 'X-Note': 'a\nBcc: victim@example.com' } }],
    ['a header that overrides the recipients', { headers: { Bcc: 'victim@example.com' } }],
    ['an odd header name', { headers: { 'X Note': 'x' } }],
    ['a sender with a line break', { from: 'Yerth\r\n <noreply@yerth.com>' }],
    ['no kind', { kind: ' ' }],
    // What the mailer's address parser would read differently from what is stored (issue 16).
    ['a scheme and a comment', { to: 'javascript:alert(1)//@x.com' }],
    ['a display name in to', { to: 'Visitor <visitor@example.com>' }],
    ['angle brackets', { to: '<visitor@example.com>' }],
    ['a comment after the address', { to: 'visitor@example.com (me)' }],
    ['a quoted local part', { to: '"visitor"@example.com' }],
    ['a group', { to: 'friends: visitor@example.com;' }],
    ['two at signs', { to: 'a@@example.com' }],
    ['no top-level domain', { to: 'visitor@localhost' }],
    ['a sender that parses as a group', { from: 'javascript:alert(1)//@x.com' }],
    ['a sender with text after the address', { from: 'Yerth <noreply@yerth.com> extra' }],
    ['HTML without a title', { html: '<p>Hello</p>' }],
  ]
  for (const [what, over] of bad) {
    const err = await app.mail.enqueue(app.db, aMail(over)).catch((e: unknown) => e)
    t.match(err, { statusCode: 400, message: /^mail\./ }, what)
  }
  t.same(await rows(app), [])
  t.ok(await app.mail.enqueue(app.db, aMail({ from: 'noreply@yerth.com' })), 'a bare sender address is fine')
  t.ok(await app.mail.enqueue(app.db, aMail({ to: "o'brien+news@mail.example.co.uk" })), 'a plain address with + and an apostrophe is fine')
})

t.test('a stored recipient the mailer would read differently is never sent: failed at once', async (t) => {
  const smtp = await smtpServer(t)
  const app = await setup(t, { smtpUrl: smtp.url })
  const good = await app.mail.enqueue(app.db, aMail())
  // Written before the outbox checked this strictly (the settings once accepted such a contact_email).
  const { id: bad } = await db(app)
    .insertInto('mail_outbox')
    .values({ to_address: 'javascript:alert(1)//@x.com', from_address: 'Yerth <noreply@yerth.com>', subject: 'New enquiry', text: 'x', html: null, headers: '{}', kind: 'contact-notification', next_attempt_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow()
  t.equal(await app.mail.deliverDue(), 1, 'only the good one is sent')
  t.match(await row(app, bad), { status: 'failed', last_error: /not exactly one e-mail address/ })
  t.match(await row(app, good), { status: 'sent' })
  t.same(smtp.received.map((m) => m.to), [['visitor@example.com']])
  t.notOk(smtp.received.some((m) => m.raw.includes('//@x.com')), 'nothing went to //@x.com')
})

t.test('personal-data requests: forAddress and eraseAddress match the recipient exactly, in any case', async (t) => {
  const app = await setup(t)
  const first = await app.mail.enqueue(app.db, aMail({ to: 'Ada@Example.com', kind: 'newsletter-welcome', subject: 'Welcome' }))
  const second = await app.mail.enqueue(app.db, aMail({ to: 'ada@example.com' }))
  await app.mail.enqueue(app.db, aMail({ to: 'xada@example.com' }))
  await app.mail.enqueue(app.db, aMail({ to: 'bob@example.com', from: 'Ada <ada@example.com>' }))

  const found = await app.mail.forAddress(' ADA@example.com ')
  t.same(found.map((m) => m.id), [first, second])
  t.match(found[0], { id: first, to: 'Ada@Example.com', subject: 'Welcome', kind: 'newsletter-welcome', status: 'queued', attempts: 0, last_error: null, sent_at: null })
  t.ok(!Number.isNaN(Date.parse(found[0].created_at)), 'created_at is an ISO date')
  t.same(Object.keys(found[0]).sort(), ['attempts', 'created_at', 'id', 'kind', 'last_error', 'sent_at', 'status', 'subject', 'to'])
  t.same(await app.mail.forAddress('%@example.com'), [], 'no pattern matching')

  t.equal(await app.mail.eraseAddress('ada@EXAMPLE.com'), 2)
  t.same(await app.mail.forAddress('ada@example.com'), [])
  t.same((await rows(app)).map((r) => r.to_address), ['xada@example.com', 'bob@example.com'])
  t.equal(await app.mail.eraseAddress('ada@example.com'), 0)
})

t.test('GET /api/cms/mail/outbox: editors and up, newest first, filtered and paged, with counts', async (t) => {
  const smtp = await smtpServer(t, {
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('nobody@') ? Object.assign(new Error('Unknown user'), { responseCode: 550 }) : undefined)
    },
  })
  const app = await setup(t, { smtpUrl: smtp.url })
  const anonymous = await app.inject({ method: 'GET', url: '/api/cms/mail/outbox' })
  t.equal(anonymous.statusCode, 401)
  t.same(anonymous.json(), { error: 'Authentication required' })

  await app.mail.enqueue(app.db, aMail({ to: 'nobody@example.com', subject: 'Bounces' }))
  await app.mail.enqueue(app.db, aMail({ subject: 'Goes out' }))
  await app.mail.deliverDue()
  for (let i = 0; i < 3; i++) await app.mail.enqueue(app.db, aMail({ subject: `Waiting ${i}` }))

  // The recipients are visitors' addresses: personal data, not for viewers (issue 16).
  const viewer = await staff(app, 'viewer')
  t.equal((await app.inject({ method: 'GET', url: '/api/cms/mail/outbox', headers: { cookie: viewer.cookie } })).statusCode, 403, 'a viewer may not read it')
  const { cookie } = await staff(app, 'editor')
  const get = (query = '') => app.inject({ method: 'GET', url: `/api/cms/mail/outbox${query}`, headers: { cookie } })
  const all = await get()
  t.equal(all.statusCode, 200)
  t.equal(all.headers['cache-control'], 'no-store')
  const body = all.json()
  t.match(body, { total: 5, counts: { queued: 4, sent: 1, failed: 0 }, smtpConfigured: true })
  t.same(body.mails.map((m: { subject: string }) => m.subject), ['Waiting 2', 'Waiting 1', 'Waiting 0', 'Goes out', 'Bounces'])
  t.match(body.mails[4], { to: 'nobody@example.com', status: 'queued', attempts: 1, last_error: /Unknown user/ })
  t.match(body.mails[3], { status: 'sent', sent_at: String })
  t.notOk('text' in body.mails[0] || 'html' in body.mails[0], 'no bodies in the list')

  t.match((await get('?status=sent')).json(), { total: 1, mails: [{ subject: 'Goes out' }] })
  const page = (await get('?status=queued&limit=2&offset=1')).json()
  t.equal(page.total, 4)
  t.same(page.mails.map((m: { subject: string }) => m.subject), ['Waiting 1', 'Waiting 0'])
  t.same((await get('?status=failed')).json().mails, [])

  for (const bad of ['?status=bounced', '?limit=0', '?limit=201', '?offset=-1', '?limit=1.5', '?sort=asc']) {
    const res = await get(bad)
    t.equal(res.statusCode, 400, bad)
    t.type(res.json().error, 'string')
  }
})

t.test('the sender loop delivers soon after a commit, takes over what another instance queued, and stops on close', async (t) => {
  const smtp = await smtpServer(t)
  const database = await sharedDatabase(t)
  // An instance without SMTP queues a mail; an instance with SMTP sends it with its first pass at ready.
  const queuer = await database.app([auth, mail])
  await queuer.mail.enqueue(queuer.db, aMail({ subject: 'Queued elsewhere' }))
  const sender = await database.app([auth, mailWith({ senderLoop: { intervalMs: 60_000, nudgeMs: 20 } })], { smtpUrl: smtp.url })
  const arrived = async (n: number) => {
    await eventually(() => smtp.received.length >= n, { timeout: 10_000, what: `mail ${n} reaching the SMTP server` })
    return smtp.received.length
  }
  t.equal(await arrived(1), 1, 'sent by the pass at ready')

  // The nudge after an enqueue: long before the next regular pass (a minute away).
  await sender.db.transaction().execute((trx) => sender.mail.enqueue(trx, aMail({ subject: 'Nudged' })))
  t.equal(await arrived(2), 2, 'sent right after the commit')
  t.same(smtp.received.map((m) => header(m.raw, 'Subject')), ['Queued elsewhere', 'Nudged'])
  // The SMTP server has the mail a moment before the sender marks it sent: wait for the row too.
  await eventually(async () => (await sender.mail.stats()).sent === 2, { timeout: 10_000, what: 'both mails marked sent' })
  t.match(await sender.mail.stats(), { queued: 0, sent: 2 })

  await sender.close()
  await queuer.mail.enqueue(queuer.db, aMail({ subject: 'After close' }))
  await new Promise((r) => setTimeout(r, 100))
  t.equal(smtp.received.length, 2, 'a closed instance sends nothing')
})
