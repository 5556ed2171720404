import t from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { sql } from 'kysely'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { TOTP, Secret } from 'otpauth'
import { connectPglite, type DatabaseHandle } from './db.ts'
import { cookiesFrom, createTestApp, createTestDatabase, jsonHeaders } from './testing.ts'
import { BackupError, contentDigest, createBackup, migrateTo, Passphrase, restoreBackup, verifyBackup } from './backup.ts'
import { CREDENTIAL_RULES, TWO_FACTOR_ENROLMENT_TABLES, TWO_FACTOR_KEY } from './backup-credentials.ts'
import { readPassphraseFile } from './backup-crypto.ts'
import { migrations } from '../../migrations/index.ts'
import { auth } from '../auth/index.ts'
import { staffAccounts } from '../auth/staff-accounts.ts'
import { addAdmin, signIn, staff, type TestAdmin } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { contentTypes } from '../content-types/index.ts'
import { media } from '../media/index.ts'
import { mail } from '../mail/index.ts'
import { enquiries } from '../enquiries/index.ts'
import { contactBody } from '../enquiries/testing.ts'

const dir = mkdtempSync(join(tmpdir(), 'yerth-backup-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string) => join(dir, name)
const digest = (h: DatabaseHandle) => contentDigest(h.db, h.schema)
type Digest = Awaited<ReturnType<typeof digest>>
/**
 * R13 now reads "identical except the credential tables" (R16): the rows of backup-credentials.ts
 * never travel, and a plain file restored onto another site turns two-factor enrolments off.
 */
const CREDENTIAL_TABLES = new Set<string>([...CREDENTIAL_RULES.map((r) => r.table), ...TWO_FACTOR_ENROLMENT_TABLES])
const withoutCredentials = (d: Digest) => Object.fromEntries(Object.entries(d).filter(([name]) => !CREDENTIAL_TABLES.has(name)))

const mailWithoutLoop: FastifyPluginAsync = Object.assign(async (app: FastifyInstance) => app.register(mail, { senderLoop: false }), { [Symbol.for('skip-override')]: true })
const MODULES = [auth, settings, gate, media, contentTypes, mailWithoutLoop, staffAccounts, enquiries]
/** SMTP "configured" (never reached: no sender loop), so invitations and resets are mailed to the outbox. */
const CONFIG = { smtpUrl: 'smtp://127.0.0.1:2525' }

const codeOf = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 })
const send = (app: FastifyInstance, url: string, payload: object, cookie?: string) => app.inject({ method: 'POST', url, headers: jsonHeaders(cookie), payload })

/** Turns two-factor sign-in on for a signed-in admin; answers the TOTP secret. */
async function enrol(app: FastifyInstance, cookie: string, password: string): Promise<string> {
  const setup = await send(app, '/api/auth/2fa/setup', {}, cookie)
  if (setup.statusCode !== 200) throw new Error(`setup ${setup.statusCode} ${setup.body}`)
  const { secret } = setup.json()
  const enabled = await send(app, '/api/auth/2fa/enable', { code: codeOf(secret, -1), password }, cookie)
  if (enabled.statusCode !== 200) throw new Error(`enable ${enabled.statusCode} ${enabled.body}`)
  return secret
}

/** Password, then code: answers the reply of the second step (the password step must ask for a code). */
async function signInWithCode(app: FastifyInstance, who: { email: string; password: string }, secret: string) {
  const first = await send(app, '/api/auth/login', { email: who.email, password: who.password })
  if (first.json().two_factor_required !== true) throw new Error(`no second step asked: ${first.body}`)
  return send(app, '/api/auth/login/2fa', { code: codeOf(secret) }, cookiesFrom(first))
}

/** What the source site left behind that a backup must not carry. */
interface Live {
  /** The super admin with two-factor sign-in on, and the secret of their authenticator. */
  enrolled: TestAdmin
  secret: string
  /** Cookies of a live session and of a pending second step. */
  session: string
  pending: string
  cookieSecret: string
}

/**
 * The site as staff and visitors leave it: an admin with a session, an image, a post, a setting, an
 * enquiry and its mails; a super admin with two-factor sign-in on and a pending second step; an open
 * invitation and an unused password reset, both mailed.
 */
