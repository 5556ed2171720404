/**
 * The TypeBox validator compiler, with two rules for every request part a schema accepts (body,
 * querystring, params, headers):
 * - Text must be text: a string holding NUL or another C0 control character (tab, line feed and
 *   carriage return excepted) or a lone UTF-16 surrogate is refused with a 400 naming the field.
 *   PostgreSQL cannot store NUL ("invalid byte sequence for encoding UTF8") and a lone surrogate
 *   would be silently turned into U+FFFD, so such input never reaches a query.
 * - URL integers are plain digits: query strings and path parameters arrive as text and TypeBox
 *   converts them before checking, which would quietly read "1.5" as 1, "1e1" as 10 and "0x10" as 16.
 * Addresses without a schema (the server-rendered pages) get the text rule from refuseControlCharactersInUrl.
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import { Compile } from 'typebox/compile'
import { badRequest } from './errors.ts'

const PLAIN_INTEGER = /^-?\d{1,15}$/
/** C0 controls but tab, LF and CR; a high surrogate not followed by a low one; a low one not preceded by a high one. */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

type Validator = (value: unknown) => { value?: unknown; error?: unknown }

interface ValidationIssue {
  keyword: string
  instancePath: string
  schemaPath: string
  params: Record<string, unknown>
  message: string
}

/** What is wrong with a string, or null when it is acceptable text. */
export function textProblem(value: string): string | null {
  if (!NOT_TEXT.test(value)) return null
  return CONTROL.test(value) ? 'must not contain control characters' : 'must be valid Unicode text'
}

const pointerSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')

/** The first string (keys included) anywhere in `value` that is not acceptable text, with its JSON pointer. */
export function findBadText(value: unknown, path = '', depth = 0): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? { path, problem } : null
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], `${path}/${i}`, depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key)
    if (keyProblem) return { path: `${path}/${pointerSegment(key.replace(NOT_TEXT, '?'))}`, problem: `name ${keyProblem}` }
    const found = findBadText(item, `${path}/${pointerSegment(key)}`, depth + 1)
    if (found) return found
  }
  return null
}

function integerFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> })?.properties ?? {}
  return Object.entries(properties)
    .filter(([, s]) => s?.type === 'integer')
    .map(([name]) => name)
}

const issue = (instancePath: string, keyword: string, message: string, params: Record<string, unknown> = {}): ValidationIssue => ({
  keyword,
  instancePath,
  schemaPath: `#${instancePath}`,
  params,
  message,
})

/**
 * The properties of a flat URL schema (every property a string, an enum of strings or an integer,
 * no schema for additional properties), split by kind; null for any other schema. For such a schema
 * TypeBox's Value.Convert changes nothing but integers written as text, which urlConverter does
 * without Convert's per-request type evaluation (about a tenth of a list request's CPU).
 */
function flatUrlProperties(schema: unknown): { strings: Set<string>; integers: Set<string> } | null {
  const s = schema as { type?: unknown; properties?: Record<string, Record<string, unknown>>; additionalProperties?: unknown } | null
  if (!s || s.type !== 'object' || !s.properties || (typeof s.additionalProperties === 'object' && s.additionalProperties !== null)) return null
  const strings = new Set<string>()
  const integers = new Set<string>()
  for (const [name, p] of Object.entries(s.properties)) {
    const keys = Object.keys(p).filter((k) => !['maxLength', 'minLength', 'minimum', 'maximum', 'description', 'format', 'pattern', '~optional'].includes(k))
    if (keys.length === 1 && p.type === 'string') strings.add(name)
    else if (keys.length === 1 && p.type === 'integer') integers.add(name)
    else if (keys.length === 1 && Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')) strings.add(name)
    else return null
  }
  return { strings, integers }
}

/**
 * Value.Convert for a flat URL schema whose values are all text (what the query string and path
 * parameters are unless a key is repeated): integers become numbers, everything else stays as it
 * is. Null when the value is of another shape (Value.Convert then decides, as before).
 */
function urlConverter(props: { strings: Set<string>; integers: Set<string> }) {
  return (value: unknown): Record<string, unknown> | null => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
    const raw = value as Record<string, unknown>
    for (const key in raw) {
      const v = raw[key]
      if (props.integers.has(key)) {
        if (typeof v !== 'string' || !PLAIN_INTEGER.test(v)) return null
        raw[key] = Number(v)
      } else if (props.strings.has(key) && typeof v !== 'string') return null
    }
    return raw
  }
}

