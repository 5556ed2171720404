/**
 * The enquiries module in isolation (core, auth, settings, mail): the public contact and newsletter
 * calls (validation, honeypot, per-IP budgets, nothing lost under 2,000 concurrent submissions), the
 * mails written in the same transaction (only when their switch is "1", rolled back with their row),
 * and the unsubscribe link (good, forged, idempotent, open under the site gate).
 * The console calls, the CSV export and personal data are in enquiries-console.test.ts.
 */
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { gate } from '../gate/index.ts'
import { MAIL_KINDS } from './mails.ts'
import type { SubscriptionRow } from './queries.ts'
import { CONFIRM_TITLE, INVALID_LINK_TITLE, UNSUBSCRIBED_TITLE } from './unsubscribe-page.ts'
import { UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribe-token.ts'
import { contactBody, countRows, enquiriesApp, freshIp, newsletterBody, outbox, postForm } from './testing.ts'

const CONTACT = '/api/public/contact'
const NEWSLETTER = '/api/public/newsletter'
const UNSUBSCRIBE = '/api/public/newsletter/unsubscribe'
/** What a mail provider's one-click button sends (RFC 8058). */
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' }
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click'
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

t.test('contact submissions', async (t) => {
  const app = await enquiriesApp()
  t.teardown(() => app.close())

  await t.test('a submission is stored as an unread contact enquiry and answered 201 {success, id}', async (t) => {
    const res = await postForm(app, CONTACT, contactBody({ name: '  Ada Lovelace ', email: ' Ada@Example.com ', mobile: ' +44 20 7946 0000 ', message: '  Two\nlines  ' }))
    t.equal(res.statusCode, 201)
    const body = res.json()
    t.match(body, { success: true, id: Number })
    t.equal(res.headers['cache-control'], 'no-store', 'never cached')
    const row = await app.db.selectFrom('enquiries').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow()
    t.match(row, { name: 'Ada Lovelace', email: 'Ada@Example.com', phone: '+44 20 7946 0000', subject: 'general', message: 'Two\nlines', source_page: 'contact', form_type: 'contact', status: 'unread' })
  })

  await t.test('no mobile is stored as an empty phone; the coming-soon form says coming_soon', async (t) => {
    const { mobile: _none, ...withoutMobile } = contactBody({ source_page: 'coming_soon', subject: 'investment' })
    const res = await postForm(app, CONTACT, withoutMobile)
    t.equal(res.statusCode, 201)
    const row = await app.db.selectFrom('enquiries').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow()
    t.match(row, { phone: '', source_page: 'coming_soon', subject: 'investment', form_type: 'contact' })
  })

  await t.test('the careers subject makes a career enquiry', async (t) => {
    const res = await postForm(app, CONTACT, contactBody({ subject: 'careers' }))
    t.equal(res.statusCode, 201)
    const row = await app.db.selectFrom('enquiries').select(['form_type', 'subject']).where('id', '=', res.json().id).executeTakeFirstOrThrow()
    t.same(row, { form_type: 'career', subject: 'careers' })
  })

  await t.test('bad bodies: 400 {error} naming the field, nothing stored', async (t) => {
    const before = await countRows(app, 'enquiries')
    const cases: Array<[string, unknown, RegExp]> = [
      ['NUL in name', contactBody({ name: 'Ada\u0000' }), /body\.name must not contain control characters/],
      ['bell in message', contactBody({ message: 'ring\u0007' }), /body\.message must not contain control characters/],
      ['lone surrogate', contactBody({ message: 'x\ud800y' }), /body\.message must be valid Unicode text/],
      ['name a number', contactBody({ name: 42 }), /body\.name must be a string/],
      ['message an array', contactBody({ message: ['a'] }), /body\.message must be a string/],
      ['mobile null', contactBody({ mobile: null }), /body\.mobile must be a string/],
      ['extra key', contactBody({ admin: true }), /Unknown field "admin"/],
      ['name too long', contactBody({ name: 'x'.repeat(201) }), /body\.name must be at most 200 characters/],
      ['message too long', contactBody({ message: 'x'.repeat(5001) }), /body\.message must be at most 5000 characters/],
      ['mobile too long', contactBody({ mobile: '1'.repeat(51) }), /body\.mobile must be at most 50 characters/],
      ['e-mail too long', contactBody({ email: `${'a'.repeat(250)}@example.com` }), /body\.email/],
      ['honeypot too long', contactBody({ website: 'x'.repeat(201) }), /body\.website must be at most 200 characters/],
      ['not an e-mail', contactBody({ email: 'ada at example' }), /body\.email must be a valid email/],
      ['unknown subject', contactBody({ subject: 'sales' }), /body\.subject must be one of/],
      ['unknown source page', contactBody({ source_page: 'footer' }), /body\.source_page must be one of/],
      ['missing message', { ...contactBody(), message: undefined }, /body\.message is required/],
      ['blank name', contactBody({ name: ' \t ' }), /body\.name must not be empty/],
      ['blank message', contactBody({ message: '\n\n ' }), /body\.message must not be empty/],
      ['two-line name', contactBody({ name: 'Ada\r\nBcc: x@y.z' }), /body\.name must be one line/],
      ['not an object', [contactBody()], /body must be/],
    ]
    for (const [what, payload, message] of cases) {
      const res = await postForm(app, CONTACT, payload)
      t.equal(res.statusCode, 400, what)
      t.match(res.json(), { error: message }, what)
    }
    const huge = await app.inject({ method: 'POST', url: CONTACT, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(contactBody({ message: 'x'.repeat(200_000) })), remoteAddress: freshIp() })
    t.equal(huge.statusCode, 413, 'a huge body is refused before parsing')
    t.match(huge.json(), { error: String })
    const text = await app.inject({ method: 'POST', url: CONTACT, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(contactBody()), remoteAddress: freshIp() })
    t.equal(text.statusCode, 415, 'only JSON (a cross-site form cannot post here)')
    t.equal(await countRows(app, 'enquiries'), before, 'nothing stored')
  })

  await t.test('the honeypot: the answer of a success, nothing stored, nothing mailed', async (t) => {
    const [enquiries, mails] = [await countRows(app, 'enquiries'), await countRows(app, 'mail_outbox')]
    const res = await postForm(app, CONTACT, contactBody({ website: 'http://spam.example' }))
    t.equal(res.statusCode, 201)
    t.same(res.json(), { success: true, id: 0 })
    const news = await postForm(app, NEWSLETTER, newsletterBody({ email: 'bot@example.com', website: 'x' }))
    t.equal(news.statusCode, 200, 'the newsletter answer of every sign-up')
    t.same(news.json(), { success: true })
    t.equal(await countRows(app, 'enquiries'), enquiries)
    t.equal(await countRows(app, 'newsletter_subscriptions'), 0)
    t.equal(await countRows(app, 'mail_outbox'), mails)
    const empty = await postForm(app, CONTACT, contactBody({ website: '' }))
    t.equal(empty.statusCode, 201, 'an empty honeypot is a person')
    t.not(empty.json().id, 0)
  })
})

t.test('mails go out in the same transaction, only when switched on', async (t) => {
  const app = await enquiriesApp()
  t.teardown(() => app.close())
  await app.settings.update({ contact_email: 'team@yerth.example', sender_email: 'hello@yerth.example' }, null)

  await t.test('contact_form_email_enabled "1": staff are notified, Reply-To the visitor', async (t) => {
    const res = await postForm(app, CONTACT, contactBody({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'media', message: 'Press question', mobile: '555' }))
    t.equal(res.statusCode, 201)
    const [mail] = await outbox(app, MAIL_KINDS.contactNotification)
    t.match(mail, { to_address: 'team@yerth.example', from_address: 'Yerth <hello@yerth.example>', subject: /Grace Hopper.*Media & Press/ })
    t.equal(mail.headers['Reply-To'], 'grace@example.com')
    t.match(mail.text, /Press question/)
    t.match(mail.text, /555/)
  })

  await t.test('switched off ("0"): no notification, the enquiry is still stored', async (t) => {
    await app.settings.update({ contact_form_email_enabled: '0' }, null)
    const before = (await outbox(app)).length
    const res = await postForm(app, CONTACT, contactBody())
    t.equal(res.statusCode, 201)
    t.equal((await outbox(app)).length, before)
    await app.settings.update({ contact_form_email_enabled: '1' }, null)
  })

  await t.test('newsletter_email_enabled "1": a new subscriber gets the welcome with a working unsubscribe link', async (t) => {
    // The link is on the site's own origin (PUBLIC_ORIGIN, here the default), whatever Host the request named.
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: 'New.Reader@Example.com', source_page: 'hyperbuilt' }), freshIp(), { host: 'evil.example' })
    t.equal(res.statusCode, 200)
    const welcomes = await outbox(app, MAIL_KINDS.newsletterWelcome)
    t.equal(welcomes.length, 1)
    const [welcome] = welcomes
    t.equal(welcome.to_address, 'new.reader@example.com')
    const header = welcome.headers['List-Unsubscribe']
    t.match(header, /^<http:\/\/localhost:3000\/api\/public\/newsletter\/unsubscribe\?token=[1-9]\d*\.[1-9]\d*\.[A-Za-z0-9_-]{43}>$/)
    t.notMatch(`${welcome.text}${welcome.html}`, /evil/, 'the Host header reaches no link')
    t.equal(welcome.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click', 'RFC 8058 one-click')
    const link = header.slice(1, -1)
    t.ok(welcome.text.includes(link), 'the text names the link')
    t.ok(welcome.html?.includes(link), 'the HTML links to it')
    t.match(welcome.html, /<head>.*<title>Welcome to Yerth updates<\/title>.*<\/head>/s, 'the HTML has a title')
    t.notMatch(welcome.html ?? '', /<script/i)

    const again = await postForm(app, NEWSLETTER, newsletterBody({ email: 'new.reader@example.com', source_page: 'footer' }))
    t.same([again.statusCode, again.json()], [res.statusCode, res.json()], 'signing up again answers exactly like the first time')
    t.equal((await outbox(app, MAIL_KINDS.newsletterWelcome)).length, 1, 'and sends nothing more')

    const url = new URL(link)
    const unsub = await app.inject({ method: 'POST', url: url.pathname + url.search, headers: { ...BROWSER, ...ONE_CLICK }, payload: ONE_CLICK_BODY })
    t.equal(unsub.statusCode, 200)
    t.match(unsub.body, UNSUBSCRIBED_TITLE)
    const sub = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'new.reader@example.com').executeTakeFirstOrThrow()
    t.equal(sub.status, 'unsubscribed')
  })

  await t.test('with PUBLIC_ORIGIN the link uses it, whatever the Host header says', async (t) => {
    const other = await enquiriesApp({}, [], { config: { publicOrigin: 'https://www.yerth.com' } })
    t.teardown(() => other.close())
    await postForm(other, NEWSLETTER, newsletterBody({ email: 'origin@example.com' }), freshIp(), { host: 'evil.example' })
    const [welcome] = await outbox(other, MAIL_KINDS.newsletterWelcome)
    t.match(welcome.headers['List-Unsubscribe'], /^<https:\/\/www\.yerth\.com\/api\/public\/newsletter\/unsubscribe\?token=/)
    t.notMatch(welcome.text, /evil/)
  })

  await t.test('switched off ("0"): the subscription is stored, no welcome', async (t) => {
    await app.settings.update({ newsletter_email_enabled: '0' }, null)
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: 'quiet@example.com' }))
    t.equal(res.statusCode, 200)
    t.equal((await outbox(app, MAIL_KINDS.newsletterWelcome)).filter((m) => m.to_address === 'quiet@example.com').length, 0)
    t.ok(await app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', 'quiet@example.com').executeTakeFirst())
    await app.settings.update({ newsletter_email_enabled: '1' }, null)
  })

  await t.test('a mail that cannot be written takes its enquiry with it (and the visitor gets no 2xx)', async (t) => {
    const before = { enquiries: await countRows(app, 'enquiries'), mails: await countRows(app, 'mail_outbox'), subs: await countRows(app, 'newsletter_subscriptions') }
    const enqueue = app.mail.enqueue
    // The outbox row is written, then the transaction fails: nothing of it may remain.
    app.mail.enqueue = async (db, mail) => {
      await enqueue.call(app.mail, db, mail)
      throw new Error('disk full')
    }
    try {
      const contact = await postForm(app, CONTACT, contactBody({ message: 'lost?' }))
      t.equal(contact.statusCode, 500)
      t.same(Object.keys(contact.json()), ['error'])
      const news = await postForm(app, NEWSLETTER, newsletterBody({ email: 'rollback@example.com' }))
      t.equal(news.statusCode, 500)
    } finally {
      app.mail.enqueue = enqueue
    }
    t.equal(await countRows(app, 'enquiries'), before.enquiries, 'no enquiry')
    t.equal(await countRows(app, 'mail_outbox'), before.mails, 'no mail')
    t.equal(await countRows(app, 'newsletter_subscriptions'), before.subs, 'no subscription')
  })

  await t.test('an enquiry that fails at commit takes its mail with it', async (t) => {
    await sql`create function enquiries_refuse() returns trigger language plpgsql as $$
      begin if new.message = 'refuse at commit' or new.email = 'refuse@example.com' then raise exception 'refused'; end if; return null; end $$`.execute(app.db)
    await sql`create constraint trigger enquiries_refuse after insert on enquiries deferrable initially deferred for each row execute function enquiries_refuse()`.execute(app.db)
    t.teardown(async () => {
      await sql`drop trigger if exists enquiries_refuse on enquiries`.execute(app.db)
    })
    const before = { enquiries: await countRows(app, 'enquiries'), mails: await countRows(app, 'mail_outbox'), subs: await countRows(app, 'newsletter_subscriptions') }
    const contact = await postForm(app, CONTACT, contactBody({ message: 'refuse at commit' }))
    t.ok(contact.statusCode >= 500, `contact: ${contact.statusCode}`)
    const news = await postForm(app, NEWSLETTER, newsletterBody({ email: 'refuse@example.com' }))
    t.ok(news.statusCode >= 500, `newsletter: ${news.statusCode}`)
    t.equal(await countRows(app, 'enquiries'), before.enquiries)
    t.equal(await countRows(app, 'mail_outbox'), before.mails)
    t.equal(await countRows(app, 'newsletter_subscriptions'), before.subs)
  })
})