async function populated(): Promise<{ app: FastifyInstance; database: DatabaseHandle; live: Live }> {
  const database = await connectPglite(null)
  const app = await createTestApp(MODULES, { database, ownsDatabase: true, config: CONFIG })
  const admin = await staff(app, 'admin')
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } }).png().toBuffer()
  const image = await app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: jsonHeaders(admin.cookie),
    payload: { image: `data:image/png;base64,${png.toString('base64')}`, filename: 'photo.png' },
  })
  t.equal(image.statusCode, 200, image.body)
  const post = await app.inject({
    method: 'POST',
    url: '/api/cms/blogs',
    headers: jsonHeaders(admin.cookie),
    payload: { title: 'Backed up', category: 'News', content: '<p>Ünïcode “quotes” and a tab\there</p>', status: 'published', featured_image: image.json().url },
  })
  t.ok(post.statusCode < 300, post.body)
  const setting = await app.inject({ method: 'PUT', url: '/api/cms/settings', headers: jsonHeaders(admin.cookie), payload: { contact_email: 'hello@yerth.com' } })
  t.equal(setting.statusCode, 200, setting.body)
  const enquiry = await app.inject({ method: 'POST', url: '/api/public/contact', headers: { 'content-type': 'application/json' }, payload: contactBody() })
  t.ok(enquiry.statusCode < 300, enquiry.body)

  const enrolled = await addAdmin(app, { role: 'super_admin' })
  const session = await signIn(app, enrolled)
  const secret = await enrol(app, session, enrolled.password)
  const pendingStep = await send(app, '/api/auth/login', { email: enrolled.email, password: enrolled.password })
  t.same(pendingStep.json(), { two_factor_required: true })
  const invited = await send(app, '/api/cms/invitations', { email: 'new.hire@yerth.com', name: 'New Hire', role: 'super_admin' }, session)
  t.equal(invited.statusCode, 201, invited.body)
  const reset = await send(app, '/api/auth/password-reset', { email: admin.admin.email })
  t.equal(reset.statusCode, 200, reset.body)
  const { rows } = await sql<{ kind: string }>`select kind from mail_outbox`.execute(database.db)
  t.ok(rows.some((r) => r.kind === 'staff-invitation') && rows.some((r) => r.kind === 'password-reset'), 'both links were mailed')
  return { app, database, live: { enrolled, secret, session, pending: cookiesFrom(pendingStep), cookieSecret: app.cookieSecret } }
}

/** Rewrites a backup's lines (then its checksum, as a real file of that shape would have). */
function rewrite(from: string, to: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(from)).toString('utf8').trimEnd().split('\n').slice(0, -1)
  const body = edit(lines).map((l) => `${l}\n`).join('')
  const sha256 = createHash('sha256').update(body).digest('hex')
  writeFileSync(to, gzipSync(`${body}${JSON.stringify({ end: 'yerth-backup', sha256 })}\n`))
}

const original = file('source.yerth.gz')
const sealed = file('sealed.yerth.enc')
const passphrase = 'correct horse battery staple'
/** One Passphrase for the file: it remembers the scrypt key of each salt (about a second each). */
const key = new Passphrase(passphrase)
let source: DatabaseHandle
let live: Live
let sourceDigest: Digest
let made: Awaited<ReturnType<typeof createBackup>>
t.before(async () => {
  const built = await populated()
  t.teardown(() => built.app.close())
  source = built.database
  live = built.live
  sourceDigest = await digest(source)
  made = await createBackup(source, original)
  await createBackup(source, sealed, { passphrase: key })
})

type Site = { app: FastifyInstance; database: DatabaseHandle; summary: Awaited<ReturnType<typeof restoreBackup>> }
const sites = new Map<string, Promise<Site>>()
/** A fresh database with `backup` restored into it and an app on it, made once per file and shared by the tests. */
function restoredSite(backup: string, opts: Parameters<typeof restoreBackup>[2] = {}): Promise<Site> {
  let site = sites.get(backup)
  if (!site) {
    site = (async () => {
      const database = await connectPglite(null)
      const summary = await restoreBackup(database, backup, opts)
      const app = await createTestApp(MODULES, { database, ownsDatabase: true, config: CONFIG })
      t.teardown(() => app.close())
      return { app, database, summary }
    })()
    sites.set(backup, site)
  }
  return site
}

