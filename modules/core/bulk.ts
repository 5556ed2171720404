/**
 * Bulk actions on a console list (issue 18, shapes in shared/api/bulk.ts), written once for every
 * module that offers them (blogs, vlogs, media kit, press highlights, enquiries):
 * - the body `{ids, action, category?}`: ids whole numbers, 1 to BULK_MAX_IDS of them, each named once;
 * - every item applied in ONE transaction, in id order (two bulk requests lock their rows in the
 *   same order, so they queue instead of deadlocking), each under a savepoint so one refused item
 *   does not stop the others from being tried: every failure is collected;
 * - any failure: the transaction rolls back and the answer is 4xx `{error, failed: [{id, error}]}`
 *   (the items' common status, 404 when every one is missing, else 409), nothing applied;
 * - success: one audit entry per changed item, the module's change topic published once, after
 *   the commit, and 200 `{done: ids}`.
 * Each module says only what one item means (its `item` function, run with the transaction) in its
 * own modules/<m>/bulk-routes.ts. Items that already are as asked change nothing and are not audited.
 * Uses app.audit and the route option `config.permission` of the auth module (typed through
 * Fastify's declarations; nothing is imported from auth).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { sql, type Kysely, type Transaction } from 'kysely'
import { Type, type TProperties } from 'typebox'
import { BULK_MAX_IDS, type BulkFailure } from '../../shared/api/bulk.ts'
import type { ContentTypeDeclaration } from '../../shared/content-types/index.ts'
import { badRequest, HttpError } from './errors.ts'

export type Permission = NonNullable<FastifyContextConfig['permission']>

/** The `ids` of a bulk body: 1 to BULK_MAX_IDS database ids. */
export const BulkIdsSchema = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: BULK_MAX_IDS })

/** The body schema of a bulk route offering `actions`; `extra` are further optional fields (e.g. category). */
export function bulkBodySchema<A extends string>(actions: readonly A[], extra: TProperties = {}) {
  return Type.Object({ ids: BulkIdsSchema, action: Type.Enum([...actions]), ...extra }, { additionalProperties: false })
}

/** Who does it: the signed-in staff member (revisions and trash name them). */
export interface BulkAuthor {
  id: number
  name: string
}

/** What one item's change leaves in the audit log; null: the item already was as asked (nothing written). */
export interface BulkItemChange {
  action: string
  details: Record<string, unknown>
}

export interface BulkItemContext<A extends string, P> {
  action: A
  author: BulkAuthor
  request: FastifyRequest
  /** What `prepare` answered for the whole request (e.g. the category, as stored). */
  prepared: P
}

/** Ids named more than once, each once, in the order first repeated. */
export function repeatedIds(ids: readonly number[]): number[] {
  const seen = new Set<number>()
  const repeated = new Set<number>()
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id)
  return [...repeated]
}

/** The status of a refusal whose items failed with `statuses`: their common one, else 409. */
export const refusalStatus = (statuses: readonly number[]) => (statuses.length > 0 && statuses.every((s) => s === statuses[0]) ? statuses[0] : 409)

/**
 * Applies `item` to every id in one transaction of `db` and resolves with each item's result. When
 * any item is refused (an HttpError below 500), everything is rolled back and the promise rejects
 * with an HttpError of the items' common status carrying `failed` (each id with its reason, in the
 * order of `ids`) and `message(failed)` as its error. Other errors (the database gone) reject as they are.
 */
export async function runBulk<T>(
  transact: <R>(work: (trx: Transaction<any>) => Promise<R>) => Promise<R>,
  ids: readonly number[],
  item: (trx: Transaction<any>, id: number) => Promise<T>,
  message: (failed: BulkFailure[]) => string,
): Promise<Map<number, T>> {
  const order = [...ids].sort((a, b) => a - b)
  return transact(async (trx) => {
    const results = new Map<number, T>()
    const failed = new Map<number, { error: string; status: number }>()
    for (const id of order) {
      await sql`savepoint bulk_item`.execute(trx)
      try {
        results.set(id, await item(trx, id))
        await sql`release savepoint bulk_item`.execute(trx)
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err
        await sql`rollback to savepoint bulk_item`.execute(trx)
        failed.set(id, { error: err.message, status: err.statusCode })
      }
    }
    if (failed.size) {
      const named = ids.filter((id) => failed.has(id))
      const list = named.map((id) => ({ id, error: failed.get(id)!.error }))
      throw new HttpError(refusalStatus(named.map((id) => failed.get(id)!.status)), message(list), {}, undefined, { failed: list })
    }
    return results
  })
}

