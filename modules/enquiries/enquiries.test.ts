/**
 * The enquiries module in isolation (core, auth, settings, mail): the public contact and newsletter
 * calls (validation, honeypot, per-IP budgets, nothing lost under 2,000 concurrent submissions), the
 * mails written in the same transaction (only when their switch is "1", rolled back with their row),
 * and the unsubscribe link (good, forged, idempotent, open under the site gate).
 * The console calls, the CSV export and personal data are in enquiries-console.test.ts.
 */
import t from 'tap'
import { sql } from 'kysely'
import { gate } from '../gate/index.ts'
import { MAIL_KINDS } from './mails.ts'
import { INVALID_LINK_TITLE, UNSUBSCRIBED_TITLE } from './unsubscribe-page.ts'
import { contactBody, countRows, enquiriesApp, freshIp, newsletterBody, outbox, postForm } from './testing.ts'

const CONTACT = '/api/public/contact'
const NEWSLETTER = '/api/public/newsletter'
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
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: 'New.Reader@Example.com', source_page: 'hyperbuilt' }), freshIp(), { host: 'www.yerth.example' })
    t.equal(res.statusCode, 200)
    const welcomes = await outbox(app, MAIL_KINDS.newsletterWelcome)
    t.equal(welcomes.length, 1)
    const [welcome] = welcomes
    t.equal(welcome.to_address, 'new.reader@example.com')
    const header = welcome.headers['List-Unsubscribe']
    t.match(header, /^<http:\/\/www\.yerth\.example\/api\/public\/newsletter\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/)
    const link = header.slice(1, -1)
    t.ok(welcome.text.includes(link), 'the text names the link')
    t.ok(welcome.html?.includes(link), 'the HTML links to it')
    t.notMatch(welcome.html ?? '', /<script/i)

    const again = await postForm(app, NEWSLETTER, newsletterBody({ email: 'new.reader@example.com', source_page: 'footer' }))
    t.same([again.statusCode, again.json()], [res.statusCode, res.json()], 'signing up again answers exactly like the first time')
    t.equal((await outbox(app, MAIL_KINDS.newsletterWelcome)).length, 1, 'and sends nothing more')

    const url = new URL(link)
    const unsub = await app.inject({ url: url.pathname + url.search, headers: BROWSER })
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
  const sub = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'leaving@example.com').executeTakeFirstOrThrow()
  const token = app.enquiries.unsubscribeToken(sub as { id: number; email: string })
  const url = `/api/public/newsletter/unsubscribe?token=${token}`

  await t.test('a good token unsubscribes, says so on a page of its own, and may be used again', async (t) => {
    const res = await app.inject({ url, headers: BROWSER })
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
    t.equal(res.headers['cache-control'], 'no-store')
    t.match(res.body, new RegExp(`<h1>${UNSUBSCRIBED_TITLE}</h1>`))
    t.match(res.body, /<html lang="en">/)
    t.match(res.body, /prefers-color-scheme:dark/)
    t.match(res.body, /href="\/"/, 'a link home')
    t.notMatch(res.body, /<script|src=|@import|url\(/i, 'no script and no external resource')
    const csp = String(res.headers['content-security-policy'])
    t.match(csp, /style-src [^;]*'unsafe-inline'/, 'the inline style is allowed by the CSP')
    t.notMatch(csp, /script-src [^;]*'unsafe-inline'/)
    const row = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow()
    t.equal(row.status, 'unsubscribed')
    t.ok(row.unsubscribed_at)

    const again = await app.inject({ url, headers: BROWSER })
    t.equal(again.statusCode, 200, 'idempotent')
    t.match(again.body, UNSUBSCRIBED_TITLE)
    const json = await app.inject({ url })
    t.same([json.statusCode, json.json()], [200, { success: true }], 'a client that does not ask for HTML gets JSON')
  })

  await t.test('a forged, altered or missing token: 400 "This unsubscribe link is not valid"', async (t) => {
    const [id, mac] = token.split('.')
    const other = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    const cases = [
      `?token=${other}`,
      `?token=${Number(id) + 1}.${mac}`,
      '?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '?token=garbage',
      '?token=',
      '',
      `?token=${'9'.repeat(200)}`,
    ]
    for (const query of cases) {
      const page = await app.inject({ url: `/api/public/newsletter/unsubscribe${query}`, headers: BROWSER })
      t.equal(page.statusCode, 400, `page ${query.slice(0, 40)}`)
      t.match(page.headers['content-type'], /text\/html/)
      t.match(page.body, new RegExp(`<h1>${INVALID_LINK_TITLE}</h1>`))
      t.match(page.body, /mailto:/)
      const api = await app.inject({ url: `/api/public/newsletter/unsubscribe${query}` })
      t.equal(api.statusCode, 400)
      t.match(api.json(), { error: String }, `json ${query.slice(0, 40)}`)
    }
    const forgedForOther = await app.inject({ url: `/api/public/newsletter/unsubscribe?token=${app.enquiries.unsubscribeToken({ id: sub.id, email: 'someone-else@example.com' })}`, headers: BROWSER })
    t.equal(forgedForOther.statusCode, 400, "a token for another address does not fit this subscription")
  })

  await t.test('signing up again after unsubscribing re-activates the subscription (and welcomes again)', async (t) => {
    const welcomesBefore = (await outbox(app, MAIL_KINDS.newsletterWelcome)).length
    const res = await postForm(app, NEWSLETTER, newsletterBody({ email: 'LEAVING@example.com', source_page: 'events' }))
    t.equal(res.statusCode, 200)
    const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'leaving@example.com').execute()
    t.equal(rows.length, 1, 'still one subscription')
    t.match(rows[0], { id: sub.id, status: 'active', unsubscribed_at: null, source_page: 'events' })
    t.equal((await outbox(app, MAIL_KINDS.newsletterWelcome)).length, welcomesBefore + 1)
  })
})
