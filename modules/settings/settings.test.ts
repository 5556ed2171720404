import t from 'tap'
import { createTestApp, jsonHeaders, createTestDatabase } from '../core/testing.ts'
import { eventually } from '../core/eventually.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from './index.ts'
import { PUBLIC_SETTING_KEYS, SETTINGS, SettingsUpdateBodySchema, STAFF_SETTING_KEYS, type SettingDescriptor, type SettingKind } from '../../shared/api/settings.ts'
import { SETTING_DEFAULTS } from './defaults.ts'
import { checkSetting, generateAccessPassword, validateSetting } from './service.ts'

t.test('settings module alone: views, validation, permissions, audit', async (t) => {
  const app = await createTestApp([auth, settings], { config: { accessPassword: 'first-gate-pass' } })
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')

  await t.test('anonymous callers get only the public keys', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/settings' })
    t.equal(res.statusCode, 200)
    const s = res.json().settings
    t.same(Object.keys(s).sort(), [...PUBLIC_SETTING_KEYS].sort())
    t.equal(s.contact_email, 'contact@yerth.com', 'seeded from the brand config')
    t.notMatch(res.body, /argon2|access_password|sender_email|password_protection/)
  })

  await t.test('staff get every key, never the access password', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/settings', headers: { cookie: viewer.cookie } })
    const s = res.json().settings
    for (const k of STAFF_SETTING_KEYS) t.type(s[k], 'string', k)
    t.equal(s.access_password_set, true)
    t.equal(s.password_protection_enabled, '1', 'protection is on by default')
    t.equal(s.newsletter_email_enabled, '1')
    t.equal(s.contact_form_email_enabled, '1')
    t.equal(s.sender_email, 'no-reply@yerth.com')
    t.notMatch(res.body, /argon2|first-gate-pass/)
  })

  await t.test('only admin and super_admin may save', async (t) => {
    const body = { contact_email: 'hello@yerth.com' }
    t.equal((await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(), payload: body })).statusCode, 401)
    t.equal((await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(viewer.cookie), payload: body })).statusCode, 403)
    t.equal((await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(editor.cookie), payload: body })).statusCode, 403)
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: body })
    t.equal(res.statusCode, 200)
    t.same(res.json().changed, ['contact_email'])
    const pub = await app.inject({ method: 'GET', url: '/api/cms/settings' })
    t.equal(pub.json().settings.contact_email, 'hello@yerth.com', 'the cached public view was refreshed')
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings_changed').execute()
    t.equal(audit.length, 1)
    t.same(audit[0].details, { keys: ['contact_email'] })
    t.equal(audit[0].admin_id, admin.admin.id)
  })

  await t.test('bad values are refused with a 400 naming the field', async (t) => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ contact_email: 'not-an-email' }, /contact_email must be a valid e-mail/],
      [{ sender_email: 'x@' }, /sender_email must be a valid e-mail/],
      [{ linkedin_url: 'javascript:alert(1)' }, /linkedin_url must be a valid http\(s\) URL/],
      [{ youtube_url: 'ftp://files.example.com' }, /youtube_url must be a valid http\(s\) URL/],
      [{ google_analytics_id: 'GA-123' }, /google_analytics_id must look like G-/],
      [{ meta_pixel_id: 'abc' }, /meta_pixel_id must look like/],
      [{ google_tag_manager_id: 'GTM_1' }, /google_tag_manager_id must look like GTM-/],
      [{ newsletter_email_enabled: 'yes' }, /newsletter_email_enabled must be one of: 1, 0/],
      [{ password_protection_enabled: 1 }, /password_protection_enabled/],
      [{ access_password: 'abc' }, /access_password must be at least 6/],
      [{ favourite_colour: 'green' }, /Unknown field "favourite_colour"/],
      [{ company_address: 'x'.repeat(501) }, /company_address must be at most 500/],
    ]
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload })
      t.equal(res.statusCode, 400, JSON.stringify(payload))
      t.match(res.json().error, message)
      // Every refusal also names its setting with words for the person at the field (QUALITY X5).
      const [key] = Object.keys(payload)
      t.match(res.json().details, [{ field: key, message: /^[A-Z][^.]*\./ }], `details for ${key}`)
      t.notMatch(JSON.stringify(res.json().details), /body\.|must /, 'no validator text in the details')
    }
    for (const payload of ['[]', 'null', '"text"', '{']) {
      const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload })
      t.equal(res.statusCode, 400, payload)
      t.type(res.json().error, 'string')
    }
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, payload: 'x' })
    t.equal(res.statusCode, 415)
  })

  await t.test('e-mail settings are one plain address as the mailer parses it (issue 16)', async (t) => {
    const refused = [
      'javascript:alert(1)//@x.com',
      'Name <name@example.com>',
      '<name@example.com>',
      'name@example.com (comment)',
      '"name"@example.com',
      'a@example.com, b@example.com',
      'group: a@example.com;',
      'name@@example.com',
      'name@localhost',
      'name@example.com\nBcc: x@example.com',
    ]
    for (const key of ['contact_email', 'sender_email']) {
      for (const value of refused) {
        const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { [key]: value } })
        t.same([res.statusCode, res.json()], [400, { error: `${key} must be a valid e-mail address`, details: [{ field: key, message: 'Enter an e-mail address such as name@example.com.' }] }], `${key}: ${value}`)
      }
    }
    t.equal((await app.settings.staffSettings()).contact_email, 'hello@yerth.com', 'nothing stored')
    const ok = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: "O'Brien+Team@Mail.Yerth.co.uk" } })
    t.equal(ok.statusCode, 200)
    t.equal(ok.json().settings.contact_email, "o'brien+team@mail.yerth.co.uk")
    await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: 'hello@yerth.com' } })
  })

  await t.test('several bad fields: one answer with every field', async (t) => {
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: 'x', linkedin_url: 'javascript:alert(1)', meta_pixel_id: 'abc', access_password: 'abc' } })
    t.equal(res.statusCode, 400)
    t.match(res.json().error, /contact_email must be a valid e-mail address; linkedin_url must be a valid http\(s\) URL; meta_pixel_id must look like/)
    t.same(res.json().details, [
      { field: 'contact_email', message: 'Enter an e-mail address such as name@example.com.' },
      { field: 'linkedin_url', message: 'Enter a full web address starting with https://.' },
      { field: 'meta_pixel_id', message: 'Enter an ID that looks like 123456789012345.' },
      { field: 'access_password', message: 'Use at least 6 characters.' },
    ])
    t.equal((await app.settings.staffSettings()).contact_email, 'hello@yerth.com', 'nothing of it stored')
  })

  await t.test('valid values are normalised and the whole object can be sent back', async (t) => {
    const current = (await app.inject({ method: 'GET', url: '/api/cms/settings', headers: { cookie: admin.cookie } })).json().settings
    const res = await app.inject({
      method: 'PUT',
      url: '/api/cms/settings',
      headers: jsonHeaders(admin.cookie),
      payload: { ...current, google_analytics_id: 'g-abc123xyz', google_tag_manager_id: 'gtm-k9x2', meta_pixel_id: '1234567890', linkedin_url: 'https://www.linkedin.com/company/yerth-motors', access_password: '' },
    })
    t.equal(res.statusCode, 200)
    const s = res.json().settings
    t.equal(s.google_analytics_id, 'G-ABC123XYZ')
    t.equal(s.google_tag_manager_id, 'GTM-K9X2')
    t.equal(s.access_password_set, true, 'an empty access password keeps the current one')
  })

  await t.test('a new access password changes the protection version', async (t) => {
    const before = await app.settings.protection()
    t.ok(await app.passwords.verify(before.passwordHash!, 'first-gate-pass'), 'ACCESS_PASSWORD was used at first start')
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { access_password: 'second-gate-pass' } })
    t.equal(res.statusCode, 200)
    const after = await app.settings.protection()
    t.not(after.version, before.version)
    t.ok(await app.passwords.verify(after.passwordHash!, 'second-gate-pass'))
    const audit = await app.db.selectFrom('audit_log').select('details').where('action', '=', 'settings_changed').orderBy('id', 'desc').executeTakeFirstOrThrow()
    t.same(audit.details, { keys: ['access_password'] }, 'the audit names the key, never the value')
  })
})