t.test('newsletter sign-ups: one subscription per address', async (t) => {
  const app = await enquiriesApp()
  t.teardown(() => app.close())

  for (const source of ['footer', 'hyperbuilt', 'strategic_partners', 'events']) {
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: `${source}@example.com`, source_page: source }))
    t.equal(res.statusCode, 200, source)
    t.same(res.json(), { success: true })
  }
  const enquiry = await app.db.selectFrom('enquiries').selectAll().where('email', '=', 'events@example.com').executeTakeFirstOrThrow()
  t.match(enquiry, { form_type: 'newsletter', source_page: 'events', name: '', phone: '', subject: 'Newsletter', message: '', status: 'unread' })

  const first = await postForm(app, NEWSLETTER, newsletterBody({ email: 'Same@Example.com' }))
  const second = await postForm(app, NEWSLETTER, newsletterBody({ email: 'same@example.COM', source_page: 'events' }))
  t.same([first.statusCode, first.json(), first.headers['content-length']], [200, { success: true }, second.headers['content-length']])
  t.same([second.statusCode, second.json()], [200, { success: true }], 'a repeat answers exactly like a first sign-up: nobody learns who is subscribed')
  const subs = await app.db.selectFrom('newsletter_subscriptions').selectAll().where(sql<boolean>`lower(email) = 'same@example.com'`).execute()
  t.equal(subs.length, 1, 'one subscription')
  t.match(subs[0], { email: 'same@example.com', status: 'active', source_page: 'footer' })
  const enquiries = await app.db.selectFrom('enquiries').select('id').where(sql<boolean>`lower(email) = 'same@example.com'`).execute()
  t.equal(enquiries.length, 1, 'and one enquiry: a repeat of an active address adds nothing')

  const together = await Promise.all(Array.from({ length: 20 }, () => postForm(app, NEWSLETTER, newsletterBody({ email: 'rush@example.com' }))))
  t.same([...new Set(together.map((r) => r.statusCode))], [200], 'twenty at once: all succeed alike')
  t.equal((await app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', 'rush@example.com').execute()).length, 1)

  const bad: Array<[unknown, RegExp]> = [
    [newsletterBody({ email: 'nope' }), /body\.email must be a valid email/],
    [newsletterBody({ email: 'a\u0000@example.com' }), /body\.email must not contain control characters/],
    [newsletterBody({ source_page: 'contact' }), /body\.source_page must be one of/],
    [newsletterBody({ extra: 1 }), /Unknown field "extra"/],
    [{ source_page: 'footer' }, /body\.email is required/],
    [newsletterBody({ email: 7 }), /body\.email must be a string/],
  ]
  for (const [payload, message] of bad) {
    const res = await postForm(app, NEWSLETTER, payload)
    t.equal(res.statusCode, 400, JSON.stringify(payload))
    t.match(res.json(), { error: message })
  }
})

