import t from 'tap'
import type { Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { addAdmin, signIn, staff } from './testing.ts'
import type { AuthTables } from './tables.ts'

const OWNER = 'owner@test.example'
const app = await createTestApp([auth], { config: { ownerEmails: [OWNER] } })
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

const boss = await staff(app, 'super_admin')
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: payload ? jsonHeaders(cookie) : { cookie }, ...(payload ? { payload } : {}) })
const lastAudit = async (action: string) =>
  db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst()

t.test('list: every staff role may read it; protected marks super admins and owners', async (t) => {
  const owner = await addAdmin(app, { role: 'editor', email: OWNER })
  const viewer = await staff(app, 'viewer')
  const res = await call('GET', '/api/cms/admins', viewer.cookie)
  t.equal(res.statusCode, 200)
  const admins = res.json().admins as Array<{ email: string; protected: boolean }>
  t.notMatch(res.body, /password/)
  t.equal(admins.find((a) => a.email === OWNER)?.protected, true, 'owner (an editor) is protected')
  t.equal(admins.find((a) => a.email === boss.admin.email)?.protected, true, 'super admin is protected')
  t.equal(admins.find((a) => a.email === viewer.admin.email)?.protected, false)
  t.ok(owner.id)
})

t.test('create', async (t) => {
  const res = await call('POST', '/api/cms/admins', boss.cookie, { email: 'New.Editor@Test.example', password: 'secret-one', role: 'editor', name: '  New Editor ' })
  t.equal(res.statusCode, 201)
  t.match(res.json().admin, { email: 'new.editor@test.example', name: 'New Editor', role: 'editor', is_active: true, protected: false })
  t.ok(await signIn(app, { email: 'new.editor@test.example', password: 'secret-one' }), 'the new admin can sign in')
  t.match(await lastAudit('admin_created'), { admin_id: boss.admin.id, target_type: 'admin', target_id: String(res.json().admin.id), details: { role: 'editor' } })

  const dup = await call('POST', '/api/cms/admins', boss.cookie, { email: 'NEW.editor@test.example', password: 'secret-one', role: 'viewer', name: 'Again' })
  t.same([dup.statusCode, dup.json()], [409, { error: 'An admin with this email already exists' }])

  const blank = await call('POST', '/api/cms/admins', boss.cookie, { email: 'blank@test.example', password: 'secret-one', role: 'viewer', name: '   ' })
  t.same([blank.statusCode, blank.json()], [400, { error: 'Name is required' }])

  const short = await call('POST', '/api/cms/admins', boss.cookie, { email: 'short@test.example', password: '12345', role: 'viewer', name: 'S' })
  t.equal(short.statusCode, 400)
  t.match(short.json().error, /password must be at least 6 characters/)

  const superNew = await call('POST', '/api/cms/admins', boss.cookie, { email: 'super2@test.example', password: 'secret-one', role: 'super_admin', name: 'Second' })
  t.equal(superNew.statusCode, 201, 'a super admin may create a super admin')
  t.equal(superNew.json().admin.protected, true)

  const admin = await staff(app, 'admin')
  const bySomeoneElse = await call('POST', '/api/cms/admins', admin.cookie, { email: 'super3@test.example', password: 'secret-one', role: 'super_admin', name: 'Third' })
  t.equal(bySomeoneElse.statusCode, 403, 'nobody else may')
})

t.test('delete', async (t) => {
  const missing = await call('DELETE', '/api/cms/admins/999999', boss.cookie)
  t.same([missing.statusCode, missing.json()], [404, { error: 'Admin user not found' }])

  const self = await call('DELETE', `/api/cms/admins/${boss.admin.id}`, boss.cookie)
  t.same([self.statusCode, self.json()], [403, { error: 'You cannot delete your own account' }])

  const otherSuper = await addAdmin(app, { role: 'super_admin' })
  const sup = await call('DELETE', `/api/cms/admins/${otherSuper.id}`, boss.cookie)
  t.same([sup.statusCode, sup.json()], [403, { error: 'Super admin accounts are protected and cannot be deleted' }])

  const owner = await db.selectFrom('admins').select('id').where('email', '=', OWNER).executeTakeFirstOrThrow()
  const own = await call('DELETE', `/api/cms/admins/${owner.id}`, boss.cookie)
  t.same([own.statusCode, own.json()], [403, { error: 'This owner account is protected and cannot be deleted' }])

  const victim = await addAdmin(app, { role: 'viewer' })
  const ok = await call('DELETE', `/api/cms/admins/${victim.id}`, boss.cookie)
  t.same([ok.statusCode, ok.json()], [200, { success: true }])
  t.notOk(await db.selectFrom('admins').select('id').where('id', '=', victim.id).executeTakeFirst())
  t.match(await lastAudit('admin_deleted'), { admin_id: boss.admin.id, target_id: String(victim.id), details: { email: victim.email } })
  t.equal((await call('DELETE', `/api/cms/admins/${victim.id}`, boss.cookie)).statusCode, 404, 'gone')
})