t.test('every setting follows its descriptor (issue 17)', async (t) => {
  const descriptors = SETTINGS as readonly SettingDescriptor[]
  /** A value each kind must refuse; a new kind has to say what it refuses before this compiles. */
  const BAD: Record<SettingKind, (d: SettingDescriptor) => unknown> = {
    email: () => 'not-an-email',
    url: () => 'javascript:alert(1)',
    'tracking-id': () => 'not an id!',
    flag: () => 'yes',
    phone: (d) => '1'.repeat(d.limit + 1),
    text: (d) => 'x'.repeat(d.limit + 1),
  }
  const app = await createTestApp([auth, settings], { config: { accessPassword: 'first-gate-pass' } })
  t.teardown(() => app.close())
  const admin = await staff(app, 'admin')

  t.same([...STAFF_SETTING_KEYS], descriptors.map((d) => d.key), 'the staff keys are the table, in its order')
  t.same([...PUBLIC_SETTING_KEYS], descriptors.filter((d) => d.visibility === 'public').map((d) => d.key), 'the public keys are its public entries')
  t.same(Object.keys(SettingsUpdateBodySchema.properties), [...descriptors.map((d) => d.key), 'access_password', 'access_password_set'], 'the PUT body takes every setting')

  for (const d of descriptors) {
    t.equal(SETTING_DEFAULTS[d.key as keyof typeof SETTING_DEFAULTS], d.default, `${d.key}: seeded with its default`)
    t.equal(checkSetting(d.key, d.default), d.default, `${d.key}: its default passes its own check`)
    t.ok(d.default.length <= d.limit, `${d.key}: its default is within its limit`)
    if (d.kind === 'flag') t.ok(d.default === '1' || d.default === '0', `${d.key}: a flag defaults to "1" or "0"`)
    if (d.kind === 'tracking-id') t.ok(d.tracking?.pattern.test(d.tracking.example), `${d.key}: its example has its own format`)
    t.ok(d.label, `${d.key}: has a label for the console`)

    const payload = { [d.key]: BAD[d.kind](d) }
    const res = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload })
    t.equal(res.statusCode, 400, `${d.key} (${d.kind}): a bad value is refused`)
    t.match(res.json().error, new RegExp(`^(body\\.)?${d.key} `), `${d.key}: the error names the key`)
    t.match(res.json().details, [{ field: d.key, message: /^[A-Z][^.]*\./ }], `${d.key}: a detail for the person at the field`)
    t.notMatch(JSON.stringify(res.json().details), /body\.|must /, `${d.key}: no validator text in the details`)
  }

  const defaults = Object.fromEntries(descriptors.map((d) => [d.key, d.default]))
  const put = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: defaults })
  t.equal(put.statusCode, 200, 'every default together is a valid body')
  t.same(put.json().changed, [], 'and changes nothing after the first start')

  const anonymous = (await app.inject({ method: 'GET', url: '/api/cms/settings' })).json().settings
  t.same(Object.keys(anonymous), descriptors.filter((d) => d.visibility === 'public').map((d) => d.key), 'the public view holds exactly the public keys')
  const staffView = (await app.inject({ method: 'GET', url: '/api/cms/settings', headers: { cookie: admin.cookie } })).json().settings
  t.same(Object.keys(staffView), [...descriptors.map((d) => d.key), 'access_password_set'], 'the staff view holds every key')
  t.same(staffView, { ...defaults, access_password_set: true }, 'each as its default')
})