export interface BulkRoute<A extends string, P = undefined> {
  /** POST address, e.g. /api/cms/blogs/bulk. */
  url: string
  permission: Permission
  actions: readonly A[]
  /** Further optional body fields (their schemas), e.g. `{category: Type.Optional(Type.String(...))}`. */
  extra?: TProperties
  /** How the items are named in the refusal: {one: 'blog post', many: 'blog posts'}. */
  noun: { one: string; many: string }
  /** What each action did, for the refusal: "could not be {published}". */
  done: Record<A, string>
  /** The audit entries' target type ('blog'). */
  targetType: string
  /** Published once after the commit when any item changed (the render caches listen to it). */
  topic?: string
  /**
   * Checks of the request as a whole, before any item (e.g. the category exists); throws a 400 with
   * the field, or answers what every item needs.
   */
  prepare?: (body: { ids: number[]; action: A } & Record<string, unknown>, request: FastifyRequest) => Promise<P> | P
  /** One item's change, in the transaction: throws an HttpError to refuse it; null when it already was as asked. */
  item: (trx: Kysely<any>, id: number, ctx: BulkItemContext<A, P>) => Promise<BulkItemChange | null>
}

/** What a content type's declaration (shared/content-types/) says of its bulk route: address, permission, actions, names. */
export function declaredBulk<const D extends ContentTypeDeclaration>(declared: D) {
  return {
    url: `/api/cms/${declared.type}/bulk`,
    permission: declared.permissions.write,
    actions: declared.bulk as D['bulk'],
    noun: { one: declared.label.toLowerCase(), many: declared.plural.toLowerCase() },
    targetType: declared.auditAs,
  }
}

/** Registers POST `spec.url`: the bulk action of one list (see the header). */
export function bulkRoute<A extends string, P = undefined>(fastify: FastifyInstance, spec: BulkRoute<A, P>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const body = bulkBodySchema(spec.actions, spec.extra)
  app.post(
    spec.url,
    {
      schema: { summary: `Apply one action to several ${spec.noun.many}`, description: `Actions: ${spec.actions.join(', ')}. All or nothing.`, body },
      config: { permission: spec.permission },
    },
    async (request) => {
      const raw = request.body as { ids: number[]; action: A } & Record<string, unknown>
      const twice = repeatedIds(raw.ids)
      if (twice.length) {
        const list = twice.join(', ')
        throw badRequest(
          `Each item may be named once: ${list} ${twice.length === 1 ? 'is' : 'are'} named more than once.`,
          'ids',
          'Name each item once.',
        )
      }
      const prepared = (spec.prepare ? await spec.prepare(raw, request) : undefined) as P
      const author = { id: request.admin!.id, name: request.admin!.name }
      const ctx: BulkItemContext<A, P> = { action: raw.action, author, request, prepared }
      const refusal = (failed: BulkFailure[]) => {
        const n = failed.length
        const total = raw.ids.length
        const what = total === 1 ? `the ${spec.noun.one}` : n === total ? `the ${total} ${spec.noun.many}` : `${n} of the ${total} ${spec.noun.many}`
        return `Nothing was changed: ${what} could not be ${spec.done[raw.action]}.`
      }
      // What the items publish (their own services, revisions, trash) is held by the transaction
      // until it commits, each topic once; a refusal drops them with the transaction.
      {
        const results = await runBulk(
          (work) =>
            app.changes.inTransaction(app.db, async (trx) => {
              const done = await work(trx)
              // The list's own topic joins them: one announcement, after the commit.
              if (spec.topic && [...(done as Map<number, unknown>).values()].some(Boolean)) await app.changes.publishIn(trx, spec.topic)
              return done
            }),
          raw.ids,
          (trx, id) => spec.item(trx, id, ctx),
          refusal,
        )
        for (const id of raw.ids) {
          const change = results.get(id)
          if (!change) continue
          await app.audit.record(request, change.action, { targetType: spec.targetType, targetId: id, details: { ...change.details, bulk: true } })
        }
      }
      return { done: raw.ids }
    },
  )
}
