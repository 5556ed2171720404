/**
 * A super admin manages other staff beyond create/delete (issue 16): their role and their password.
 * And every staff password, wherever it is set, is refused when it is common or is the e-mail.
 */
import t from 'tap'
import type { Kysely } from 'kysely'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from './index.ts'
import { existsSync } from 'node:fs'
import * as languageCommon from '@zxcvbn-ts/language-common'
import { COMMON_COUNT, commonPasswords, PASSWORD_MESSAGES, passwordRefusal } from './password-policy.ts'
import { addAdmin, signIn, staff } from './testing.ts'
import type { AuthTables } from './tables.ts'

const OWNER = 'owner@test.example'
const app = await createTestApp([auth], { config: { ownerEmails: [OWNER] } })
t.teardown(() => app.close())
const db = app.db as Kysely<AuthTables>

const boss = await staff(app, 'super_admin')
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: payload ? jsonHeaders(cookie) : { cookie }, ...(payload ? { payload } : {}) })
const lastAudit = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirst()

t.test('the password rules: common passwords and the e-mail, whatever the case', async (t) => {
  for (const weak of ['password', 'Password1', 'QWERTY123', 'iloveyou', '123456789', 'letmein']) t.equal(passwordRefusal(weak, 'ada@yerth.com'), PASSWORD_MESSAGES.common, weak)
  t.equal(passwordRefusal('Ada.Lovelace@Yerth.com', 'ada.lovelace@yerth.com'), PASSWORD_MESSAGES.email)
  t.equal(passwordRefusal('ADA.LOVELACE', 'ada.lovelace@yerth.com'), PASSWORD_MESSAGES.email, 'the part before @ too')
  t.equal(passwordRefusal('correct horse battery', 'ada@yerth.com'), null)
  t.equal(passwordRefusal('Yerth-2026-tram!', 'ada@yerth.com'), null)
})

t.test('the common passwords are the package\'s ranked list (no copy in the source)', async (t) => {
  const list = commonPasswords()
  t.equal(list.size, COMMON_COUNT, `the ${COMMON_COUNT} most common`)
  t.ok([...list].every((p) => p.length >= 6 && p === p.toLowerCase()), 'of 6+ characters, lower-cased')
  const ranked = (languageCommon.dictionary['passwords-common'] as string[]).filter((p) => p.length >= 6 && /^[\x20-\x7e]+$/.test(p))
  t.ok(list.has(ranked[COMMON_COUNT - 1].toLowerCase()) && !list.has(ranked[ranked.length - 1].toLowerCase()), 'cut at the rank')
  t.notOk(existsSync(new URL('./common-passwords.ts', import.meta.url)), 'common-passwords.ts is gone')
})

t.test('creating an admin: a common password or the e-mail is refused at the password field', async (t) => {
  for (const [password, message] of [
    ['password123', PASSWORD_MESSAGES.common],
    ['New.Person@test.example', PASSWORD_MESSAGES.email],
  ] as const) {
    const res = await call('POST', '/api/cms/admins', boss.cookie, { email: 'new.person@test.example', password, role: 'viewer', name: 'New Person' })
    t.equal(res.statusCode, 400, password)
    t.same(res.json(), { error: message, details: [{ field: 'password', message }] }, password)
  }
  t.notOk(await db.selectFrom('admins').select('id').where('email', '=', 'new.person@test.example').executeTakeFirst(), 'nobody was created')
})

t.test('changing one\'s own password: the same rules at the new password field', async (t) => {
  const me = await staff(app, 'editor')
  for (const [newPassword, message] of [
    ['football', PASSWORD_MESSAGES.common],
    [me.admin.email.toUpperCase(), PASSWORD_MESSAGES.email],
  ] as const) {
    const res = await call('PUT', '/api/cms/profile/change-password', me.cookie, { currentPassword: me.admin.password, newPassword })
    t.equal(res.statusCode, 400)
    t.same(res.json().details, [{ field: 'newPassword', message }])
  }
  t.ok(await signIn(app, me.admin), 'the old password still works')
})

t.test('a super admin changes another admin\'s role', async (t) => {
  const ed = await staff(app, 'editor')
  const res = await call('PUT', `/api/cms/admins/${ed.admin.id}/role`, boss.cookie, { role: 'admin' })
  t.equal(res.statusCode, 200)
  t.match(res.json().admin, { id: ed.admin.id, role: 'admin' })
  t.equal((await call('GET', '/api/auth/me', ed.cookie)).json().user.role, 'admin', 'at the next request, without signing in again')
  t.match(await lastAudit('admin_role_changed'), { admin_id: boss.admin.id, target_id: String(ed.admin.id), details: { email: ed.admin.email, from: 'editor', to: 'admin' } })

  const up = await call('PUT', `/api/cms/admins/${ed.admin.id}/role`, boss.cookie, { role: 'super_admin' })
  t.match(up.json().admin, { role: 'super_admin', protected: true })
  const down = await call('PUT', `/api/cms/admins/${ed.admin.id}/role`, boss.cookie, { role: 'viewer' })
  t.match(down.json().admin, { role: 'viewer', protected: false }, 'another super admin may be demoted while one remains')

  const self = await call('PUT', `/api/cms/admins/${boss.admin.id}/role`, boss.cookie, { role: 'editor' })
  t.same([self.statusCode, self.json()], [403, { error: 'You cannot change your own role here' }])
  const owner = await addAdmin(app, { role: 'admin', email: OWNER })
  const own = await call('PUT', `/api/cms/admins/${owner.id}/role`, boss.cookie, { role: 'viewer' })
  t.equal(own.statusCode, 403, 'owners keep their role')
  t.match(own.json(), { error: /owner account is protected/ })
  t.equal((await call('PUT', '/api/cms/admins/999999/role', boss.cookie, { role: 'viewer' })).statusCode, 404)
  const bad = await call('PUT', `/api/cms/admins/${ed.admin.id}/role`, boss.cookie, { role: 'owner' })
  t.equal(bad.statusCode, 400)

  const admin = await staff(app, 'admin')
  const notSuper = await call('PUT', `/api/cms/admins/${ed.admin.id}/role`, admin.cookie, { role: 'super_admin' })
  t.equal(notSuper.statusCode, 403, 'only a super admin manages roles')
})