t.test('per-IP budgets: 429 with Retry-After and {error}', async (t) => {
  const app = await enquiriesApp({ budgets: { contact: { limit: 3, windowSeconds: 600 }, newsletter: { limit: 2, windowSeconds: 300 } } })
  t.teardown(() => app.close())
  const ip = '203.0.113.7'
  for (let i = 0; i < 3; i++) t.equal((await postForm(app, CONTACT, contactBody(), ip)).statusCode, 201, `contact ${i + 1}`)
  const honeypot = await postForm(app, CONTACT, contactBody({ website: 'bot' }), ip)
  t.equal(honeypot.statusCode, 429, 'the honeypot does not get round the budget')
  const refused = await postForm(app, CONTACT, contactBody(), ip)
  t.equal(refused.statusCode, 429)
  t.ok(Number(refused.headers['retry-after']) > 500 && Number(refused.headers['retry-after']) <= 600, `Retry-After ${refused.headers['retry-after']}`)
  t.match(refused.json(), { error: /Too many submissions.*try again in 10 minutes/ })
  t.equal((await postForm(app, CONTACT, contactBody(), '203.0.113.8')).statusCode, 201, 'another address has its own budget')

  for (let i = 0; i < 2; i++) t.equal((await postForm(app, NEWSLETTER, newsletterBody({ email: `n${i}@example.com` }), ip)).statusCode, 200)
  const news = await postForm(app, NEWSLETTER, newsletterBody({ email: 'n9@example.com' }), ip)
  t.equal(news.statusCode, 429, 'the newsletter has a budget of its own')
  t.ok(Number(news.headers['retry-after']) <= 300)
  t.match(news.json(), { error: String })
  t.equal(await countRows(app, 'enquiries'), 3 + 1 + 2, 'refused submissions stored nothing')
})

