/**
 * The API page's reading of the server's OpenAPI document (GET /api/cms/openapi.json, generated
 * from the routes by modules/core/openapi.ts): operations grouped by tag, a text search, and a
 * short readable rendering of a JSON schema. Pure functions, no React.
 */

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  additionalProperties?: boolean | JsonSchema
  patternProperties?: Record<string, JsonSchema>
  description?: string
  $ref?: string
}

interface RawParameter {
  name: string
  in: string
  required?: boolean
  schema?: JsonSchema
  description?: string
}

interface RawOperation {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: RawParameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }>; $ref?: string }>
  'x-permission'?: string
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, RawOperation>>
  tags?: Array<{ name: string }>
}

export interface Parameter {
  name: string
  in: string
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  /** `GET /api/cms/blogs`: unique, for keys and anchors. */
  id: string
  method: string
  path: string
  summary: string
  description: string
  tag: string
  permission: string
  parameters: Parameter[]
  body: { type: string; schema: JsonSchema } | null
  /** The success answers (2XX and 3XX), by status. */
  answers: Array<{ status: string; description: string; schema: JsonSchema | null }>
}

export interface OperationGroup {
  tag: string
  operations: Operation[]
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 }

/** Every operation of the document, in path order (GET before POST at one path). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method]
      if (!raw) continue
      const [type, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? []
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: raw.summary ?? '',
        description: raw.description ?? '',
        tag: raw.tags?.[0] ?? 'other',
        permission: raw['x-permission'] ?? 'public',
        parameters: (raw.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: type ? { type, schema: media?.schema ?? {} } : null,
        answers: Object.entries(raw.responses ?? {})
          .filter(([status]) => /^[23]/.test(status))
          .map(([status, answer]) => ({ status, description: answer.description ?? '', schema: Object.values(answer.content ?? {})[0]?.schema ?? null })),
      })
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || (METHOD_ORDER[a.method] ?? 9) - (METHOD_ORDER[b.method] ?? 9))
}

/** The operations grouped by tag, tags in alphabetical order. */
export function groupByTag(operations: Operation[]): OperationGroup[] {
  const groups = new Map<string, Operation[]>()
  for (const op of operations) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op])
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, ops]) => ({ tag, operations: ops }))
}

/** Operations whose method, path, summary, tag or permission contain every word of `query`. */
export function searchOperations(operations: Operation[], query: string): Operation[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return operations
  return operations.filter((op) => {
    const text = `${op.method} ${op.path} ${op.summary} ${op.tag} ${op.permission}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** A one-line description of a schema's type: `string (1–200 chars)`, `integer ≥ 1`, `"draft" | "published"`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? 'object'
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  const union = schema.anyOf ?? schema.oneOf
  if (union) return union.map(typeLabel).join(' | ')
  if (schema.allOf) return schema.allOf.map(typeLabel).join(' & ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type
  if (type === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'anything'}${range(schema.minItems, schema.maxItems, ' items')}`
  if (type === 'string') return `string${schema.format ? ` (${schema.format})` : ''}${range(schema.minLength, schema.maxLength, ' chars')}`
  if (type === 'integer' || type === 'number') return `${type}${range(schema.minimum, schema.maximum, '')}`
  if (type) return type
  if (schema.properties) return 'object'
  return 'anything'
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return ` (${min}–${max}${unit})`
  if (min !== undefined) return ` (≥ ${min}${unit})`
  if (max !== undefined) return ` (≤ ${max}${unit})`
  return ''
}

/** The fields of an object schema (or of the object in an array of them), for a table; [] for others. */
export function fieldsOf(schema: JsonSchema): Array<{ name: string; required: boolean; schema: JsonSchema }> {
  const object = schema.type === 'array' && schema.items ? schema.items : schema
  const required = new Set(object.required ?? [])
  return Object.entries(object.properties ?? {}).map(([name, field]) => ({ name, required: required.has(name), schema: field }))
}