export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const check = TypeBoxValidatorCompiler(route as never) as unknown as Validator
  const inUrl = route.httpPart === 'querystring' || route.httpPart === 'params'
  const integers = inUrl ? integerFields(route.schema) : []
  const flat = inUrl ? flatUrlProperties(route.schema) : null
  const convert = flat ? urlConverter(flat) : null
  const typeCheck = flat ? Compile(route.schema as never) : null
  const validate: Validator = (value) => {
    const bad = findBadText(value)
    if (bad) return { error: [issue(bad.path, 'text', bad.problem)] }
    const raw = (value ?? {}) as Record<string, unknown>
    for (const name of integers) {
      const v = raw[name]
      if (v !== undefined && !(typeof v === 'string' ? PLAIN_INTEGER.test(v) : Number.isInteger(v))) {
        return { error: [issue(`/${name}`, 'type', 'must be integer', { type: 'integer' })] }
      }
    }
    const converted = convert?.(value)
    if (converted && typeCheck!.Check(converted)) return { value: converted }
    return check(value)
  }
  return validate as never
}

/**
 * strictValidatorCompiler, compiled when the route first receives a request instead of at boot
 * (the server's boot is a budget, QUALITY P7; most routes are never asked in a process's first minutes).
 */
export const lazyValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  let validate: ((value: unknown) => unknown) | undefined
  return ((value: unknown) => (validate ??= strictValidatorCompiler(route) as (value: unknown) => unknown)(value)) as never
}

/** A control character in a request target, percent-encoded or not: the target may need refusing (below). */
export const ENCODED_CONTROL = /%(?:0[0-8BCEF]|1[0-9A-F])|[\u0000-\u001F]/i

/**
 * The text rule for the address itself, before routing: a NUL or other control character in the
 * path or query (percent-encoded or not) is refused with a 400 that names the query parameter, on
 * every route including the pages, whose query strings have no schema.
 */
export function refuseControlCharactersInUrl(app: FastifyInstance) {
  const refuse = (request: FastifyRequest) => {
    const url = request.url
    const q = url.indexOf('?')
    const path = q === -1 ? url : url.slice(0, q)
    let pathText = path
    try {
      pathText = decodeURIComponent(path)
    } catch {
      // An undecodable path is the router's to refuse (404).
    }
    if (CONTROL.test(pathText)) {
      // The router has matched by now: name the parameter that carries it when there is one.
      const params = (request.params ?? {}) as Record<string, unknown>
      const name = Object.keys(params).find((k) => typeof params[k] === 'string' && CONTROL.test(params[k] as string))
      throw badRequest(name && name !== '*' ? `params.${name} must not contain control characters` : 'The address must not contain control characters')
    }
    for (const [name, value] of new URLSearchParams(q === -1 ? '' : url.slice(q + 1))) {
      if (CONTROL.test(name)) throw badRequest('A query parameter name must not contain control characters')
      if (CONTROL.test(value)) throw badRequest(`querystring.${name} must not contain control characters`)
    }
  }
  // A callback hook, not an async one: it runs on every request and almost always has nothing to do.
  app.addHook('onRequest', function refuseControlCharacters(request, _reply, done) {
    if (!ENCODED_CONTROL.test(request.url)) return done()
    try {
      refuse(request)
      done()
    } catch (error) {
      done(error as Error)
    }
  })
}