t.test('the last active super admin cannot be demoted, even by two super admins at once', async (t) => {
  const separate = await createTestApp([auth])
  t.teardown(() => separate.close())
  const a = await staff(separate, 'super_admin')
  const b = await staff(separate, 'super_admin')
  // Only a and b stay active super admins (the first-start admin is switched off).
  const supers = await (separate.db as Kysely<AuthTables>).selectFrom('admins').select('id').where('role', '=', 'super_admin').where('is_active', '=', true).execute()
  for (const s of supers) if (s.id !== a.admin.id && s.id !== b.admin.id) await (separate.db as Kysely<AuthTables>).updateTable('admins').set({ is_active: false }).where('id', '=', s.id).execute()
  const put = (who: typeof a, target: number) =>
    separate.inject({ method: 'PUT', url: `/api/cms/admins/${target}/role`, headers: jsonHeaders(who.cookie), payload: { role: 'editor' } })
  const [one, two] = await Promise.all([put(a, b.admin.id), put(b, a.admin.id)])
  const codes = [one.statusCode, two.statusCode].sort()
  t.not(codes.join(), '200,200', 'not both')
  const left = await (separate.db as Kysely<AuthTables>).selectFrom('admins').select('id').where('role', '=', 'super_admin').where('is_active', '=', true).execute()
  t.equal(left.length, 1, 'one active super admin remains')
  const survivor = left[0].id === a.admin.id ? a : b
  const other = survivor === a ? b : a
  // The remaining super admin cannot be demoted by anyone (they cannot change their own role; nobody else may).
  t.equal((await put(survivor, survivor.admin.id)).statusCode, 403)
  t.equal((await put(other, survivor.admin.id)).statusCode, 403, 'the demoted one lost admins:manage')
})

t.test('a super admin sets another admin\'s password: their sessions end, the new one works', async (t) => {
  const ed = await staff(app, 'editor')
  const weak = await call('PUT', `/api/cms/admins/${ed.admin.id}/password`, boss.cookie, { password: 'sunshine' })
  t.same([weak.statusCode, weak.json()], [400, { error: PASSWORD_MESSAGES.common, details: [{ field: 'password', message: PASSWORD_MESSAGES.common }] }])
  const short = await call('PUT', `/api/cms/admins/${ed.admin.id}/password`, boss.cookie, { password: 'abc' })
  t.equal(short.statusCode, 400)
  t.match(short.json().details, [{ field: 'password' }])
  t.equal((await call('GET', '/api/auth/me', ed.cookie)).statusCode, 200, 'refusals change nothing')

  const res = await call('PUT', `/api/cms/admins/${ed.admin.id}/password`, boss.cookie, { password: 'Tram-Line-42-North' })
  t.same([res.statusCode, res.json()], [200, { success: true }])
  const me = await call('GET', '/api/auth/me', ed.cookie)
  t.equal(me.statusCode, 401, 'their browsers are signed out')
  t.match(me.json(), { reason: 'password_reset' })
  await t.rejects(signIn(app, ed.admin), /401/, 'the old password no longer works')
  t.ok(await signIn(app, { email: ed.admin.email, password: 'Tram-Line-42-North' }))
  t.equal((await call('GET', '/api/auth/me', boss.cookie)).statusCode, 200, 'the super admin stays signed in')
  const audit = await lastAudit('password_reset')
  t.match(audit, { admin_id: boss.admin.id, target_id: String(ed.admin.id), details: { email: ed.admin.email } })
  t.notMatch(JSON.stringify(audit), /Tram-Line/, 'no password in the audit log')

  const self = await call('PUT', `/api/cms/admins/${boss.admin.id}/password`, boss.cookie, { password: 'Another-Good-One-9' })
  t.equal(self.statusCode, 403, 'one\'s own password is changed in My Profile (with the current one)')
  const owner = await db.selectFrom('admins').select('id').where('email', '=', OWNER).executeTakeFirstOrThrow()
  t.equal((await call('PUT', `/api/cms/admins/${owner.id}/password`, boss.cookie, { password: 'Another-Good-One-9' })).statusCode, 403, 'owners are protected')
  const viewer = await staff(app, 'viewer')
  t.equal((await call('PUT', `/api/cms/admins/${ed.admin.id}/password`, viewer.cookie, { password: 'Another-Good-One-9' })).statusCode, 403)
})