t.test('status', async (t) => {
  const self = await call('PUT', `/api/cms/admins/${boss.admin.id}/status`, boss.cookie, { is_active: false })
  t.same([self.statusCode, self.json()], [403, { error: 'You cannot deactivate your own account' }])
  t.equal((await call('PUT', `/api/cms/admins/${boss.admin.id}/status`, boss.cookie, { is_active: true })).statusCode, 200, 'activating yourself is a harmless no-op')

  const owner = await db.selectFrom('admins').select('id').where('email', '=', OWNER).executeTakeFirstOrThrow()
  const own = await call('PUT', `/api/cms/admins/${owner.id}/status`, boss.cookie, { is_active: false })
  t.same([own.statusCode, own.json()], [403, { error: 'This owner account is protected and cannot be deactivated' }])

  const otherSuper = await staff(app, 'super_admin')
  const off = await call('PUT', `/api/cms/admins/${otherSuper.admin.id}/status`, boss.cookie, { is_active: false })
  t.equal(off.statusCode, 200, 'another (non-owner) super admin can be deactivated')
  t.match(off.json().admin, { id: otherSuper.admin.id, is_active: false })
  t.equal((await call('GET', '/api/auth/me', otherSuper.cookie)).statusCode, 401, 'and is signed out')
  t.match(await lastAudit('admin_deactivated'), { admin_id: boss.admin.id, target_id: String(otherSuper.admin.id) })
  await t.rejects(signIn(app, otherSuper.admin), /401/, 'and cannot sign in')

  const on = await call('PUT', `/api/cms/admins/${otherSuper.admin.id}/status`, boss.cookie, { is_active: true })
  t.match(on.json().admin, { is_active: true })
  t.ok(await lastAudit('admin_activated'))
  t.ok(await signIn(app, otherSuper.admin), 'reactivated admins sign in again')

  t.equal((await call('PUT', '/api/cms/admins/999999/status', boss.cookie, { is_active: true })).statusCode, 404)
})

t.test('profile: own name', async (t) => {
  const me = await staff(app, 'viewer')
  const blank = await call('PUT', '/api/cms/profile/update', me.cookie, { name: '  \t ' })
  t.same([blank.statusCode, blank.json()], [400, { error: 'Name is required' }])
  const ok = await call('PUT', '/api/cms/profile/update', me.cookie, { name: '  Renamed Person ' })
  t.equal(ok.statusCode, 200)
  t.match(ok.json().user, { id: me.admin.id, name: 'Renamed Person' })
  t.equal((await call('GET', '/api/auth/me', me.cookie)).json().user.name, 'Renamed Person')
  t.match(await lastAudit('profile_updated'), { admin_id: me.admin.id, details: { name: 'Renamed Person' } })
})

t.test('profile: change password messages', async (t) => {
  const me = await staff(app, 'editor')
  const change = (payload: object) => call('PUT', '/api/cms/profile/change-password', me.cookie, payload)
  const cases: Array<[object, string]> = [
    [{}, 'Please fill in all password fields'],
    [{ currentPassword: me.admin.password }, 'Please fill in all password fields'],
    [{ currentPassword: '', newPassword: 'longenough' }, 'Please fill in all password fields'],
    [{ currentPassword: me.admin.password, newPassword: '12345' }, 'New password must be at least 6 characters long'],
    [{ currentPassword: 'not it at all', newPassword: 'longenough' }, 'Current password is incorrect'],
  ]
  for (const [payload, error] of cases) {
    const res = await change(payload)
    t.same([res.statusCode, res.json().error], [400, error], JSON.stringify(payload))
  }
  const short = await change({ currentPassword: me.admin.password, newPassword: '12345' })
  t.same(short.json().details, [{ field: 'newPassword', message: 'New password must be at least 6 characters long' }], 'shown at the new password field')
  const ok = await change({ currentPassword: me.admin.password, newPassword: 'longenough' })
  t.equal(ok.statusCode, 200)
  t.match(await lastAudit('password_changed'), { admin_id: me.admin.id, target_id: String(me.admin.id) })
  t.notMatch(JSON.stringify(await db.selectFrom('audit_log').select('details').execute()), /longenough/, 'no password in the audit log')
})

t.test('profile: wrong current passwords are throttled', async (t) => {
  const me = await staff(app, 'viewer')
  const wrong = () => call('PUT', '/api/cms/profile/change-password', me.cookie, { currentPassword: 'guess-guess', newPassword: 'whatever1' })
  for (let i = 0; i < 5; i++) t.equal((await wrong()).statusCode, 400)
  const blocked = await wrong()
  t.equal(blocked.statusCode, 429)
  t.ok(Number(blocked.headers['retry-after']) > 0)
})
