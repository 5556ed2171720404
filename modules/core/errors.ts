/**
 * One error shape for the whole API: `{ error: "human readable message" }`, plus `details` for
 * validation failures. 5xx answers never carry internals; database outages answer 503.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FieldRefusal } from '../../shared/refusal.ts'
import { isDatabaseUnavailable } from './db.ts'

/** Throw from a handler to answer with that status and message. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public headers: Record<string, string> = {},
    /** The fields the refusal concerns, each with a message for a person (shared/refusal.ts). */
    public details?: FieldRefusal[],
    /** More of the answer's body beside {error, details}: what a person needs to settle it (a save conflict's other version). */
    public extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** A 400; with `field`, the console and the site show `fieldMessage` (or `msg`) next to that field. */
export const badRequest = (msg: string, field?: string, fieldMessage?: string) =>
  new HttpError(400, msg, {}, field ? [{ field, message: fieldMessage ?? msg }] : undefined)
export const unauthorized = (msg = 'Authentication required') => new HttpError(401, msg)
export const forbidden = (msg = 'You do not have permission to do this') => new HttpError(403, msg)
export const notFound = (msg = 'Not found') => new HttpError(404, msg)
export const conflict = (msg: string) => new HttpError(409, msg)
export const tooManyRequests = (retryAfterSeconds: number, msg = 'Too many attempts. Please try again later.') =>
  new HttpError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

interface SchemaError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

/** Turns validator output into one sentence that names the field, e.g. `body.email must be a valid email`. */
export function describeValidation(errors: SchemaError[], part: string): string {
  const path = (e: SchemaError, extra?: string) =>
    [part, ...e.instancePath.split('/').filter(Boolean), ...(extra ? [extra] : [])].join('.')
  const extraField = errors.find((e) => e.keyword === 'additionalProperties')
  if (extraField) {
    const names = (extraField.params.additionalProperties as string[] | undefined) ?? []
    return `Unknown field ${names.map((n) => `"${n}"`).join(', ') || ''} in ${path(extraField)}`.replace('  ', ' ')
  }
  const required = errors.find((e) => e.keyword === 'required')
  if (required) {
    const names = (required.params.requiredProperties as string[] | undefined) ?? [String(required.params.missingProperty ?? '')]
    return `${path(required, names[0])} is required`
  }
  const first = errors.find((e) => e.keyword !== 'boolean') ?? errors[0]
  if (!first) return `Invalid ${part}`
  const where = path(first)
  const consts = errors.filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
  if (consts.length) return `${where} must be one of: ${consts.map((e) => String(e.params.allowedValue)).join(', ')}`
  switch (first.keyword) {
    case 'enum':
      return `${where} must be one of: ${((first.params.allowedValues as unknown[]) ?? []).join(', ')}`
    case 'format':
      return `${where} must be a valid ${String(first.params.format).replace('uri', 'URL')}`
    case 'minLength':
      return first.params.limit === 1 ? `${where} must not be empty` : `${where} must be at least ${first.params.limit} characters long`
    case 'maxLength':
      return `${where} must be at most ${first.params.limit} characters long`
    case 'type':
      return `${where} must be ${first.params.type === 'integer' ? 'a whole number' : `a ${first.params.type}`}`
    default:
      return `${where} ${first.message ?? 'is invalid'}`
  }
}

/**
 * Each failing field with what is wrong in a person's words (`Use at most 200 characters.`), for the
 * forms to show next to the field; `error` keeps the developer's sentence that names the path.
 */
export function describeFields(errors: SchemaError[]): FieldRefusal[] {
  const out: FieldRefusal[] = []
  const seen = new Set<string>()
  const at = (e: SchemaError, extra?: string) => [...e.instancePath.split('/').filter(Boolean), ...(extra ? [extra] : [])].join('.')
  for (const e of errors) {
    if (e.keyword === 'boolean' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue
    const extra =
      e.keyword === 'required'
        ? String(((e.params.requiredProperties as string[] | undefined) ?? [e.params.missingProperty ?? ''])[0])
        : e.keyword === 'additionalProperties'
          ? String(((e.params.additionalProperties as string[] | undefined) ?? [e.params.additionalProperty ?? ''])[0])
          : undefined
    const field = at(e, extra)
    if (seen.has(field)) continue
    seen.add(field)
    out.push({ field, message: personMessage(e) })
  }
  return out
}

/** Refusals of text that is not text (validation.ts), in a person's words. */
export const TEXT_MESSAGES = {
  control: 'Remove the invisible control characters (such as NUL) from this field.',
  broken: 'This text holds a broken character. Type it again or paste it as plain text.',
} as const

function personMessage(e: SchemaError): string {
  const limit = Number(e.params.limit)
  switch (e.keyword) {
    case 'required':
      return 'This field is required.'
    case 'additionalProperties':
      return 'This field is not accepted here.'
    case 'minLength':
      return limit <= 1 ? 'This field cannot be empty.' : `Use at least ${limit} characters.`
    case 'maxLength':
      return `Use at most ${limit} characters.`
    case 'minItems':
      return `Add at least ${limit}.`
    case 'maxItems':
      return `Use at most ${limit}.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `Enter a number of at least ${limit}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `Enter a number of at most ${limit}.`
    case 'format':
      if (e.params.format === 'email') return 'Enter an e-mail address such as name@example.com.'
      if (String(e.params.format).startsWith('uri')) return 'Enter a full web address starting with https://.'
      if (String(e.params.format).startsWith('date')) return 'Enter a valid date.'
      return 'This value is not in the expected form.'
    case 'enum':
    case 'const':
      return 'Choose one of the offered options.'
    case 'type':
      return e.params.type === 'integer' || e.params.type === 'number' ? 'Enter a number.' : 'This value is not valid here.'
    case 'pattern':
      return 'This value is not in the expected form.'
    case 'text':
      // validation.ts: "text must be text" (a NUL or other control character, a broken character).
      return /control/.test(e.message ?? '') ? TEXT_MESSAGES.control : TEXT_MESSAGES.broken
    default:
      return 'This value is not valid here.'
  }
}

const GENERIC_5XX = 'Something went wrong on our side. Please try again.'

export function installErrorHandling(app: FastifyInstance) {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const err = new Error(describeValidation(errors as unknown as SchemaError[], dataVar)) as FastifyError
    return err
  })

  app.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v)
      return reply.code(error.statusCode).send({ ...error.extra, error: error.message, ...(error.details && { details: error.details }) })
    }
    if (error.validation) {
      return reply.code(400).send({
        error: error.message,
        details: describeFields(error.validation as unknown as SchemaError[]),
      })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error.message }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send({ error: 'The service is temporarily unavailable. Please try again shortly.' })
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ error: GENERIC_5XX })
    }
    return reply.code(status).send({ error: clientMessage(error, status) })
  })

  // No route matched, so no route policy applies: the answer is kept by nobody and echoes nothing
  // of the address (a form posting to a missing endpoint shows this text to a visitor).
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' })
  })
}

/** Fastify's own 4xx messages, reworded where they would confuse a user. */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (application/json)'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but the content type says JSON'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    default:
      if (error.message?.startsWith('Unexpected token') || error.name === 'SyntaxError') return 'The request body is not valid JSON'
      return error.message || (status === 404 ? 'Not found' : 'Bad request')
  }
}
