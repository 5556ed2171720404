/**
 * The TypeBox schemas of a served content type, derived from its fields (./served.ts): the console's
 * body and item, the public item and the list queries. The server's routes and their OpenAPI entries
 * use them. Bundles import only types from here (TypeBox stays out of the browser).
 *
 * The schemas check shape and bound size; the words a person reads for a wrong value (too long, not
 * a link, an end before its start) come from the engine's own checks (modules/content-types/values.ts),
 * which name the field.
 */
import { Type, type TSchema } from 'typebox'
import { CMS_LIST_LIMIT, CMS_MAX_OFFSET } from '../api/media-kit.ts'
import { inputKey, maxOf, STORAGE, type ContentField } from './fields.ts'
import { envelopeOf, hasPublishing, hasSlug, type ServedContentType } from './served.ts'

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const Iso = Type.String({ format: 'date-time' })
/**
 * An answer's value that may be null, as one JSON Schema type list ({type: ['string', 'null']}):
 * the response serialiser tells the two apart by a typeof, where a union (anyOf) would make it
 * validate each value against each branch, formats included (40 µs of a 12-post page, P4).
 */
const orNull = <T extends 'string' | 'integer'>(type: T, extra: Record<string, unknown> = {}) =>
  Type.Unsafe<(T extends 'string' ? string : number) | null>({ type: [type, 'null'], ...extra })
const NullableIso = orNull('string', { format: 'date-time' })
const Status = Type.Union([Type.Literal('draft'), Type.Literal('published')])

/** How far past its limit a text may arrive before the schema refuses it unread (the engine then says the limit in words). */
const slack = (max: number) => max * 2 + 1_000

/** A field as a body carries it (a text that is not required may be sent as null: cleared). */
function bodyField(field: ContentField): TSchema {
  switch (STORAGE[field.kind]) {
    case 'text': {
      const text = Type.String({ maxLength: slack(maxOf(field)), description: field.label })
      return field.required ? text : Type.Union([text, Type.Null()], { description: field.label })
    }
    case 'instant':
    case 'day':
      return Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { description: field.label })
    case 'integer':
      return Type.Union([Type.Integer(), Type.Null()], { description: field.label })
    case 'flag':
      return Type.Boolean({ description: field.label })
  }
}

/** A field as an answer carries it. */
function answerField(field: ContentField): TSchema {
  switch (STORAGE[field.kind]) {
    case 'text':
      return field.emptyIsNull ? orNull('string') : Type.String()
    case 'instant':
      return NullableIso
    case 'day':
      return orNull('string')
    case 'integer':
      return orNull('integer')
    case 'flag':
      return Type.Boolean()
  }
}

const FIXED = {
  id: Id,
  slug: Type.String(),
  status: Status,
  publish_date: NullableIso,
  created_at: Iso,
  updated_at: Iso,
}

/** The columns an answer adds beside the fields: a video's id, kept with its link. */
function companions(fields: readonly ContentField[]): Record<string, TSchema> {
  return Object.fromEntries(fields.filter((f) => f.videoId).map((f) => [f.videoId!, Type.String()]))
}

/** The columns every item of the type has: id and dates, and its slug and publishing unless it has none. */
function fixedOf(t: ServedContentType): Record<string, TSchema> {
  const { slug, status, publish_date, ...always } = FIXED
  return { ...always, ...(hasSlug(t) && { slug }), ...(hasPublishing(t) && { status, publish_date }) }
}

