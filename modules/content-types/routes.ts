/**
 * The routes of one served content type, all derived from its declaration (T = the type's API name,
 * e.g. `events`; schemas from shared/content-types/schemas.ts, so OpenAPI lists each):
 *
 *   GET    /api/public/T                      published, due items: {items, past} (lapsed ones apart or left out;
 *                                              `past` only for a type with a lapse date; the envelopes' words: `api`),
 *                                              or a page of a search: {items, total, limit, offset, any_published} (`site.paged`)
 *   GET    /api/public/<facet>                a filter's choices (`site.paged.facets`)
 *   GET    /api/public/T/:slug                one of them: {item}, else 404 (types whose items have pages)
 *   GET    /api/public/T/calendar.ics         iCalendar feed of all (dated types)
 *   GET    /api/public/T/:slug/calendar.ics   one item's iCalendar file
 *   GET    <site.path>/rss.xml                its newest public items as RSS (`site.feed`; gated content)
 *   GET    /api/cms/T        (read)           list with search, status and paging: {items, total}
 *   GET    /api/cms/T/:id    (read)           {item}
 *   POST   /api/cms/T        (write)          201 {item}
 *   PUT    /api/cms/T/:id    (write)          {item}; fields not sent keep their value; `version` older than the item's: 409
 *   DELETE /api/cms/T/:id    (write)          to the Trash: {success: true}
 *   POST   /api/cms/T/bulk   (write)          publish, unpublish, delete, and category for a type with categories (modules/core/bulk.ts)
 *   GET    /api/public/<categories>           a type's categories: {categories: [{id, name}]} (`categories`)
 *   GET    /api/cms/<categories>    (read)    with how many items use each: {categories: [{id, name, used_by}]}
 *   POST   /api/cms/<categories>    (write)   201 {category}
 *   PUT    /api/cms/<categories>/:id (write)  renamed, and every item that names it: {category}
 *   DELETE /api/cms/<categories>/:id (write)  only when no item uses it (409 says how many do)
 *
 * plus its history (modules/revisions revisionRoutes). Every change is versioned, audited as
 * `<auditAs>_created|updated|deleted` (an update that changes nothing is not), and announced on the
 * type's topic (its name) after the commit; a published item whose slug changes leaves a redirect
 * from its old address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParamsSchema } from '../../shared/api/params.ts'
import { CMS_LIST_LIMIT } from '../../shared/api/media-kit.ts'
import { BRAND } from '../../shared/brand.ts'
import { servedSchemas } from '../../shared/content-types/schemas.ts'
import { inputKey, maxOf } from '../../shared/content-types/fields.ts'
import { envelopeOf, feedPath, hasItemPages, itemPath, titleField, type ServedContentType } from '../../shared/content-types/served.ts'
import { feedGuid, renderRss } from '../content/feed.ts'
import { bulkRoute, declaredBulk } from '../core/bulk.ts'
import { badRequest, notFound } from '../core/errors.ts'
import { contentDisposition } from '../core/header-values.ts'
import { addressMoved, mayMoveAddress } from '../redirects/moved.ts'
import { emptyDateIsNull } from '../content/index.ts'
import { revisionRoutes, type Author } from '../revisions/index.ts'
import { calendarOf } from './calendar.ts'
import { categoryRoutes } from './categories.ts'
import type { CmsItem, PublicItem, ServedStore } from './store.ts'
import { bodyOf, servedValues, type ServedBody } from './values.ts'

const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) })
/** The most items a type's RSS feed holds (as the journal's). */
const FEED_ITEMS = 20
const Success = Type.Object({ success: Type.Literal(true) })

const actorOf = (request: FastifyRequest): Author => ({ id: request.admin!.id, name: request.admin!.name })

/** The saved keys whose value a save changed (the audit's `fields`): every field, the slug, status and publish date. */
function changedKeys(t: ServedContentType, before: CmsItem, after: CmsItem): string[] {
  const keys = [...t.served.fields.map((f) => f.name), 'slug', 'status', 'publish_date']
  return keys.filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''))
}

