/**
 * QUALITY R2, generated from the routes themselves. Every route of the composed app (API modules
 * and both bundles) is collected with its TypeBox schemas; from each schema come a valid request
 * and, field by field, the inputs attackers and clumsy clients send: NUL and other control
 * characters, lone surrogates, overlong strings, wrong types, extra and missing keys, broken JSON.
 * Then random requests built from the same schemas with any code point bring the total past
 * 10,000. Sent anonymous and as a super admin, with the gate off so public routes are reached.
 * No answer may be a 5xx; every 4xx of an API route is JSON `{error}`; text that is not text is a
 * 400 naming the field. A new route or field is covered without touching this file.
 */
import t from 'tap'
import fc from 'fast-check'
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { createTestApp } from './core/testing.ts'
import { apiModules, webModules } from '../fastify.config.ts'
import { staff } from './auth/testing.ts'
import { PUBLIC_PATHS } from '../shared/routes/index.ts'
import { builtBundles } from '../web-public/testing.ts'

await builtBundles('public')

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

type Schema = Record<string, any>
type Part = 'body' | 'querystring' | 'params'
interface RouteUnderTest {
  method: HTTPMethods
  url: string
  schema: Partial<Record<Part, Schema>>
}
interface Leaf {
  path: string[]
  schema: Schema
}
interface Case {
  route: RouteUnderTest
  values: Partial<Record<Part, unknown>>
  /** Sent as the raw body instead of JSON.stringify(values.body). */
  rawBody?: string
  contentType?: string
  signedIn: boolean
  /** The field a 400 must name: the request carries text that is not text there. */
  badTextField?: string
}

/** Strings that must never reach the database as they are. */
const NOT_TEXT = ['\u0000', 'abc\u0000def', '\u0001', '\u0007bell', 'esc\u001b[31m', '\u001f', '\ud800', 'x\udfffy', '\udbff\ud800']
/** Odd but valid text: refused or accepted by the route's own rules, never a 5xx. */
const ODD_TEXT = ['', ' ', '\t\n\r', '\u200b', '\uffff', '😀'.repeat(50), '../../etc/passwd', '%00', '<script>alert(1)</script>', "'; drop table admins; --", 'null', '0', '-1', '1e309', '9'.repeat(40)]
const WRONG_TYPES: unknown[] = [42, -1, 1.5, 0, true, false, null, [], ['a'], {}, { a: 1 }]
const URL_NOT_NUMBERS = ['abc', '1.5', '-1', '0', '1e3', '0x10', '9'.repeat(30), '', ' 1', '1 ']

const isString = (s: Schema): boolean =>
  !!s && typeof s === 'object' && (s.type === 'string' || (Array.isArray(s.anyOf) && s.anyOf.some(isString)) || (Array.isArray(s.enum) && s.enum.some((v: unknown) => typeof v === 'string')) || typeof s.const === 'string')

/** A value the schema accepts: every optional property present, so every field is a place to break. */
export function sample(s: Schema): unknown {
  if (!s || typeof s !== 'object') return 'fuzz'
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  if (Array.isArray(s.anyOf)) return sample(s.anyOf.find((o: Schema) => o.type !== 'null') ?? s.anyOf[0])
  switch (s.type) {
    case 'string': {
      if (s.format === 'email') return 'fuzz@yerth.com'
      if (s.format === 'date-time') return new Date().toISOString()
      if (s.format === 'uri') return 'https://example.com/'
      const min = s.minLength ?? 1
      return 'fuzz'.padEnd(min, 'z').slice(0, s.maxLength ?? 10_000)
    }
    case 'integer':
    case 'number':
      return s.minimum ?? 1
    case 'boolean':
      return true
    case 'null':
      return null
    case 'array':
      return s.items ? [sample(s.items)] : []
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v as Schema)]))
    default:
      return 'fuzz'
  }
}

function leaves(s: Schema, path: string[] = []): Leaf[] {
  if (!s || typeof s !== 'object') return []
  if (s.type === 'object' && s.properties) return Object.entries(s.properties).flatMap(([k, v]) => leaves(v as Schema, [...path, k]))
  return path.length ? [{ path, schema: s }] : []
}

const withLeaf = (value: unknown, path: string[], leaf: unknown): unknown => {
  if (!path.length) return leaf
  const base = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>
  return { ...base, [path[0]]: withLeaf(base[path[0]], path.slice(1), leaf) }
}

const without = (value: unknown, key: string) => {
  const copy = { ...(value as Record<string, unknown>) }
  delete copy[key]
  return copy
}