/** Every schema of one served type. */
export function servedSchemas(t: ServedContentType) {
  const FIXED = { ...fixedOf(t), ...Object.fromEntries((t.served.counters ?? []).map((c) => [c, Type.Integer()])) }
  const fields = t.served.fields
  const title = fields[0].name
  const bodyProps: Record<string, TSchema> = {}
  // The title is required unless one message names every missing field (then the engine says it, not the schema).
  for (const f of fields) bodyProps[inputKey(f)] = f.name === title && !t.served.requiredMessage ? bodyField(f) : Type.Optional(bodyField(f))
  const derived = {
    ...Object.fromEntries(Object.entries(t.served.computed ?? {}).flatMap(([key, c]) => (c.answer === false ? [] : [[key, c.answer === 'integer' ? Type.Integer() : Type.String()]]))),
    ...Object.fromEntries(Object.entries(t.served.derived ?? {}).map(([key, d]) => [key, d.answer === 'instant' ? NullableIso : Type.String()])),
  }
  const everything = Object.fromEntries(fields.map((f) => [f.name, answerField(f)]))
  const publicFields = fields.filter((f) => !f.internal)
  const all = { ...Object.fromEntries(publicFields.map((f) => [f.name, answerField(f)])), ...companions(publicFields), ...derived }
  const summary = { ...Object.fromEntries(publicFields.filter((f) => !f.detailOnly).map((f) => [f.name, answerField(f)])), ...companions(publicFields), ...derived }
  // Whether an item has lapsed, and the lapsed items apart, only for a type that has a lapse date.
  const lapse = t.served.site.lapse
  const lapsed: Record<string, TSchema> = lapse ? { lapsed: Type.Boolean() } : {}
  // Visitors see only published items: their status says nothing, and stays in the console's answers.
  const { status: _status, ...PUBLIC } = FIXED as typeof FIXED & { status?: TSchema }
  const publicItem = Type.Object({ ...PUBLIC, ...all, ...lapsed }, { additionalProperties: false })
  const publicSummary = Type.Object({ ...PUBLIC, ...summary, ...lapsed }, { additionalProperties: false })
  const names = envelopeOf(t)
  const maxLimit = t.served.site.limit ?? 100
  const paged = t.served.site.paged
  const state = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published')], { description: 'A published item whose publish date is ahead is scheduled' })
  const item = Type.Object({ ...FIXED, ...everything, ...companions(fields), ...derived, ...(hasPublishing(t) && { state }), version: Type.Integer() }, { additionalProperties: false })
  const Word = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
  return {
    body: Type.Object(
      {
        ...bodyProps,
        ...(hasSlug(t) && { slug: Type.Optional(Type.String({ maxLength: 200, description: 'Empty: derived from the title' })) }),
        ...(hasPublishing(t) && { status: Type.Optional(Status), publish_date: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])) }),
        /** The version the edit was based on: an older one is a conflict (409). */
        version: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      { additionalProperties: false },
    ),
    item,
    itemResponse: Type.Object({ [names.item]: item }),
    cmsQuery: Type.Object(
      {
        search: Type.Optional(Type.String({ maxLength: 200 })),
        ...(hasPublishing(t) && { status: Type.Optional(Type.Union(['all', 'published', 'scheduled', 'draft'].map((s) => Type.Literal(s)))) }),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CMS_LIST_LIMIT.max })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: CMS_MAX_OFFSET })),
      },
      { additionalProperties: false },
    ),
    cmsList: Type.Object({ [names.items]: Type.Array(item), total: Type.Integer() }),
    publicItem,
    publicItemResponse: Type.Object({ [names.item]: publicItem }),
    publicList: paged
      ? Type.Object({
          [names.items]: Type.Array(publicSummary),
          total: Type.Integer(),
          limit: Type.Integer(),
          offset: Type.Integer(),
          ...(paged.anyPublished !== false && { any_published: Type.Boolean() }),
        })
      : Type.Object({ [names.items]: Type.Array(publicSummary), ...(lapse && { past: Type.Array(publicSummary) }) }),
    publicQuery: paged
      ? Type.Object(
          {
            ...(paged.search && { search: Word(200) }),
            ...Object.fromEntries((paged.filters ?? []).map((f) => [f.param, Word(Math.min(200, maxOf(fields.find((x) => x.name === f.field)!)))])),
            sort: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('oldest')])),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: paged.max })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: paged.maxOffset })),
            ...(paged.exclude && { exclude: Type.Optional(Id) }),
            /** The public site sends status=published (public-site §7); nothing else is ever listed. */
            status: Type.Optional(Type.Literal('published')),
          },
          { additionalProperties: false },
        )
      : Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit })) }, { additionalProperties: false }),
  }
}

export type ServedSchemas = ReturnType<typeof servedSchemas>
