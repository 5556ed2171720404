/** The settings form's rules (issue 16): when the reload is offered, where refusals go, what a kept copy holds. */
import t from 'tap'
import { DEFAULT_SETTINGS, findProblems, keptSettings, placeRefusal, protectionChanged, restoreSettings, type SettingsForm } from './settingsForm.ts'

const saved: SettingsForm = { ...DEFAULT_SETTINGS, password_protection_enabled: '0', access_password_set: true }

t.test('the reload is offered only when protection changed', async (t) => {
  t.equal(protectionChanged(saved, { ...saved, company_phone: '+44 1' }), false, 'another setting')
  t.equal(protectionChanged(saved, { ...saved, password_protection_enabled: '1' }), true, 'switched on')
  t.equal(protectionChanged({ ...saved, password_protection_enabled: '1' }, saved), true, 'switched off')
  t.equal(protectionChanged(saved, { ...saved, access_password: 'new-gate-pass' }), true, 'a new access password')
})

t.test('refused fields go to their tab in tab order; the switches have no place of their own', async (t) => {
  const { placed, elsewhere } = placeRefusal({ access_password: 'Use at least 6 characters.', contact_email: 'Enter an e-mail address.', password_protection_enabled: 'Choose on or off.' })
  t.same(
    placed.map((p) => [p.key, p.tab]),
    [
      ['contact_email', 'company'],
      ['access_password', 'protection'],
    ],
  )
  t.same(elsewhere, ['Choose on or off.'])
})

t.test('the access password is checked before saving', async (t) => {
  t.same(findProblems({ ...saved, access_password: 'abc' }).map((p) => [p.key, p.message]), [['access_password', 'Use at least 6 characters.']])
  t.same(findProblems({ ...saved, access_password: 'abcdef' }), [])
  t.equal(findProblems({ ...saved, password_protection_enabled: '1', access_password_set: false })[0]?.key, 'access_password', 'protection needs a password')
  t.same(findProblems({ ...saved, password_protection_enabled: '1' }), [], 'one is set already')
})

t.test('the kept copy never holds the access password; restoring leaves the field as it is', async (t) => {
  const kept = keptSettings({ ...saved, company_phone: '+44 2', access_password: 'secret-gate' })
  t.notOk('access_password' in kept)
  t.notOk(JSON.stringify(kept).includes('secret-gate'))
  const restored = restoreSettings({ ...saved, access_password: 'typed-now' }, kept)
  t.equal(restored.company_phone, '+44 2')
  t.equal(restored.access_password, 'typed-now')
  t.equal(restored.access_password_set, true)
})