t.test('the backup holds every table, uploads and the migration history included', async (t) => {
  const header = await verifyBackup(original)
  const rowsOf = (name: string) => header.tables.find((x) => x.name === name)?.rows ?? 0
  for (const name of ['admins', 'images', 'blogs', 'blogs_list', 'settings', 'enquiries', 'mail_outbox', 'audit_log', 'kysely_migration', 'admin_two_factor']) {
    t.ok(rowsOf(name) > 0, `${name} has rows`)
  }
  t.same(header.migrations, Object.keys(migrations))
  t.equal(header.tables.length, Object.keys(sourceDigest).length, 'every table of the catalog')
  t.ok(header.tables.every((x) => x.rows === sourceDigest[x.name].rows || CREDENTIAL_TABLES.has(x.name)), 'every row, credentials aside')
  t.equal(made.rows, header.tables.reduce((n, x) => n + x.rows, 0))
})

t.test('R16: the file holds no live credential', async (t) => {
  const header = await verifyBackup(original)
  const text = gunzipSync(readFileSync(original)).toString('utf8')
  const rowsOf = (name: string) => header.tables.find((x) => x.name === name)?.rows
  const inSource = async (query: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(query)}`.execute(source.db)).rows[0].n
  t.ok((await inSource('sessions')) > 0 && (await inSource('auth_pending_steps')) > 0, 'the source has sessions and a pending second step')
  t.equal(rowsOf('sessions'), 0, 'no sessions')
  t.equal(rowsOf('auth_pending_steps'), 0, 'no pending second steps')
  t.equal(rowsOf('password_resets'), 0, 'no unused reset link')
  t.equal(rowsOf('admin_invitations'), 0, 'no open invitation')
  t.equal(rowsOf('mail_outbox'), (await inSource('mail_outbox')) - 2, 'the invitation and reset mails are left out, the others kept')
  t.notMatch(text, /\?token=/, 'no link with a token anywhere')
  t.notMatch(text, /"(staff-invitation|password-reset)"/, 'no mail of those kinds')
  const secrets = (await sql<{ name: string; value: string }>`select name, value from core_secrets`.execute(source.db)).rows
  t.ok(secrets.some((r) => r.name === 'cookie') && secrets.some((r) => r.name === TWO_FACTOR_KEY))
  for (const { name, value } of secrets) {
    if (name === 'cookie' || name === TWO_FACTOR_KEY) t.notOk(text.includes(value), `the ${name} secret is not in the file`)
  }
  t.notOk(text.includes(live.cookieSecret), 'nor the cookie-signing secret the site runs with')
  const sid = decodeURIComponent(/yerth_sid=([^;.]+)/.exec(live.session)![1])
  t.notOk(text.includes(sid), "nor a live session's id")
  t.same(Object.keys(header.left_out ?? {}).sort(), CREDENTIAL_RULES.map((r) => r.table).sort(), 'the header says what was left out')
  t.match(header.two_factor_key_check, /^[0-9a-f]{32}$/)
})

t.test('R16: a restore ends every session, and nothing from the file signs anyone in', async (t) => {
  const { app, summary } = await restoredSite(original)
  t.not(app.cookieSecret, live.cookieSecret, 'a new session secret')
  t.equal((await app.inject({ url: '/api/auth/me', headers: { cookie: live.session } })).statusCode, 401, 'the old session is gone')
  const replay = await send(app, '/api/auth/login/2fa', { code: codeOf(live.secret) }, live.pending)
  t.equal(replay.statusCode, 401, 'the pending second step is gone')
  t.equal(summary.twoFactorTurnedOff, 1, 'a plain file cannot bring the key of the TOTP secrets onto another site')
  const invitation = await send(app, '/api/auth/invitation', { token: 'A'.repeat(43) })
  t.equal(invitation.statusCode < 300, false)
  const { rows } = await sql<{ n: number }>`select (select count(*) from password_resets where used_at is null) + (select count(*) from admin_invitations where accepted_at is null and revoked_at is null) as n`.execute(app.db)
  t.equal(Number(rows[0].n), 0, 'no unused link to open')

  // A site restored over itself (a file made before issue 29 held sessions and the cookie secret): they are removed.
  const old = file('old-with-sessions.yerth.gz')
  rewrite(original, old, (lines) => lines) // same content, valid checksum
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, old)
  await sql`insert into core_secrets (name, value) values ('cookie', ${live.cookieSecret})`.execute(target.db)
  await sql`insert into sessions (sid, admin_id, data, created_at, last_seen_at, expires_at) select 'old-sid', id, '{}', now(), now(), now() + interval '1 day' from admins limit 1`.execute(target.db)
  const older = file('older.yerth.gz')
  const withSessions = await createBackup(target, older).then(() => gunzipSync(readFileSync(older)).toString('utf8'))
  t.notMatch(withSessions, /old-sid/, 'a new backup leaves them out anyway')
  await restoreBackup(target, original, { force: true })
  const left = await sql<{ n: number }>`select (select count(*) from sessions)::int + (select count(*) from core_secrets where name = 'cookie')::int as n`.execute(target.db)
  t.equal(Number(left.rows[0].n), 0, 'restoring over a site ends its sessions and its session secret')
})

t.test('two-factor sign-in after a restore: an encrypted file keeps enrolments; new enrolments work', async (t) => {
  const { app, summary } = await restoredSite(sealed, { passphrase: key })
  t.equal(summary.twoFactorTurnedOff, 0)
  const signedIn = await signInWithCode(app, live.enrolled, live.secret)
  t.equal(signedIn.statusCode, 200, signedIn.body)
  t.equal(signedIn.json().user.id, live.enrolled.id, 'the enrolled super admin signs in with a code from the same authenticator')

  const newcomer = await addAdmin(app, { role: 'editor' })
  const secret = await enrol(app, await signIn(app, newcomer), newcomer.password)
  t.equal((await signInWithCode(app, newcomer, secret)).statusCode, 200, 'a new enrolment works')
})

t.test('two-factor sign-in after a restore of a plain file: kept over the same site, turned off elsewhere', async (t) => {
  // Elsewhere: the secrets cannot be read, so the enrolment is off and the password alone asks for nothing more.
  const elsewhere = await restoredSite(original)
  t.equal(elsewhere.summary.twoFactorTurnedOff, 1)
  const password = await send(elsewhere.app, '/api/auth/login', { email: live.enrolled.email, password: live.enrolled.password })
  t.equal(password.json().user?.id, live.enrolled.id, 'two-factor sign-in is off for them')
  const secret = await enrol(elsewhere.app, cookiesFrom(password), live.enrolled.password)
  t.equal((await signInWithCode(elsewhere.app, live.enrolled, secret)).statusCode, 200, 'they set it up again')

  // Over the same site (servers stopped): a plain backup of a site, restored onto it, keeps the site's own
  // two-factor key, so the sealed secrets still open.
  const site = await connectPglite(null)
  t.teardown(() => site.close())
  await restoreBackup(site, sealed, { passphrase: key })
  const plain = file('same-site.yerth.gz')
  await createBackup(site, plain)
  const again = await restoreBackup(site, plain, { force: true })
  t.equal(again.twoFactorTurnedOff, 0)
  const keyOf = async (h: DatabaseHandle) => (await sql<{ value: string }>`select value from core_secrets where name = ${TWO_FACTOR_KEY}`.execute(h.db)).rows[0]?.value
  t.equal(await keyOf(site), await keyOf(source), "the site's own key, the one the secrets were sealed under")
  const enrolments = await sql<{ n: number }>`select count(*)::int as n from admin_two_factor where enabled_at is not null`.execute(site.db)
  t.equal(enrolments.rows[0].n, 1, 'the enrolment is still on')
})

t.test('R16: an encrypted backup edited without its passphrase is refused, and the target is unchanged', async (t) => {
  const bytes = readFileSync(sealed)
  t.equal(bytes.subarray(0, 8).toString(), 'YERTHENC')
  t.notOk(bytes.includes(Buffer.from('yerth-backup')), 'nothing readable')
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, original)
  const before = await digest(target)

  await t.rejects(verifyBackup(sealed), { name: 'BackupError', message: /is encrypted: give its passphrase with --passphrase-file/ })
  await t.rejects(verifyBackup(original, { passphrase: key }), /is not encrypted: leave out --passphrase-file/)
  await t.rejects(restoreBackup(target, sealed, { force: true, passphrase: new Passphrase('not the passphrase at all') }), /the file was changed or the passphrase is wrong/)
  for (const [what, at] of [['a byte of the data', Math.floor(bytes.length / 2)], ['a byte of the salt', 15], ['a byte of the tag', bytes.length - 1]] as const) {
    const edited = file(`edited-${at}.enc`)
    const copy = Buffer.from(bytes)
    copy[at] ^= 0x01
    writeFileSync(edited, copy)
    await t.rejects(restoreBackup(target, edited, { force: true, passphrase: key }), { name: 'BackupError', message: /the file was changed or the passphrase is wrong/ }, what)
  }
  const cut = file('cut.enc')
  writeFileSync(cut, bytes.subarray(0, bytes.length - 100))
  await t.rejects(restoreBackup(target, cut, { force: true, passphrase: key }), /cannot be read/)
  t.same(await digest(target), before, 'the target is unchanged')

  await restoreBackup(target, sealed, { force: true, passphrase: key })
  t.same(withoutCredentials(await digest(target)), withoutCredentials(sourceDigest), 'the right passphrase restores it')
})

t.test('PGlite → PostgreSQL → PGlite gives identical content, table by table', async (t) => {
  if (!process.env.TEST_DATABASE_URL) t.comment('TEST_DATABASE_URL is unset: the PostgreSQL leg is replaced by PGlite → PGlite')
  const middle = await createTestDatabase()
  t.teardown(() => middle.close())
  await restoreBackup(middle, original)
  t.same(withoutCredentials(await digest(middle)), withoutCredentials(sourceDigest), `${middle.kind} holds what the source held, credential tables aside (R16)`)
  const { rows } = await sql<{ blogs: number; listed: number }>`select (select count(*) from blogs)::int as blogs, (select count(*) from blogs_list)::int as listed`.execute(middle.db)
  t.same(rows[0], { blogs: 1, listed: 1 }, 'the derived blogs_list was copied, not inserted twice')
  const next = await sql<{ id: number }>`insert into blogs (title, slug, category, content, plain_text, author_name) values ('After', 'after', 'News', '', '', 'x') returning id`.execute(middle.db)
  const max = await sql<{ id: number }>`select max(id)::int as id from blogs where slug <> 'after'`.execute(middle.db)
  t.ok(next.rows[0].id > max.rows[0].id, 'sequences continue after the loaded ids')
  await sql`delete from blogs where slug = 'after'`.execute(middle.db)

  const back = file('middle.yerth.gz')
  await createBackup(middle, back)
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, back)
  t.same(withoutCredentials(await digest(target)), withoutCredentials(sourceDigest), 'and back again')
})

t.test('a target that holds data is refused without --force and replaced with it', async (t) => {
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await migrateTo(target.db, 'public', 'latest')
  await sql`insert into settings (key, value) values ('site_name', '"Other site"')`.execute(target.db)
  const before = await digest(target)
  await t.rejects(restoreBackup(target, original), /already holds \d+ Yerth tables.*--force/)
  t.same(await digest(target), before, 'unchanged')
  await restoreBackup(target, original, { force: true })
  t.same(withoutCredentials(await digest(target)), withoutCredentials(sourceDigest))
})

t.test('a damaged or truncated file is refused before anything is written', async (t) => {
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  await restoreBackup(target, original)
  const before = await digest(target)

  const raw = gunzipSync(readFileSync(original)).toString('utf8')
  const edited = file('edited.yerth.gz')
  writeFileSync(edited, gzipSync(raw.replace('hello@yerth.com', 'hacked@yerth.com')))
  await t.rejects(restoreBackup(target, edited, { force: true }), { name: 'BackupError', message: /damaged \(its SHA-256 checksum does not match/ })
  const truncated = file('truncated.yerth.gz')
  const bytes = readFileSync(original)
  writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
  await t.rejects(restoreBackup(target, truncated, { force: true }), /is truncated/)
  const cut = file('cut.yerth.gz')
  writeFileSync(cut, gzipSync(raw.split('\n').slice(0, 3).join('\n')))
  await t.rejects(restoreBackup(target, cut, { force: true }), /truncated \(it has no end marker\)/)
  const notBackup = file('not-a-backup.gz')
  writeFileSync(notBackup, 'hello')
  await t.rejects(restoreBackup(target, notBackup, { force: true }), /not a Yerth backup/)
  t.same(await digest(target), before, 'the target is unchanged')
})

t.test('a file from a newer schema is refused', async (t) => {
  const newer = file('newer.yerth.gz')
  rewrite(original, newer, ([head, ...rest]) => {
    const header = JSON.parse(head)
    header.migrations.push('2099-01-01-01-from-the-future')
    return [JSON.stringify(header), ...rest]
  })
  const target = await connectPglite(null)
  t.teardown(() => target.close())
  const err = await verifyBackup(newer).catch((e) => e)
  t.ok(err instanceof BackupError)
  t.match(err.message, /made by a newer version of Yerth: its schema has migration 2099-01-01-01-from-the-future, which this version does not know/)
  await t.rejects(restoreBackup(target, newer), /newer version/)
  t.same(Object.keys(await digest(target)), [], 'nothing was created')
})

t.test('a file from an older schema is restored as that schema, then migrated', async (t) => {
  const names = Object.keys(migrations)
  const older = names[names.indexOf('2026-11-26-09-revisions') - 1]
  const old = await connectPglite(null)
  t.teardown(() => old.close())
  await migrateTo(old.db, 'public', older)
  await sql`insert into blogs (title, slug, category, content, plain_text, author_name, status) values ('Old post', 'old-post', 'News', '<p>old</p>', 'old', 'Ada', 'published')`.execute(old.db)
  const oldFile = file('old.yerth.gz')
  await createBackup(old, oldFile)
  t.notOk((await verifyBackup(oldFile)).tables.some((x) => x.name === 'revisions'), 'the file predates the revisions table')

  const target = await connectPglite(null)
  t.teardown(() => target.close())
  const summary = await restoreBackup(target, oldFile)
  t.equal(summary.fromMigration, older)
  t.same(summary.applied, names.slice(names.indexOf(older) + 1))
  const { rows } = await sql<{ title: string; listed: number }>`select title, (select count(*) from blogs_list)::int as listed from blogs`.execute(target.db)
  t.same(rows, [{ title: 'Old post', listed: 1 }])
  const history = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(target.db)
  t.equal(history.rows[0].n, names.length)
})

t.test('the command-line tools, and the embedded database in use', async (t) => {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const run = (cli: string, dataDir: string, ...args: string[]) => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'bin', cli), ...args], {
      env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { code: res.status, out: res.stdout, err: res.stderr }
  }
  const from = join(dir, 'from-data')
  const into = join(dir, 'into-data')
  const cliFile = file('cli.yerth.gz')
  const held = await connectPglite(join(from, 'pglite'))
  await restoreBackup(held, original)
  const busy = run('backup.ts', from, '--out', cliFile)
  t.equal(busy.code, 1)
  t.match(busy.err, /is in use by another Yerth process( \(pid \d+\))?\. Stop the server first/)
  await held.close()

  const backup = run('backup.ts', from, '--out', cliFile)
  t.equal(backup.code, 0, backup.err)
  t.match(backup.out, /Backup written to .*cli\.yerth\.gz: \d+ tables, \d+ rows/)
  const restore = run('restore.ts', into, '--in', cliFile)
  t.equal(restore.code, 0, restore.err)
  t.match(restore.out, /Restored \d+ tables, \d+ rows/)
  t.equal(run('restore.ts', into).code, 2, 'usage error')

  const restored = await connectPglite(join(into, 'pglite'))
  t.teardown(() => restored.close())
  t.same(withoutCredentials(await digest(restored)), withoutCredentials(sourceDigest))
  await restored.close()

  // Encrypted: the passphrase travels in a file of its own; without it the restore is refused.
  const secretFile = file('passphrase.txt')
  writeFileSync(secretFile, `${passphrase}\n`)
  writeFileSync(file('short.txt'), 'short\n')
  t.throws(() => readPassphraseFile(file('short.txt'), 'backup'), /too short: use at least 12 characters/)
  t.equal(readPassphraseFile(secretFile, 'restore'), passphrase, 'the line break ending the file is not part of it')
  const encFile = file('cli.yerth.enc')
  const sealedBackup = run('backup.ts', from, '--out', encFile, '--passphrase-file', secretFile)
  t.equal(sealedBackup.code, 0, sealedBackup.err)
  t.match(sealedBackup.out, /Encrypted backup written to .*cli\.yerth\.enc/)
  const without = run('restore.ts', into, '--in', encFile, '--force')
  t.equal(without.code, 1)
  t.match(without.err, /is encrypted: give its passphrase with --passphrase-file FILE/)
  const right = run('restore.ts', into, '--in', encFile, '--force', '--passphrase-file', secretFile)
  t.equal(right.code, 0, right.err)
  t.match(right.out, /Every session has ended/)
})
