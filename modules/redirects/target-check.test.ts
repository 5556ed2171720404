/**
 * GET /api/cms/redirects/check (issue 29): what the Redirect dialog says next to "To" as the person
 * types, before Add: a loop (the save's own refusal, sooner), a hidden page and an address nothing
 * answers (warnings: the save is allowed). Needs the built bundle (dist/public); built here when missing.
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createTestApp, jsonHeaders } from '../core/testing.ts'
import { auth } from '../auth/index.ts'
import { staff } from '../auth/testing.ts'
import { settings } from '../settings/index.ts'
import { gate } from '../gate/index.ts'
import { pages } from '../pages/index.ts'
import { publicSite } from '../../web-public/plugin.ts'
import { redirects, REDIRECT_MESSAGES } from './index.ts'
import { closesLoop } from './service.ts'
import { TARGET_WARNINGS } from './target-check.ts'

if (!existsSync('dist/public/vite.config.json')) {
  execFileSync('npx', ['vite', 'build', '--app', '--config', 'web-public/vite.config.ts'], { stdio: 'ignore' })
}

t.test('a loop is found through any number of rules', async (t) => {
  const rules = [
    { from_path: '/b', to_target: '/c' },
    { from_path: '/c', to_target: '/a?x=1' },
  ]
  t.ok(closesLoop(rules, '/a', '/b'), 'a → b → c → a')
  t.notOk(closesLoop(rules, '/z', '/b'))
  t.notOk(closesLoop([{ from_path: '/b', to_target: 'https://example.com/a' }], '/a', '/b'), 'another site ends the chain')
})

t.test('the check the dialog asks as the person types', async (t) => {
  const app = await createTestApp([auth, settings, gate, pages, redirects, publicSite])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  const viewer = await staff(app, 'viewer')
  const check = async (query: Record<string, string>, cookie: string | null = viewer.cookie) => {
    const res = await app.inject({ url: `/api/cms/redirects/check?${new URLSearchParams(query)}`, headers: cookie ? { cookie } : {} })
    return { status: res.statusCode, ...(res.json() as { problem: string | null; warning: string | null; error?: string }) }
  }
  const add = async (from_path: string, to: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/cms/redirects', headers: jsonHeaders(editor.cookie), payload: { from_path, to, status: 301 } })
    t.equal(res.statusCode, 201, res.body)
    return res.json().redirect as { id: number }
  }

  t.same(await check({ from_path: '/old', to: '/about' }), { status: 200, problem: null, warning: null }, 'a published page: nothing to say')
  t.same(await check({ from_path: '/old', to: 'https://example.com/x' }), { status: 200, problem: null, warning: null }, 'another site is not checked')
  t.same(await check({ from_path: '/old', to: '/journal' }), { status: 200, problem: null, warning: null })

  t.same(await check({ from_path: '/old', to: '/no-such-page' }), { status: 200, problem: null, warning: TARGET_WARNINGS.missing('/no-such-page') }, 'nothing answers there: a warning')
  const hidden = await app.inject({
    method: 'POST',
    url: '/api/cms/pages',
    headers: jsonHeaders(editor.cookie),
    payload: { page_name: 'Autumn tour', slug: 'autumn-tour', content_json: '[]', meta_title: '', meta_description: '', is_published: false },
  })
  t.equal(hidden.statusCode, 201, hidden.body)
  t.same(await check({ from_path: '/old', to: '/autumn-tour?from=mail' }), { status: 200, problem: null, warning: TARGET_WARNINGS.hidden('Autumn tour', '/autumn-tour') }, 'a hidden page: a warning naming it')

  // A loop, as the save would refuse it, before Add.
  t.same(await check({ from_path: '/selfloop', to: '/selfloop' }), { status: 200, problem: REDIRECT_MESSAGES.toSelf, warning: null }, 'a rule that leads to itself: refused as it is typed, as the save refuses it')
  t.same(await check({ from_path: '/selfloop/', to: '/selfloop?x=1' }), { status: 200, problem: REDIRECT_MESSAGES.toSelf, warning: null }, 'however it is spelt')
  const first = await add('/spring', '/summer')
  await add('/summer', '/autumn-tour')
  t.same(await check({ from_path: '/autumn-tour', to: '/spring' }), { status: 200, problem: REDIRECT_MESSAGES.loop('/spring', '/autumn-tour'), warning: null })
  const saved = await app.inject({ method: 'POST', url: '/api/cms/redirects', headers: jsonHeaders(editor.cookie), payload: { from_path: '/autumn-tour', to: '/spring', status: 301 } })
  t.match(saved.json(), { details: [{ field: 'to', message: REDIRECT_MESSAGES.loop('/spring', '/autumn-tour') }] }, 'the same words the save refuses with')
  t.same(await check({ from_path: '/spring', to: '/summer', id: String(first.id) }), { status: 200, problem: null, warning: null }, 'the rule being edited is left out')
  t.notOk((await check({ from_path: '/x', to: '/spring' })).warning, 'a target that is itself redirected leads on')

  t.equal((await check({ to: '/about' }, null)).status, 401)
  t.match(await check({ to: 'x'.repeat(3000) }), { status: 400, error: String })
  t.match(await check({ to: '/about', colour: 'red' }), { status: 400 })
})
