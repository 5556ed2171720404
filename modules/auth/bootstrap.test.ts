import t from 'tap'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { testConfig } from '../core/config.ts'
import { createTestApp, createTestDatabase } from '../core/testing.ts'
import { migrateToLatest } from '../core/migrate.ts'
import { auth } from './index.ts'
import { ensureFirstAdmin } from './bootstrap.ts'
import { signIn } from './testing.ts'
import type { AuthTables } from './tables.ts'

const admins = (app: FastifyInstance) => (app.db as Kysely<AuthTables>).selectFrom('admins').selectAll().execute()

t.test('first start creates admin@yerth.com with a generated password, shown once', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())

  const first = await createTestApp([auth], { database })
  const [notice] = first.bootNotices
  const match = /^Admin sign-in: admin@yerth\.com \/ (\S+)$/.exec(notice ?? '')
  t.ok(match, notice)
  const password = match![1]
  t.ok(password.length >= 20, `${password.length} characters`)
  t.match(await admins(first), [{ email: 'admin@yerth.com', role: 'super_admin', is_active: true }])
  t.ok(await signIn(first, { email: 'admin@yerth.com', password }))
  await first.close()

  const second = await createTestApp([auth], { database })
  t.same(second.bootNotices, [], 'nothing to show on the next start')
  t.equal((await admins(second)).length, 1)
  await second.close()
})

t.test('ADMIN_EMAIL / ADMIN_PASSWORD are used when set, and the password is not echoed', async (t) => {
  const app = await createTestApp([auth], { config: { adminEmail: 'boss@test.example', adminPassword: 'from-the-env' } })
  t.teardown(() => app.close())
  t.same(app.bootNotices, ['Admin sign-in: boss@test.example (password from ADMIN_PASSWORD)'])
  t.ok(await signIn(app, { email: 'boss@test.example', password: 'from-the-env' }))
})

t.test('two instances starting at once create one admin', async (t) => {
  const database = await createTestDatabase()
  t.teardown(() => database.close())
  await migrateToLatest(database.db, database.schema)
  const logged: unknown[] = []
  const fakeApp = () =>
    ({ config: testConfig(), bootNotices: [] as string[], log: { info: (...args: unknown[]) => logged.push(args) } }) as unknown as FastifyInstance
  const [a, b] = [fakeApp(), fakeApp()]
  const db = database.db as Kysely<AuthTables>
  await Promise.all([ensureFirstAdmin(a, db), ensureFirstAdmin(b, db)])
  t.equal((await db.selectFrom('admins').select('id').execute()).length, 1)
  const notices = [...a.bootNotices, ...b.bootNotices]
  t.equal(notices.length, 1, 'one instance shows the password')
  const password = notices[0].split(' / ')[1]
  t.notMatch(JSON.stringify(logged), password, 'the password never reaches the log')
})

t.test('a common ADMIN_PASSWORD, or the e-mail itself, stops the first start with a message naming it', async (t) => {
  for (const adminPassword of ['password123', 'Boss@Test.example']) {
    const database = await createTestDatabase()
    t.teardown(() => database.close())
    await t.rejects(createTestApp([auth], { database, config: { adminEmail: 'boss@test.example', adminPassword } }), { message: /ADMIN_PASSWORD cannot be used for the first super admin: (This is one of the most common passwords|The password must not be the e-mail)/ }, adminPassword)
    await migrateToLatest(database.db, database.schema)
    t.equal((await (database.db as Kysely<AuthTables>).selectFrom('admins').select('id').execute()).length, 0, 'no admin was created')
  }
})
