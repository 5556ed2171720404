/**
 * The TypeBox validator compiler, stricter for URLs: query strings and path parameters arrive as
 * text and TypeBox converts them before checking, which would quietly read "1.5" as 1, "1e1" as 10
 * and "0x10" as 16. Integer fields of a querystring or params schema must be plain digits.
 */
import type { FastifySchemaCompiler } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'

const PLAIN_INTEGER = /^-?\d{1,15}$/

type Validator = (value: unknown) => { value?: unknown; error?: unknown }

function integerFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> })?.properties ?? {}
  return Object.entries(properties)
    .filter(([, s]) => s?.type === 'integer')
    .map(([name]) => name)
}

export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const check = TypeBoxValidatorCompiler(route as never) as unknown as Validator
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return check as never
  const fields = integerFields(route.schema)
  if (!fields.length) return check as never
  const validate: Validator = (value) => {
    const raw = (value ?? {}) as Record<string, unknown>
    for (const name of fields) {
      const v = raw[name]
      if (v !== undefined && !(typeof v === 'string' ? PLAIN_INTEGER.test(v) : Number.isInteger(v))) {
        return { error: [{ keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}`, params: { type: 'integer' }, message: 'must be integer' }] }
      }
    }
    return check(value)
  }
  return validate as never
}
