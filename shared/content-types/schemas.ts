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
import { maxOf, STORAGE, type ContentField } from './fields.ts'
import { envelopeOf, type ServedContentType } from './served.ts'

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const Iso = Type.String({ format: 'date-time' })
const NullableIso = Type.Union([Iso, Type.Null()])
const Status = Type.Union([Type.Literal('draft'), Type.Literal('published')])

/** How far past its limit a text may arrive before the schema refuses it unread (the engine then says the limit in words). */
const slack = (max: number) => max * 2 + 1_000

/** A field as a body carries it. */
function bodyField(field: ContentField): TSchema {
  switch (STORAGE[field.kind]) {
    case 'text':
      return Type.String({ maxLength: slack(maxOf(field)), description: field.label })
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
      return Type.String()
    case 'instant':
      return NullableIso
    case 'day':
      return Type.Union([Type.String(), Type.Null()])
    case 'integer':
      return Type.Union([Type.Integer(), Type.Null()])
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

/** Every schema of one served type. */
export function servedSchemas(t: ServedContentType) {
  const fields = t.served.fields
  const title = fields[0].name
  const bodyProps: Record<string, TSchema> = {}
  for (const f of fields) bodyProps[f.name] = f.name === title ? bodyField(f) : Type.Optional(bodyField(f))
  const all = Object.fromEntries(fields.map((f) => [f.name, answerField(f)]))
  const summary = Object.fromEntries(fields.filter((f) => !f.detailOnly).map((f) => [f.name, answerField(f)]))
  // Whether an item has lapsed, and the lapsed items apart, only for a type that has a lapse date.
  const lapse = t.served.site.lapse
  const lapsed: Record<string, TSchema> = lapse ? { lapsed: Type.Boolean() } : {}
  const publicItem = Type.Object({ ...FIXED, ...all, ...lapsed }, { additionalProperties: false })
  const publicSummary = Type.Object({ ...FIXED, ...summary, ...lapsed }, { additionalProperties: false })
  const names = envelopeOf(t)
  const maxLimit = t.served.site.limit ?? 100
  const item = Type.Object({ ...FIXED, ...all, version: Type.Integer() }, { additionalProperties: false })
  return {
    body: Type.Object(
      {
        ...bodyProps,
        slug: Type.Optional(Type.String({ maxLength: 200, description: 'Empty: derived from the title' })),
        status: Type.Optional(Status),
        publish_date: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
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
        status: Type.Optional(Type.Union(['all', 'published', 'scheduled', 'draft'].map((s) => Type.Literal(s)))),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CMS_LIST_LIMIT.max })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: CMS_MAX_OFFSET })),
      },
      { additionalProperties: false },
    ),
    cmsList: Type.Object({ [names.items]: Type.Array(item), total: Type.Integer() }),
    publicItem,
    publicItemResponse: Type.Object({ [names.item]: publicItem }),
    publicList: Type.Object({ [names.items]: Type.Array(publicSummary), ...(lapse && { past: Type.Array(publicSummary) }) }),
    publicQuery: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit })) }, { additionalProperties: false }),
  }
}

export type ServedSchemas = ReturnType<typeof servedSchemas>
