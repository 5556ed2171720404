import t from 'tap'
import { sql, type Kysely, type KyselyPlugin } from 'kysely'
import { createTestApp, createTestDatabase, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { addAdmin, signIn, staff } from './testing.ts'
import type { AuthTables } from './tables.ts'
import { SESSION_END_MESSAGES } from '../../shared/api/auth.ts'

// Counts every statement the app sends, to prove visitors cost no query.
let queries = 0
const counter: KyselyPlugin = {
  transformQuery: (args) => (queries++, args.node),
  transformResult: async (args) => args.result,
}
const database = await createTestDatabase()
const app = await createTestApp([auth], { database: { ...database, db: database.db.withPlugin(counter) }, ownsDatabase: true })
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

const sidOf = (cookie: string) => cookie.replace(/^yerth_sid=/, '').split('.')[0]
const sessionRow = (sid: string) => db.selectFrom('sessions').selectAll().where('sid', '=', sid).executeTakeFirst()
const me = (cookie?: string) => app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} })

t.test('visitors get no session row, no cookie and cost no query', async (t) => {
  const before = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  queries = 0
  const res = await me()
  t.equal(res.statusCode, 401)
  t.notOk(res.headers['set-cookie'])
  const forged = await me('yerth_sid=made-up.value')
  t.equal(forged.statusCode, 401)
  t.equal(queries, 0, 'no query without a (validly signed) session cookie')
  const after = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  t.equal(Number(after.n), Number(before.n))
})

t.test('sign-in rotates the session id: the pre-login id is dead afterwards', async (t) => {
  const first = await addAdmin(app, { role: 'viewer' })
  const second = await addAdmin(app, { role: 'editor' })
  const before = await signIn(app, first)
  t.ok(await sessionRow(sidOf(before)), 'the first session is stored')

  // Sign in again while presenting the old cookie (a planted or leftover session).
  const after = await signIn(app, second, before)
  t.not(sidOf(after), sidOf(before), 'a new id')
  t.notOk(await sessionRow(sidOf(before)), 'the old row is gone')
  t.equal((await me(before)).statusCode, 401, 'the old cookie no longer works')
  const now = await me(after)
  t.equal(now.json().user.email, second.email)
  t.match(await sessionRow(sidOf(after)), { admin_id: second.id })
})

t.test('logout destroys the server session: the cookie no longer works', async (t) => {
  const { cookie } = await staff(app, 'admin')
  t.equal((await me(cookie)).statusCode, 200)
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
  t.notOk(await sessionRow(sidOf(cookie)))
  t.equal((await me(cookie)).statusCode, 401)
})

t.test('logout ends the session even when the body cannot be read', async (t) => {
  const { cookie } = await staff(app, 'viewer')
  const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: jsonHeaders(cookie), payload: '{not json' })
  t.equal(res.statusCode, 400)
  t.equal((await me(cookie)).statusCode, 401)
})

t.test('a deactivated admin is out at the next request', async (t) => {
  const { admin, cookie } = await staff(app, 'editor')
  // Behind the API's back (the API ends the sessions itself; see session-end-reasons.test.ts).
  await db.updateTable('admins').set({ is_active: false }).where('id', '=', admin.id).execute()
  const res = await me(cookie)
  t.equal(res.statusCode, 401)
  t.same(res.json(), { error: SESSION_END_MESSAGES.deactivated, reason: 'deactivated' }, 'and is told why')
  t.notOk(await sessionRow(sidOf(cookie)), 'session row deleted')
  await db.updateTable('admins').set({ is_active: true }).where('id', '=', admin.id).execute()
  t.equal((await me(cookie)).statusCode, 401, 'reactivating does not revive the old session')
})

t.test('deactivating and deleting through the API end that admin\'s sessions', async (t) => {
  const boss = await staff(app, 'super_admin')
  const a = await staff(app, 'editor')
  const b = await staff(app, 'viewer')
  const off = await app.inject({ method: 'PUT', url: `/api/cms/admins/${a.admin.id}/status`, headers: jsonHeaders(boss.cookie), payload: { is_active: false } })
  t.equal(off.statusCode, 200)
  t.equal((await db.selectFrom('sessions').select('sid').where('admin_id', '=', a.admin.id).execute()).length, 0)
  t.equal((await me(a.cookie)).statusCode, 401)

  const del = await app.inject({ method: 'DELETE', url: `/api/cms/admins/${b.admin.id}`, headers: { cookie: boss.cookie } })
  t.equal(del.statusCode, 200)
  t.equal((await me(b.cookie)).statusCode, 401)
  t.equal((await me(boss.cookie)).statusCode, 200, 'the acting admin stays signed in')
})

t.test('changing the password ends the other sessions and keeps this one', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const here = await signIn(app, admin)
  const elsewhere = await signIn(app, admin)
  const res = await app.inject({
    method: 'PUT',
    url: '/api/cms/profile/change-password',
    headers: jsonHeaders(here),
    payload: { currentPassword: admin.password, newPassword: 'a brand new secret' },
  })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true })
  t.equal((await me(here)).statusCode, 200, 'this session continues')
  t.equal((await me(elsewhere)).statusCode, 401, 'the other session is over')
  await t.rejects(signIn(app, admin), /401/, 'the old password no longer works')
  t.ok(await signIn(app, { email: admin.email, password: 'a brand new secret' }))
})

t.test('idle timeout', async (t) => {
  const { cookie } = await staff(app, 'viewer')
  const idle = app.config.sessionIdleMinutes
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${idle + 1})` })
    .where('sid', '=', sidOf(cookie))
    .execute()
  t.equal((await me(cookie)).statusCode, 401)
  t.notOk(await sessionRow(sidOf(cookie)), 'the expired row is deleted')
})

t.test('absolute timeout, however active the session', async (t) => {
  const { cookie } = await staff(app, 'viewer')
  await sql`update sessions set expires_at = now() - interval '1 second' where sid = ${sidOf(cookie)}`.execute(db)
  t.equal((await me(cookie)).statusCode, 401)
})

t.test('expires_at is the absolute end; last_seen_at is written at most once a minute', async (t) => {
  const { cookie } = await staff(app, 'viewer')
  const sid = sidOf(cookie)
  const row = (await sessionRow(sid))!
  const lifetimeHours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3600_000
  t.equal(Math.round(lifetimeHours), app.config.sessionAbsoluteHours)

  queries = 0
  const res = await me(cookie)
  t.equal(queries, 3, 'a fresh session: read session, read admin, /me reads the admin; no write')
  t.notOk(res.headers['set-cookie'], 'the cookie is not re-sent on every request')
  t.same((await sessionRow(sid))!.last_seen_at, row.last_seen_at)

  await sql`update sessions set last_seen_at = now() - interval '2 minutes' where sid = ${sid}`.execute(db)
  const stale = (await sessionRow(sid))!.last_seen_at
  t.equal((await me(cookie)).statusCode, 200)
  const touched = (await sessionRow(sid))!.last_seen_at
  t.ok(new Date(touched).getTime() > new Date(stale).getTime() + 60_000, 'last_seen_at moved forward')
})

t.test('endOtherSessions', async (t) => {
  const admin = await addAdmin(app, { role: 'editor' })
  const one = await signIn(app, admin)
  const two = await signIn(app, admin)
  t.equal(await app.authSessions.endOtherSessions(admin.id, 'password_changed', sidOf(one)), 1)
  t.equal((await me(one)).statusCode, 200)
  t.equal((await me(two)).statusCode, 401)
  t.equal(await app.authSessions.endOtherSessions(admin.id, 'deactivated'), 1)
  t.equal((await me(one)).statusCode, 401)
})
