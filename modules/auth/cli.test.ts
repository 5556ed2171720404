import t from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectPglite } from '../core/db.ts'
import { TOTP, Secret } from 'otpauth'
import { cookiesFrom, createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { signIn } from './testing.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'yerth-cli-'))
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))

const { DATABASE_URL: _ignored, ...env } = process.env
function admin(...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'bin', 'admin.ts'), ...args], {
    env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: res.status, out: res.stdout, err: res.stderr }
}

t.test('help and usage errors', async (t) => {
  const help = admin('--help')
  t.equal(help.code, 0)
  t.match(help.out, /npm run admin -- create --email E --role R/)
  const bad = admin('create', '--email', 'x@test.example', '--role', 'emperor')
  t.equal(bad.code, 2)
  t.match(bad.err, /--role must be one of: viewer, editor, admin, super_admin/)
  const common = admin('create', '--email', 'weak@test.example', '--role', 'viewer', '--password', 'Password1')
  t.equal(common.code, 2, 'a common password is refused before anything is opened')
  t.match(common.err, /--password: This is one of the most common passwords/)
  const own = admin('reset-password', '--email', 'weak.person@test.example', '--password', 'WEAK.PERSON')
  t.equal(own.code, 2)
  t.match(own.err, /--password: The password must not be the e-mail address/)
})

t.test('create, duplicate, reset-password', async (t) => {
  const created = admin('create', '--email', 'Cli@Test.example', '--role', 'admin', '--name', 'Cli Person')
  t.equal(created.code, 0, created.err)
  const generated = /with password: (\S+)/.exec(created.out)?.[1]
  t.ok(generated && generated.length >= 20, created.out)

  const again = admin('create', '--email', 'cli@test.example', '--role', 'viewer', '--password', 'secret-one')
  t.equal(again.code, 1)
  t.match(again.err, /An admin with this email already exists/)

  const reset = admin('reset-password', '--email', 'cli@test.example', '--password', 'brand-new-pass')
  t.equal(reset.code, 0, reset.err)
  t.match(reset.out, /New password for cli@test.example set/)

  const missing = admin('reset-password', '--email', 'ghost@test.example')
  t.equal(missing.code, 1)
  t.match(missing.err, /No admin has the email ghost@test.example/)

  const database = await connectPglite(join(dataDir, 'pglite'))
  const app = await createTestApp([auth], { database, ownsDatabase: true })
  t.teardown(() => app.close())
  await t.rejects(signIn(app, { email: 'cli@test.example', password: generated! }), /401/, 'the generated password was replaced')
  t.ok(await signIn(app, { email: 'cli@test.example', password: 'brand-new-pass' }))
  t.same(app.bootNotices, [], 'an admin exists, so no first-start account was made')
})

t.test('reset-2fa: the last super admin who lost their authenticator gets back in', async (t) => {
  const email = 'boss-2fa@test.example'
  const password = 'boss-two-factor-pass'
  t.equal(admin('create', '--email', email, '--role', 'super_admin', '--password', password).code, 0)
  t.equal(admin('reset-2fa', '--email', email).code, 1, 'nothing to reset yet')

  const open = async () => createTestApp([auth], { database: await connectPglite(join(dataDir, 'pglite')), ownsDatabase: true })
  let app = await open()
  const cookie = await signIn(app, { email, password })
  const setup = await app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: jsonHeaders(cookie), payload: {} })
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.json().secret) })
  t.equal((await app.inject({ method: 'POST', url: '/api/auth/2fa/enable', headers: jsonHeaders(cookie), payload: { code, password } })).statusCode, 200)
  const login = () => app.inject({ method: 'POST', url: '/api/auth/login', headers: jsonHeaders(), payload: { email, password } })
  t.same((await login()).json(), { two_factor_required: true })
  await app.close()

  const reset = admin('reset-2fa', '--email', email)
  t.equal(reset.code, 0, reset.err)
  t.match(reset.out, /Two-factor sign-in is off for boss-2fa@test.example/)
  const again = admin('reset-2fa', '--email', email)
  t.equal(again.code, 1)
  t.match(again.err, /does not use two-factor sign-in/)
  t.match(admin('reset-2fa').err, /--email is required/)

  app = await open()
  t.teardown(() => app.close())
  const res = await login()
  t.equal(res.json().user?.email, email, 'the password alone signs in')
  const audit = await app.audit.recent(5)
  t.ok(audit.some((a) => a.action === 'two_factor_reset' && (a.details as { via?: string })?.via === 'cli'), 'audited as done from the shell')
  t.ok(cookiesFrom(res))
})
