/**
 * Sessions the server ends early say why at their next request: deactivated, deleted, password
 * changed elsewhere (admin-area §6; docs/decisions/0013-no-lost-work.md). The tombstone keeps only the
 * ended id's hash and lasts until the session's own absolute end.
 */
import t from 'tap'
import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { SESSION_END_MESSAGES } from '../../shared/api/auth.ts'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { endSessionsOfAdmin, purgeEndedSessions } from './queries.ts'
import { addAdmin, signIn, staff } from './testing.ts'
import type { AuthTables } from './tables.ts'

const app = await createTestApp([auth])
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

const sidOf = (cookie: string) => cookie.replace(/^yerth_sid=/, '').split('.')[0]
const hashOf = (sid: string) => createHash('sha256').update(sid).digest('hex')
const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } })
const setActive = (cookie: string, id: number, isActive: boolean) =>
  app.inject({ method: 'PUT', url: `/api/cms/admins/${id}/status`, headers: jsonHeaders(cookie), payload: { is_active: isActive } })
const deactivated = { error: SESSION_END_MESSAGES.deactivated, reason: 'deactivated' }

t.test('a deactivated admin is told why, on /me and on every console call', async (t) => {
  const boss = await staff(app, 'super_admin')
  const target = await staff(app, 'editor')
  t.equal((await setActive(boss.cookie, target.admin.id, false)).statusCode, 200)

  const res = await me(target.cookie)
  t.equal(res.statusCode, 401)
  t.same(res.json(), deactivated)
  t.equal(res.json().error, 'Your account has been deactivated. Ask a super admin to restore access.')
  t.notOk(res.headers['set-cookie'], 'the cookie is left alone, so a reload is told again')
  t.equal(res.headers['cache-control'], 'no-store')

  const list = await app.inject({ url: '/api/cms/admins', headers: { cookie: target.cookie } })
  t.equal(list.statusCode, 401)
  t.same(list.json(), deactivated)
  const write = await app.inject({ method: 'POST', url: '/api/cms/admins', headers: jsonHeaders(target.cookie), payload: '{not json' })
  t.same([write.statusCode, write.json()], [401, deactivated], 'turned away before the body is read')
  t.same((await me(target.cookie)).json(), deactivated, 'still told at the next request')

  const health = await app.inject({ url: '/healthz', headers: { cookie: target.cookie } })
  t.equal(health.statusCode, 200, 'routes open to anyone still answer')
  t.equal((await me(boss.cookie)).statusCode, 200, 'the acting super admin stays signed in')
})

t.test('the tombstone holds the hash of the ended id, never the id, and ends with the session', async (t) => {
  const boss = await staff(app, 'super_admin')
  const target = await staff(app, 'viewer')
  const sid = sidOf(target.cookie)
  const session = await db.selectFrom('sessions').selectAll().where('sid', '=', sid).executeTakeFirstOrThrow()
  await setActive(boss.cookie, target.admin.id, false)

  const rows = await db.selectFrom('ended_sessions').selectAll().where('admin_id', '=', target.admin.id).execute()
  t.equal(rows.length, 1)
  t.equal(rows[0].sid_hash, hashOf(sid), 'SHA-256 of the session id')
  t.equal(rows[0].reason, 'deactivated')
  t.same(new Date(rows[0].expires_at), new Date(session.expires_at), "expires with the session's absolute end")
  const anywhere = await sql<{ n: number }>`select count(*)::int as n from ended_sessions where ended_sessions::text like ${`%${sid}%`}`.execute(db)
  t.equal(anywhere.rows[0].n, 0, 'the id itself is stored nowhere')

  await sql`update ended_sessions set expires_at = now() - interval '1 second' where sid_hash = ${hashOf(sid)}`.execute(db)
  const res = await me(target.cookie)
  t.equal(res.statusCode, 401)
  t.same(res.json(), { error: 'Authentication required' }, 'past its end it is an ordinary signed-out cookie')
  await purgeEndedSessions(db)
  t.notOk(await db.selectFrom('ended_sessions').select('sid_hash').where('sid_hash', '=', hashOf(sid)).executeTakeFirst(), 'purged')
})

t.test('deleting an admin and changing a password say so too', async (t) => {
  const boss = await staff(app, 'super_admin')
  const gone = await staff(app, 'editor')
  t.equal((await app.inject({ method: 'DELETE', url: `/api/cms/admins/${gone.admin.id}`, headers: { cookie: boss.cookie } })).statusCode, 200)
  t.same((await me(gone.cookie)).json(), { error: SESSION_END_MESSAGES.deleted, reason: 'deleted' })

  const admin = await addAdmin(app, { role: 'viewer' })
  const here = await signIn(app, admin)
  const elsewhere = await signIn(app, admin)
  const res = await app.inject({
    method: 'PUT',
    url: '/api/cms/profile/change-password',
    headers: jsonHeaders(here),
    payload: { currentPassword: admin.password, newPassword: 'another fine secret' },
  })
  t.equal(res.statusCode, 200)
  t.equal((await me(here)).statusCode, 200, 'this session continues')
  t.same((await me(elsewhere)).json(), { error: SESSION_END_MESSAGES.password_changed, reason: 'password_changed' })

  // The shell's reset-password (bin/admin.ts) ends sessions with the same query.
  const reset = await staff(app, 'viewer')
  t.equal(await endSessionsOfAdmin(db, reset.admin.id, 'password_reset'), 1)
  t.same((await me(reset.cookie)).json(), { error: SESSION_END_MESSAGES.password_reset, reason: 'password_reset' })
})

t.test('reactivating forgets the reason; signing in or out with the old cookie clears it', async (t) => {
  const boss = await staff(app, 'super_admin')
  const target = await staff(app, 'editor')
  await setActive(boss.cookie, target.admin.id, false)
  t.same((await me(target.cookie)).json(), deactivated)

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: jsonHeaders(target.cookie),
    payload: { email: target.admin.email, password: target.admin.password },
  })
  t.same([login.statusCode, login.json()], [401, { error: 'Invalid email or password' }], 'sign-in still gives the one failure message')

  await setActive(boss.cookie, target.admin.id, true)
  t.same((await me(target.cookie)).json(), { error: 'Authentication required' }, 'back in: the old cookie is just signed out')
  const fresh = await signIn(app, target.admin, target.cookie)
  t.not(sidOf(fresh), sidOf(target.cookie))
  t.equal((await me(fresh)).statusCode, 200)

  const other = await staff(app, 'viewer')
  await setActive(boss.cookie, other.admin.id, false)
  const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other.cookie } })
  t.equal(logout.statusCode, 200)
  t.match(String(logout.headers['set-cookie']), /^yerth_sid=;/, 'logout clears the cookie')
  t.notOk(await db.selectFrom('ended_sessions').select('sid_hash').where('sid_hash', '=', hashOf(sidOf(other.cookie))).executeTakeFirst(), 'and forgets the reason')
  t.same((await me(other.cookie)).json(), { error: 'Authentication required' })
})

t.test('a cookie that never had a session costs one lookup and reads as signed out', async (t) => {
  const admin = await addAdmin(app, { role: 'viewer' })
  const cookie = await signIn(app, admin)
  await db.deleteFrom('sessions').where('sid', '=', sidOf(cookie)).execute()
  const res = await me(cookie)
  t.same([res.statusCode, res.json()], [401, { error: 'Authentication required' }])
  t.match(String(res.headers['set-cookie']), /^yerth_sid=;/, 'an unknown session id is cleared as before')
})
