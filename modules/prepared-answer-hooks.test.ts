/**
 * The raw lane's and the request listener's promise, kept by rule (prepared-answers.ts): a prepared
 * answer runs none of the app's onRequest and preHandler hooks, so every such hook that applies to a
 * route with a prepared answer must be classified in HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT, as
 * replicated by the answer or skipped for a reason. Found on the whole composed app (every module of
 * fastify.config.ts): the hooks of the scope each such route was registered in, and its own.
 */
import t from 'tap'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fp from 'fastify-plugin'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { createTestApp } from './core/testing.ts'
import { apiModules, webModules } from '../fastify.config.ts'
import { HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT } from './core/prepared-answers.ts'

if (!existsSync('dist/public/vite.config.json')) {
  execFileSync('npx', ['vite', 'build', '--app', '--config', 'web-public/vite.config.ts'], { stdio: 'ignore' })
}

const HOOK_NAMES = ['onRequest', 'preHandler'] as const

/** Fastify keeps each scope's hooks under a symbol; a route runs those of the scope it was registered in. */
function scopeHooks(scope: FastifyInstance, name: (typeof HOOK_NAMES)[number]): Array<(...args: never[]) => unknown> {
  const key = Object.getOwnPropertySymbols(scope).find((s) => s.description === 'fastify.hooks')
  if (!key) throw new Error("Fastify's hooks are no longer where this test looks for them")
  return (scope as unknown as Record<symbol, Record<string, Array<(...args: never[]) => unknown>>>)[key][name]
}

/** The hooks of the app that apply to routes with a prepared answer: name → where it was found. */
export function hooksOfPreparedRoutes(prepared: Array<{ route: RouteOptions; scope: FastifyInstance }>): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const { route, scope } of prepared) {
    for (const hookName of HOOK_NAMES) {
      for (const hook of [...scopeHooks(scope, hookName), ...[route[hookName] ?? []].flat()]) {
        const key = (hook as { name: string }).name || `an unnamed ${hookName} hook: ${String(hook).slice(0, 60)}`
        const where = `${hookName} of ${route.method} ${route.url}`
        found.set(key, [...(found.get(key) ?? []), where])
      }
    }
  }
  return found
}

t.test('every hook a prepared answer runs without is classified', async (t) => {
  const prepared: Array<{ route: RouteOptions; scope: FastifyInstance }> = []
  const collector = fp(async (app) => {
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      if (route.config?.preparedAnswer) prepared.push({ route, scope: this })
    })
  })
  const app = await createTestApp([collector, ...apiModules, ...webModules])
  t.teardown(() => app.close())

  t.ok(prepared.length > 0, `${prepared.length} routes with a prepared answer (${prepared.map((p) => `${p.route.method} ${p.route.url}`).join(', ')})`)
  for (const { route } of prepared) {
    t.equal(route.config?.permission, undefined, `${route.method} ${route.url} declares no permission (permissionGuard is skipped)`)
    t.not(route.config?.gate, 'content', `${route.method} ${route.url} is not gated content (gateContent is skipped)`)
  }
  const found = hooksOfPreparedRoutes(prepared)
  t.ok(found.size >= 5, `${found.size} hooks found: ${[...found.keys()].join(', ')}`)
  for (const [name, where] of found) {
    t.ok(Object.hasOwn(HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT, name), `${name} (${where[0]}) is classified in HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT`)
  }
})

t.test('a hook added without a classification fails the check', async (t) => {
  const prepared: Array<{ route: RouteOptions; scope: FastifyInstance }> = []
  const app = await createTestApp([
    fp(async (app) => {
      app.addHook('onRoute', function (this: FastifyInstance, route) {
        if (route.config?.preparedAnswer) prepared.push({ route, scope: this })
      })
      app.addHook('preHandler', async function countVisits() {})
      app.get('/cached', { config: { preparedAnswer: () => undefined } }, async () => 'ok')
    }),
  ])
  t.teardown(() => app.close())
  const found = hooksOfPreparedRoutes(prepared)
  t.ok(found.has('countVisits'), 'the new hook is found')
  t.notOk(Object.hasOwn(HOOKS_A_PREPARED_ANSWER_RUNS_WITHOUT, 'countVisits'), 'and is not classified, so the first test would fail')
})