/** Every deterministic case of one route: a valid request, then each field broken each way. */
function casesFor(route: RouteUnderTest, signedIn: boolean): Case[] {
  const valid = Object.fromEntries(Object.entries(route.schema).map(([part, s]) => [part, sample(s!)])) as Case['values']
  const out: Case[] = [{ route, values: valid, signedIn }]
  for (const part of ['body', 'querystring', 'params'] as const) {
    const schema = route.schema[part]
    if (!schema) continue
    const inUrl = part !== 'body'
    for (const leaf of leaves(schema)) {
      const field = leaf.path.join('.')
      const put = (v: unknown): Case['values'] => ({ ...valid, [part]: withLeaf(valid[part], leaf.path, v) })
      if (isString(leaf.schema) || inUrl) {
        for (const bad of NOT_TEXT) {
          // A lone surrogate cannot travel in a URL (encodeURIComponent refuses it); NUL and controls can.
          if (inUrl && /[\ud800-\udfff]/.test(bad)) continue
          out.push({ route, values: put(bad), signedIn, badTextField: field })
        }
        for (const odd of ODD_TEXT) out.push({ route, values: put(odd), signedIn })
        const max = leaf.schema.maxLength as number | undefined
        out.push({ route, values: put('x'.repeat((max ?? 2000) + 1)), signedIn })
        if (!inUrl) out.push({ route, values: put('x'.repeat(200_000)), signedIn })
      }
      for (const wrong of inUrl ? URL_NOT_NUMBERS : WRONG_TYPES) out.push({ route, values: put(wrong), signedIn })
      if (!inUrl) out.push({ route, values: { ...valid, body: without(valid.body, leaf.path[0]) }, signedIn })
    }
  }
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    const body = valid.body ?? {}
    out.push({ route, values: { ...valid, body: { ...(body as object), fuzz_extra: 1 } }, signedIn })
    out.push({ route, values: { ...valid, body: { ...(body as object), 'bad\u0000key': 1 } }, signedIn })
    for (const raw of ['{', '{"a":', '[]', '"text"', '42', 'null', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', JSON.stringify(body).replace(/"fuzz/g, '"\\u0000fuzz')]) {
      out.push({ route, values: valid, rawBody: raw, signedIn })
    }
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'application/xml', 'application/json; charset=latin1']) {
      out.push({ route, values: valid, rawBody: JSON.stringify(body), contentType, signedIn })
    }
  }
  if (route.schema.querystring) out.push({ route, values: { ...valid, querystring: { ...(valid.querystring as object), fuzz_extra: '1' } }, signedIn })
  return out
}

/** Random requests from the same schemas: any code point, any type, anywhere. */
function randomCase(routes: RouteUnderTest[]) {
  const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'binary-ascii', maxLength: 60 }), fc.string({ maxLength: 60 }))
  const anyValue = fc.oneof(anyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(anyText, { maxLength: 3 }), fc.object({ maxDepth: 1 }))
  const mutate = (value: unknown, schema: Schema | undefined, inUrl: boolean) => {
    const keys = schema ? leaves(schema).map((l) => l.path) : []
    return fc.array(fc.tuple(fc.option(fc.constantFrom(...(keys.length ? keys : [['fuzz']])), { nil: undefined }), inUrl ? anyText : anyValue), { maxLength: 4 }).map((edits) =>
      edits.reduce<unknown>((acc, [path, v]) => withLeaf(acc, path ?? ['fuzz_random'], v), value),
    )
  }
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      values: fc.record({
        body: mutate(route.schema.body ? sample(route.schema.body) : {}, route.schema.body, false),
        querystring: mutate(route.schema.querystring ? sample(route.schema.querystring) : {}, route.schema.querystring, true),
        params: mutate(route.schema.params ? sample(route.schema.params) : {}, route.schema.params, true),
      }),
      signedIn: fc.boolean(),
    }),
  ) as fc.Arbitrary<Case>
}

function fillPath(url: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>
  return url.replace(/:([A-Za-z_]+)|\*$/g, (_m, name: string | undefined) => {
    const v = name ? values[name] : values['*']
    return encodeURIComponent(v === undefined ? 'fuzz' : typeof v === 'string' ? v : JSON.stringify(v))
  })
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return ''
  const parts = Object.entries(query as Record<string, unknown>).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
  )
  return parts.length ? `?${parts.join('&')}` : ''
}