t.test('R6: 2,000 contact submissions, 250 at a time, give exactly 2,000 rows', async (t) => {
  const app = await enquiriesApp()
  t.teardown(() => app.close())
  const N = 2000
  // 250 in flight at once, always: what is tested is that concurrent transactions lose nothing, not
  // the capacity of a 5-connection test pool on a busy CI machine (whose honest answer to a queue
  // longer than its 3 s connection timeout is a 503).
  const IN_FLIGHT = 250
  const started = Date.now()
  const answers: Array<Awaited<ReturnType<typeof postForm>>> = new Array(N)
  let next = 0
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let i = next++; i < N; i = next++) {
        answers[i] = await postForm(app, CONTACT, contactBody({ name: `Visitor ${i}`, message: `Message number ${i}` }), `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
      }
    }),
  )
  const codes = answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {})
  t.same(codes, { 201: N }, `every one answered 201 (${Date.now() - started} ms)`)
  const ids = answers.filter((r) => r.statusCode === 201).map((r) => r.json().id as number)
  t.equal(new Set(ids).size, N, 'distinct ids')
  t.equal(await countRows(app, 'enquiries'), ids.length, 'exactly one row per 201')
  const stored = await app.db.selectFrom('enquiries').select(['id', 'message']).where('id', 'in', ids).execute()
  t.equal(stored.length, N, 'every 2xx is a committed row')
  t.ok(stored.every((r) => r.message.startsWith('Message number ')))
  t.equal((await outbox(app, MAIL_KINDS.contactNotification)).length, N, 'and one notification each')
})

t.test('unsubscribe links', async (t) => {
  const app = await enquiriesApp({}, [gate], { config: { accessPassword: 'gate-pass-123' } })
  t.teardown(() => app.close())
  t.ok((await app.settings.protection()).enabled, 'the site gate is on')

  const signUp = await postForm(app, NEWSLETTER, newsletterBody({ email: 'leaving@example.com' }))
  t.equal(signUp.statusCode, 200, 'the newsletter is open under the gate')
  t.equal((await postForm(app, CONTACT, contactBody())).statusCode, 201, 'so is the contact form')
  const subscription = () => app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'leaving@example.com').executeTakeFirstOrThrow() as Promise<SubscriptionRow>
  const sub = await subscription()
  const token = app.enquiries.unsubscribeToken(sub)
  const url = `${UNSUBSCRIBE}?token=${token}`
  const post = (address: string, headers: Record<string, string> = {}, payload = ONE_CLICK_BODY) =>
    app.inject({ method: 'POST', url: address, headers: { ...ONE_CLICK, ...headers }, payload })

  await t.test('GET shows a confirmation page and changes nothing (a mail scanner unsubscribes nobody)', async (t) => {
    for (const headers of [BROWSER, {}, { 'user-agent': 'Mozilla/5.0 (compatible; SafeLinks scanner)' }]) {
      const res = await app.inject({ url, headers })
      t.equal(res.statusCode, 200)
      t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
      t.equal(res.headers['cache-control'], 'no-store')
      t.match(res.body, new RegExp(`<h1>${CONFIRM_TITLE.replace('?', '\\?')}</h1>`))
    }
    t.equal((await app.inject({ method: 'HEAD', url })).statusCode, 200, 'HEAD neither')
    const res = await app.inject({ url, headers: BROWSER })
    t.match(res.body, `<form class="actions" method="post" action="${UNSUBSCRIBE}?token=${token}">`, 'a button that posts back to the link')
    t.match(res.body, '<input type="hidden" name="List-Unsubscribe" value="One-Click">')
    t.match(res.body, /<button class="button" type="submit">Unsubscribe<\/button>/)
    t.match(res.body, /<html lang="en">/)
    t.match(res.body, /prefers-color-scheme:dark/)
    t.notMatch(res.body, /<script|src=|@import|url\(/i, 'no script and no external resource')
    const csp = String(res.headers['content-security-policy'])
    t.match(csp, /form-action 'self'/, 'the form posts to this site, which the CSP allows')
    t.notMatch(csp, /script-src [^;]*'unsafe-inline'/)
    t.match(await subscription(), { status: 'active', unsubscribed_at: null }, 'still subscribed')
  })

  await t.test('POST from the page unsubscribes and says so; again is fine', async (t) => {
    const res = await post(url, { ...BROWSER, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
    t.match(res.body, new RegExp(`<h1>${UNSUBSCRIBED_TITLE}</h1>`))
    t.match(res.body, /href="\/"/, 'a link home')
    const row = await subscription()
    t.equal(row.status, 'unsubscribed')
    t.ok(row.unsubscribed_at)
    t.equal((await post(url, BROWSER)).statusCode, 200, 'idempotent')
    t.match((await app.inject({ url, headers: BROWSER })).body, UNSUBSCRIBED_TITLE, 'the link now shows that it is done')
  })

  await t.test('signing up again re-activates the subscription, welcomes again, and voids the old link', async (t) => {
    const welcomesBefore = (await outbox(app, MAIL_KINDS.newsletterWelcome)).length
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: 'LEAVING@example.com', source_page: 'events' }))
    t.equal(res.statusCode, 200)
    const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'leaving@example.com').execute()
    t.equal(rows.length, 1, 'still one subscription')
    t.match(rows[0], { id: sub.id, status: 'active', unsubscribed_at: null, source_page: 'events', token_generation: sub.token_generation + 1 })
    const welcomes = await outbox(app, MAIL_KINDS.newsletterWelcome)
    t.equal(welcomes.length, welcomesBefore + 1)

    const old = await post(url, BROWSER)
    t.equal(old.statusCode, 400, 'the link of the first welcome no longer works')
    t.match(old.body, INVALID_LINK_TITLE)
    t.equal((await subscription()).status, 'active')
    t.equal((await app.inject({ url, headers: BROWSER })).statusCode, 400, 'nor does its page')

    // A mail provider's one-click: no cookie, from another site, urlencoded.
    const fresh = new URL(welcomes[welcomes.length - 1].headers['List-Unsubscribe'].slice(1, -1))
    const oneClick = await post(fresh.pathname + fresh.search, { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' })
    t.same([oneClick.statusCode, oneClick.json()], [200, { success: true }], 'one-click from the new welcome works cross-site')
    t.equal((await subscription()).status, 'unsubscribed')
  })

  await t.test('RFC 8058 one-click sent as multipart/form-data unsubscribes too', async (t) => {
    const current = await subscription()
    await app.db.updateTable('newsletter_subscriptions').set({ status: 'active', unsubscribed_at: null }).where('id', '=', current.id).execute()
    const address = `${UNSUBSCRIBE}?token=${app.enquiries.unsubscribeToken(current)}`
    const multipart = (parts: string, boundary = '----one-click-7MA4YWxk') =>
      app.inject({
        method: 'POST',
        url: address,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
        payload: `${parts.replaceAll('BOUNDARY', boundary)}--${boundary}--\r\n`,
      })
    const field = (name: string, value: string, extra = '') => `--BOUNDARY\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`

    for (const [name, parts] of [
      ['another value', field('List-Unsubscribe', 'Yes')],
      ['another field too', field('List-Unsubscribe', 'One-Click') + field('x', '1')],
      ['a file', field('List-Unsubscribe', 'One-Click', '; filename="a.txt"')],
      ['too long', field('List-Unsubscribe', 'One-Click') + field('pad', 'x'.repeat(2000))],
    ] as Array<[string, string]>) {
      const res = await multipart(parts)
      t.ok(res.statusCode >= 400 && res.statusCode < 500, `${name}: ${res.statusCode}`)
      t.match(res.json(), { error: String })
    }
    const malformed = await app.inject({ method: 'POST', url: address, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'not a form' })
    t.same([malformed.statusCode, malformed.json()], [400, { error: 'This unsubscribe request could not be read' }], 'a malformed body: 400 in words')
    t.equal((await subscription()).status, 'active', 'none of them unsubscribed anyone')

    const res = await multipart(field('List-Unsubscribe', 'One-Click'))
    t.same([res.statusCode, res.json()], [200, { success: true }], 'the one-click body as multipart, cross-site')
    t.equal((await subscription()).status, 'unsubscribed', 'and the subscription ends')

    const boundary = 'b0und'
    const elsewhere = await app.inject({
      method: 'POST',
      url: NEWSLETTER,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('email', 'a@example.com').replaceAll('BOUNDARY', boundary)}--${boundary}--\r\n`,
    })
    t.equal(elsewhere.statusCode, 415, 'multipart bodies stay refused outside the unsubscribe route')
  })

  await t.test('refusals: 400 "This unsubscribe link is not valid", as a page or {error}, never a 5xx', async (t) => {
    const current = await subscription()
    const good = app.enquiries.unsubscribeToken(current)
    const [id, day, mac] = good.split('.')
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    const expired = app.enquiries.unsubscribeToken(current, new Date(Date.now() - (UNSUBSCRIBE_TOKEN_DAYS + 2) * 86_400_000))
    const cases: Array<[string, string]> = [
      ['altered MAC', `${id}.${day}.${flipped}`],
      ['another id', `${Number(id) + 1}.${day}.${mac}`],
      ['a later expiry', `${id}.${Number(day) + 1}.${mac}`],
      ['a leading zero on the id', `0${id}.${day}.${mac}`],
      ['a leading zero on the day', `${id}.0${day}.${mac}`],
      ['a plus sign', `+${id}.${day}.${mac}`],
      ['the old two-part form', `${id}.${mac}`],
      ['expired', expired],
      ['for another address', app.enquiries.unsubscribeToken({ ...current, email: 'someone-else@example.com' })],
      ['for another generation', app.enquiries.unsubscribeToken({ ...current, token_generation: current.token_generation + 1 })],
      ['an id beyond integers', `99999999999.${day}.${mac}`],
      ['zero', `0.${day}.${mac}`],
      ['garbage', 'garbage'],
      ['empty', ''],
      ['overlong', '9'.repeat(200)],
    ]
    await app.db.updateTable('newsletter_subscriptions').set({ status: 'active', unsubscribed_at: null }).where('id', '=', current.id).execute()
    for (const [name, bad] of cases) {
      const address = `${UNSUBSCRIBE}?token=${encodeURIComponent(bad)}`
      const page = await app.inject({ url: address, headers: BROWSER })
      t.equal(page.statusCode, 400, `page: ${name}`)
      t.match(page.headers['content-type'], /text\/html/)
      t.match(page.body, new RegExp(`<h1>${INVALID_LINK_TITLE}</h1>`))
      t.match(page.body, /mailto:/)
      const api = await post(address)
      t.equal(api.statusCode, 400, `one-click: ${name}`)
      // An empty or overlong token fails the schema, whose {error} names the query field.
      t.match(api.json(), { error: ['empty', 'overlong'].includes(name) ? /querystring\.token/ : 'This unsubscribe link is not valid' })
    }
    t.equal((await app.inject({ url: UNSUBSCRIBE, headers: BROWSER })).statusCode, 400, 'no token at all: the page')
    t.match((await app.inject({ url: UNSUBSCRIBE })).json(), { error: String })
    t.equal((await subscription()).status, 'active', 'none of them unsubscribed anyone')
  })

  await t.test('POST takes the one-click body only; CSRF stays on everywhere else', async (t) => {
    const current = await subscription()
    const address = `${UNSUBSCRIBE}?token=${app.enquiries.unsubscribeToken(current)}`
    for (const [name, headers, payload] of [
      ['no body', {}, ''],
      ['another field', {}, 'List-Unsubscribe=One-Click&x=1'],
      ['another value', {}, 'List-Unsubscribe=Yes'],
      ['too long', {}, `List-Unsubscribe=One-Click&pad=${'x'.repeat(2000)}`],
      ['text/plain', { 'content-type': 'text/plain' }, ONE_CLICK_BODY],
    ] as Array<[string, Record<string, string>, string]>) {
      const res = await post(address, headers, payload)
      t.ok(res.statusCode >= 400 && res.statusCode < 500, `${name}: ${res.statusCode}`)
      t.match(res.json(), { error: String })
    }
    t.equal((await subscription()).status, 'active')
    const json = await app.inject({ method: 'POST', url: address, headers: { 'content-type': 'application/json' }, payload: { 'List-Unsubscribe': 'One-Click' } })
    t.same([json.statusCode, json.json()], [200, { success: true }], 'the same body as JSON')
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    const contact = await postForm(app, CONTACT, contactBody(), freshIp(), crossSite)
    t.same([contact.statusCode, contact.json()], [403, { error: 'Cross-site request refused' }], 'the contact form still refuses cross-site posts')
    const urlencoded = await app.inject({ method: 'POST', url: NEWSLETTER, headers: ONE_CLICK, payload: 'email=a%40example.com&source_page=footer' })
    t.equal(urlencoded.statusCode, 415, 'and urlencoded bodies stay refused outside the unsubscribe route')
  })

  await t.test('the token stays out of the access log: both routes log at warn, above the request lines', async (t) => {
    const levels: Record<string, unknown> = {}
    const watch = Object.assign(
      async (app: FastifyInstance) => {
        app.addHook('onRoute', (route) => {
          if (route.url === UNSUBSCRIBE) levels[String(route.method)] = route.logLevel
        })
      },
      { [Symbol.for('skip-override')]: true },
    )
    const watched = await enquiriesApp({}, [watch])
    t.teardown(() => watched.close())
    t.same(levels, { GET: 'warn', HEAD: 'warn', POST: 'warn' })
  })
})