/** The words the bulk bar's "move to category" refuses with. */
export const bulkCategoryMessages = (t: ServedContentType) =>
  ({
    required: `Choose the category to move the ${t.plural.toLowerCase()} to.`,
    unknown: (name: string) => `There is no ${t.label.toLowerCase()} category “${name}”. Add it first, or choose another.`,
    notForAction: 'A category is only sent with the action “category”.',
  }) as const

/** What a missing item is called, in words. */
export const notFoundMessage = (t: ServedContentType) => t.served.notFound ?? `This ${t.noun} was not found. It may have been deleted.`

export function servedRoutes(store: ServedStore) {
  const t = store.type
  const base = `/api/cms/${t.type}`
  const pub = `/api/public/${t.type}`
  const schemas = servedSchemas(t)
  const { read, write } = t.permissions
  const noun = t.noun
  const title = titleField(t).name
  const limit = t.served.site.limit ?? 100
  const defaultLimit = t.served.site.defaultLimit ?? limit
  // The envelopes' words: {item} and {items} unless the type keeps an older API's ({highlight}, {highlights}).
  const names = envelopeOf(t)
  // The answer under its envelope's word (the response schema names the same key; typed loosely, as the key is the declaration's).
  const one = (item: CmsItem | PublicItem) => ({ [names.item]: item }) as never
  // Room for the longest rich text even if every character arrives as a \uXXXX escape, so an
  // oversized one gets the field's "too long" in words rather than the parser's 413. Only staff
  // get this far: the permission check runs before the body is read.
  const longest = Math.max(0, ...t.served.fields.filter((f) => f.kind === 'richText').map(maxOf))
  const bodyLimit = Math.max(longest, 200_000) * 6 + 64 * 1024

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const gone = () => notFound(notFoundMessage(t))

    async function audit(request: FastifyRequest, action: 'created' | 'deleted', item: CmsItem) {
      await app.audit.record(request, `${t.auditAs}_${action}`, { targetType: t.auditAs, targetId: item.id, details: { title: item[title], slug: item.slug, status: item.status } })
    }

    const categories = t.served.categories

    // ---- Public -------------------------------------------------------------------------------
    const paged = t.served.site.paged
    app.get(pub, { schema: { summary: `List published ${t.plural.toLowerCase()}`, querystring: schemas.publicQuery, response: { 200: schemas.publicList } } }, async (request) => {
      if (paged) {
        const q = request.query as Record<string, string | number | undefined>
        const { items, ...page } = await store.listPaged(app.db, {
          search: typeof q.search === 'string' ? q.search : undefined,
          filters: Object.fromEntries((paged.filters ?? []).map((f) => [f.param, q[f.param] as string | undefined])),
          exclude: typeof q.exclude === 'number' ? q.exclude : undefined,
          sort: q.sort === 'oldest' ? 'oldest' : 'latest',
          limit: (q.limit as number | undefined) ?? paged.default,
          offset: (q.offset as number | undefined) ?? 0,
        })
        return { [names.items]: items, ...page } as never
      }
      const { items, past } = await store.listPublic(app.db, Math.min(limit, (request.query as { limit?: number }).limit ?? defaultLimit))
      return { [names.items]: items, past } as never
    })

    for (const facet of paged?.facets ?? []) {
      const Facet = Type.Object({ [facet.key]: Type.Array(Type.String()) })
      app.get(`/api/public/${facet.path}`, { schema: { summary: `The ${facet.key} of published ${t.plural.toLowerCase()}`, response: { 200: Facet } } }, async () => ({
        [facet.key]: await store.facet(app.db, facet.field),
      }))
    }

    if (t.served.site.calendar) {
      const origin = () => app.config.publicOrigin.replace(/\/$/, '')
      app.get(`${pub}/calendar.ics`, { schema: { summary: `All ${t.plural.toLowerCase()} as an iCalendar feed` } }, async (_request, reply) => {
        const { items, past } = await store.listPublic(app.db, limit)
        reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', contentDisposition('inline', `${BRAND.name} ${t.plural.toLowerCase()}`, t.type, 'ics'))
        return calendarOf(t, [...items, ...past], origin(), BRAND.name)
      })
      if (hasItemPages(t)) app.get(`${pub}/:slug/calendar.ics`, { schema: { summary: `One ${noun} as an iCalendar file`, params: SlugParams } }, async (request, reply) => {
        const item = await store.findPublic(app.db, request.params.slug)
        if (!item) throw gone()
        reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', contentDisposition('attachment', String(item[title]), t.noun, 'ics'))
        return calendarOf(t, [item], origin(), BRAND.name)
      })
    }

    if (t.served.site.feed) {
      const site = t.served.site
      const feed = typeof site.feed === 'object' ? site.feed : {}
      const text = (item: PublicItem, field: string | undefined) => (field ? String(item[field] ?? '') || undefined : undefined)
      // The newest public items: a page of a paged list, else the list's current and lapsed items by date.
      const newest = async () => {
        if (site.paged) return (await store.listPaged(app.db, { filters: {}, sort: 'latest', limit: FEED_ITEMS, offset: 0 })).items
        const { items, past } = await store.listPublic(app.db, FEED_ITEMS)
        const date = (item: PublicItem) => String(item.publish_date ?? item.created_at)
        return [...items, ...past].sort((a, b) => date(b).localeCompare(date(a))).slice(0, FEED_ITEMS)
      }
      // Outside /api/public/, so it states its gate policy itself; its Cache-Control is the gate's rule for gated content.
      app.get(feedPath(t), { config: { gate: 'content' }, schema: { summary: `The newest ${t.plural.toLowerCase()} as an RSS feed` } }, async (_request, reply) => {
        const xml = renderRss(
          app.config.publicOrigin.replace(/\/$/, ''),
          { title: feed.title ?? `${BRAND.name} ${t.plural}`, path: site.list === false ? (site.crumb?.path ?? site.path) : site.path, description: site.intro, self: feedPath(t) },
          (await newest()).map((item) => ({
            title: String(item[title]),
            path: itemPath(t, item.slug),
            guid: feedGuid(feed.guid ?? t.type, item.id),
            date: String(item.publish_date ?? item.created_at),
            category: text(item, feed.category),
            author: text(item, feed.author),
            description: String(item[site.description] ?? '') || String(item[title]),
            image: site.image ? String(item[site.image] ?? '') || null : null,
          })),
        )
        return reply.type('application/rss+xml; charset=utf-8').send(xml)
      })
    }

    if (hasItemPages(t)) app.get(`${pub}/:slug`, { schema: { summary: `Get a published ${noun} by its slug`, params: SlugParams, response: { 200: schemas.publicItemResponse } } }, async (request) => {
      const item = await store.findPublic(app.db, request.params.slug)
      if (!item) throw gone()
      return one(item)
    })

    // ---- Console --------------------------------------------------------------------------------
    app.get(base, { schema: { summary: `List ${t.plural.toLowerCase()}`, querystring: schemas.cmsQuery, response: { 200: schemas.cmsList } }, config: { permission: read } }, async (request) => {
      const { search, status, limit: size, offset } = request.query
      const { items, total } = await store.listCms(app.db, { search: search?.trim() || undefined, status: (status ?? 'all') as 'all', limit: size ?? t.served.cmsPage ?? CMS_LIST_LIMIT.default, offset: offset ?? 0 })
      return { [names.items]: items, total } as never
    })

    app.get(`${base}/:id`, { schema: { summary: `Get a ${noun}`, params: IdParamsSchema, response: { 200: schemas.itemResponse } }, config: { permission: read } }, async (request) => {
      const item = await store.find(app.db, request.params.id)
      if (!item) throw gone()
      return one(item)
    })

    app.post(
      base,
      { schema: { summary: `Create a ${noun}`, body: schemas.body, response: { 201: schemas.itemResponse } }, config: { permission: write }, preValidation: emptyDateIsNull, bodyLimit },
      async (request, reply) => {
        const body = request.body as ServedBody
        const actor = actorOf(request)
        const values = servedValues(t, body, { author: actor.name })
        const item = await app.revisions.create(t.type as never, actor, async (trx) => store.create(trx, await store.resolve(trx, values), body.slug, actor.id), (i) => i.id)
        await audit(request, 'created', item)
        return reply.code(201).send(one(item))
      },
    )

    app.put(
      `${base}/:id`,
      { schema: { summary: `Update a ${noun}`, params: IdParamsSchema, body: schemas.body, response: { 200: schemas.itemResponse } }, config: { permission: write }, preValidation: emptyDateIsNull, bodyLimit },
      async (request) => {
        const body = request.body as ServedBody
        const { id } = request.params
        // The address visitors know, if they can read the item now: a new slug leaves it leading there.
        const before = mayMoveAddress(app, body.slug) ? await store.find(app.db, id) : null
        const publicBefore = before && (await store.findPublic(app.db, before.slug)) ? before.slug : null
        const actor = actorOf(request)
        let fields: string[] = []
        const item = await app.revisions.save(t.type as never, id, actor, body.version, async (trx) => {
          // A field not sent keeps its value (send '' or null to clear one); the whole item is checked again.
          const current = await store.find(trx, id)
          if (!current) return null
          const merged: ServedBody = { ...body }
          for (const f of t.served.fields) {
            const sent = merged[inputKey(f)]
            // An author left blank on an edit is "not given": the item keeps its author.
            const blank = f.defaultsToAuthor && (sent === null || (typeof sent === 'string' && !sent.trim()))
            if (sent === undefined || blank) merged[inputKey(f)] = current[f.name]
          }
          const saved = await store.update(trx, id, await store.resolve(trx, servedValues(t, merged)), body.slug, actor.id)
          if (saved) fields = changedKeys(t, current, saved)
          return saved
        })
        if (!item) throw gone()
        if (fields.length) await app.audit.record(request, `${t.auditAs}_updated`, { targetType: t.auditAs, targetId: item.id, details: { title: item[title], slug: item.slug, status: item.status, fields } })
        if (publicBefore && publicBefore !== item.slug) await addressMoved(app, request, itemPath(t, publicBefore), itemPath(t, item.slug))
        return one(item)
      },
    )

    app.delete(`${base}/:id`, { schema: { summary: `Move a ${noun} to the Trash`, params: IdParamsSchema, response: { 200: Success } }, config: { permission: write } }, async (request) => {
      const item = await store.find(app.db, request.params.id)
      if (!item || (await app.revisions.trash(undefined, t.type as never, item.id, actorOf(request))) === undefined) throw gone()
      await audit(request, 'deleted', item)
      return { success: true as const }
    })

    const words = bulkCategoryMessages(t)
    bulkRoute<string, string | undefined>(app, {
      ...declaredBulk(t),
      ...(categories && { extra: { category: Type.Optional(Type.String({ maxLength: 100 })) } }),
      done: { publish: 'published', unpublish: 'unpublished', delete: 'deleted', category: 'moved' },
      topic: t.type,
      // "Move to category" names one of the type's categories, in any case; no other action sends one.
      prepare: async ({ action, category }: { action: string; category?: unknown }) => {
        if (action !== 'category') {
          if (category !== undefined) throw badRequest(words.notForAction, 'category')
          return undefined
        }
        const name = typeof category === 'string' ? category.trim().replace(/\s+/g, ' ') : ''
        if (!name) throw badRequest(words.required, 'category')
        const known = await store.categories!(app.db).findByName(name)
        if (!known) throw badRequest(words.unknown(name), 'category')
        return known.name
      },
      async item(trx, id, { action, author, prepared: category }) {
        const current = await store.find(trx, id)
        if (!current) throw gone()
        if (action === 'delete') {
          const trashed = await app.revisions.trash(trx, t.type as never, id, author)
          if (trashed === undefined) throw gone()
          return { action: `${t.auditAs}_deleted`, details: { title: trashed, slug: current.slug, status: current.status, trash: true } }
        }
        // Changed as a save changes it: an item that fails its own checks (saved by an older version) is refused in the same words.
        servedValues(t, bodyOf(t, current))
        let item: CmsItem | null
        if (action === 'category') {
          if (current[categories!.field] === category) return null
          item = await store.setValues(trx, id, { [categories!.field]: category! }, author.id)
        } else {
          const status = action === 'publish' ? 'published' : 'draft'
          if (current.status === status) return null
          item = await store.setStatus(trx, id, status, author.id)
        }
        if (!item) throw gone()
        await app.revisions.saved(trx, t.type as never, id, author)
        return { action: `${t.auditAs}_updated`, details: { title: item[title], slug: item.slug, status: item.status, fields: changedKeys(t, current, item) } }
      },
    })
    if (categories) await app.register(categoryRoutes(store))

    await app.register(revisionRoutes(t.type as never))
  }
}