t.test(`schema-generated malformed requests over every route (${RUNS}+): zero 5xx, every API 4xx is {error}, bad text is a 400 naming the field`, async (t) => {
  const routes: RouteUnderTest[] = []
  const collector = Object.assign(
    async (app: FastifyInstance) => {
      app.addHook('onRoute', (r) => {
        for (const method of [r.method].flat() as HTTPMethods[]) {
          if (method === 'HEAD') continue
          routes.push({ method, url: r.url, schema: (r.schema ?? {}) as RouteUnderTest['schema'] })
        }
      })
    },
    { [Symbol.for('skip-override')]: true },
  )
  const app = await createTestApp([collector, ...apiModules, ...webModules])
  t.teardown(() => app.close())
  const withSchemas = routes.filter((r) => Object.keys(r.schema).some((k) => k === 'body' || k === 'querystring' || k === 'params'))
  t.ok(routes.length >= 40, `${routes.length} routes found, ${withSchemas.length} with request schemas`)

  let superAdmin = await staff(app, 'super_admin')
  const openSite = () => app.settings.update({ password_protection_enabled: '0' }, null)
  await openSite()

  let sent = 0
  let ip = 0
  const failures: string[] = []
  async function send(c: Case) {
    // Signing out would end the fuzzing session: the signed-in half stays signed in.
    if (c.signedIn && c.route.url === '/api/auth/logout') return
    const url = fillPath(c.route.url, c.values.params) + queryString(c.values.querystring)
    const headers: Record<string, string> = {}
    const hasBody = c.route.method !== 'GET' && c.route.method !== 'DELETE'
    const payload = c.rawBody ?? (hasBody && c.values.body !== undefined ? JSON.stringify(c.values.body) : undefined)
    if (payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json'
    if (c.signedIn) headers.cookie = superAdmin.cookie
    // Many addresses, so per-IP budgets (sign-in, forms) are exercised but do not block the helpers' own sign-ins.
    const remoteAddress = `198.18.${(ip >> 8) & 255}.${ip++ & 255}`
    const res = await app.inject({ method: c.route.method, url, headers, remoteAddress, ...(payload !== undefined ? { payload } : {}) })
    sent++
    const where = `${c.route.method} ${url.slice(0, 160)} ${payload ? `body=${payload.slice(0, 120)}` : ''}`
    if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`)
    const isApi = c.route.url.startsWith('/api/')
    if (isApi && res.statusCode >= 400) {
      let error: unknown
      try {
        error = JSON.parse(res.body).error
      } catch {
        error = undefined
      }
      if (typeof error !== 'string' || !error) failures.push(`${where} → ${res.statusCode} without {error}: ${res.body.slice(0, 200)}`)
    }
    // Refused before validation (401/403) is fine; anything else must be the 400 that names the field.
    if (c.badTextField && ![401, 403].includes(res.statusCode)) {
      const field = c.badTextField.split('.').pop()!
      if (res.statusCode !== 400 || !res.body.includes(field)) failures.push(`${where} → ${res.statusCode} (expected 400 naming "${field}"): ${res.body.slice(0, 200)}`)
    }
    if (sent % 250 === 0) {
      await openSite()
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: superAdmin.cookie } })
      if (me.statusCode !== 200) superAdmin = await staff(app, 'super_admin')
    }
  }

  // Every route, field by field, anonymous and signed in.
  const deterministic = withSchemas.flatMap((r) => [...casesFor(r, true), ...casesFor(r, false)])
  const schemaless = routes.filter((r) => !withSchemas.includes(r)).flatMap((r) => [true, false].flatMap((s) => casesFor(r, s)))
  for (const c of [...deterministic, ...schemaless]) await send(c)
  t.ok(deterministic.length > 2000, `${deterministic.length} field-by-field cases over ${withSchemas.length} schema routes, ${schemaless.length} over the others`)

  // Pages have no schema: their query strings and paths still meet core's text rule.
  const pageParams = ['search', 'category', 'author', 'sort', 'page', 'fuzz']
  for (const path of [...PUBLIC_PATHS, '/journal/blogs/fuzz', '/no/such/page']) {
    for (const name of pageParams) {
      for (const value of [...NOT_TEXT.filter((v) => !/[\ud800-\udfff]/.test(v)), ...ODD_TEXT]) {
        const res = await app.inject({ url: `${path}?${name}=${encodeURIComponent(value)}` })
        sent++
        if (res.statusCode >= 500) failures.push(`GET ${path}?${name}=${JSON.stringify(value)} → ${res.statusCode}`)
        if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value) && (res.statusCode !== 400 || !res.body.includes(name))) {
          failures.push(`GET ${path}?${name}=${JSON.stringify(value)} → ${res.statusCode} (expected 400 naming "${name}")`)
        }
      }
    }
    const res = await app.inject({ url: `${path}/%00x` })
    sent++
    if (res.statusCode !== 400) failures.push(`GET ${path}/%00x → ${res.statusCode} (expected 400)`)
  }

  // Random requests built from the schemas, until the total passes RUNS.
  const remaining = Math.max(1000, RUNS - sent)
  await fc.assert(
    fc.asyncProperty(randomCase(routes), async (c) => {
      await send(c)
    }),
    { numRuns: remaining, seed: SEED },
  )

  t.same(failures.slice(0, 25), [], `no failures (seed ${SEED}; ${failures.length} in all)`)
  t.ok(sent >= RUNS, `${sent} requests sent`)
})