t.test('first start without ACCESS_PASSWORD generates one and announces it once', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const first = await createTestApp([auth, settings], { database })
  const notice = first.bootNotices.find((l) => l.startsWith('Site access password'))
  t.ok(notice)
  const generated = notice!.split(': ')[1]
  t.match(generated, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
  t.ok(await first.passwords.verify((await first.settings.protection()).passwordHash!, generated))
  await first.close()
  const second = await createTestApp([auth, settings], { database })
  t.notOk(second.bootNotices.some((l) => l.startsWith('Site access password')), 'not printed again on restart')
  await second.close()
})

t.test('validateSetting and the password generator', async (t) => {
  t.equal(validateSetting('contact_email', 'Hello@Yerth.com'), 'hello@yerth.com')
  t.equal(validateSetting('contact_email', ''), '', 'empty means "use the default"')
  t.throws(() => validateSetting('facebook_url', 'https://localhost'))
  const seen = new Set(Array.from({ length: 50 }, generateAccessPassword))
  t.equal(seen.size, 50)
})

t.test('two instances on one PostgreSQL see each other\'s changes', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (PGlite is single-process)' }, async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  const a = await createTestApp([auth, settings], { database })
  const b = await createTestApp([auth, settings], { database })
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  t.equal((await b.settings.publicSettings()).company_phone, '', 'b caches the settings')
  const admin = await staff(a, 'admin')
  await a.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { company_phone: '+44 20 7946 0000' } })
  const seen = await eventually(async () => (await b.settings.publicSettings()).company_phone || false, { what: "b seeing a's change" })
  t.equal(seen, '+44 20 7946 0000')
})
