/**
 * The pages API (admin-area §7 Pages; public-site pages by key; the block catalogue, issue 17). The console reads with pages:read
 * (every staff role) and saves with pages:edit (editor and up); every save that changes something is
 * audited (the service announces it on the 'pages' topic). The public read is gated content.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PAGE_LIMITS } from '../../shared/api/pages.ts'
import { PAGE_SLUG_MAX } from '../../shared/pages/managed.ts'
import { notFound } from '../core/errors.ts'
import { PAGE_MESSAGES } from './service.ts'
import { catalogue } from './blocks.ts'
import type { PagesDb } from './queries.ts'
import { addressMoved, addressReturned } from '../redirects/moved.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'

/** Room for the largest content_json even if every character arrives as a \uXXXX escape. Only editors get this far: the permission check runs before the body is read. */
export const PAGE_BODY_LIMIT = PAGE_LIMITS.contentJson * 6 + 64 * 1024

const KeyParamsSchema = Type.Object({ key: Type.String({ maxLength: PAGE_SLUG_MAX }) })

const seoFields = {
  meta_title: Type.String({ maxLength: PAGE_LIMITS.metaTitle }),
  meta_description: Type.String({ maxLength: PAGE_LIMITS.metaDescription }),
  meta_keywords: Type.String({ maxLength: PAGE_LIMITS.metaKeywords }),
  canonical_url: Type.String({ maxLength: PAGE_LIMITS.url }),
}
const ContentJsonSchema = Type.String({ maxLength: PAGE_LIMITS.contentJson })
/** SocialCardBody (shared/api/pages.ts): each optional, checked in a person's words by the service (validate.ts cleanSeo). */
const socialCardFields = {
  social_image: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.url })),
  social_title: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.socialTitle })),
  social_description: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.socialDescription })),
}


/** When a published page goes live: an ISO date-time (the service reads it), null or '' for none. */
const publishAtSchema = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]))

/** PageCreateBody (shared/api/pages.ts): a missing managed page by its name, or a new page with a slug (checked by the service, in a person's words). */
export const PageCreateBodySchema = Type.Object(
  {
    page_name: Type.String({ minLength: 1, maxLength: 100 }),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
    content_json: ContentJsonSchema,
    meta_title: Type.Optional(seoFields.meta_title),
    meta_description: Type.Optional(seoFields.meta_description),
    meta_keywords: Type.Optional(seoFields.meta_keywords),
    canonical_url: Type.Optional(seoFields.canonical_url),
    ...socialCardFields,
    is_published: Type.Optional(Type.Boolean()),
    publish_at: publishAtSchema,
  },
  { additionalProperties: false },
)

/** PageUpdateBody (shared/api/pages.ts). */
export const PageUpdateBodySchema = Type.Object(
  {
    content_json: ContentJsonSchema,
    meta_title: seoFields.meta_title,
    meta_description: seoFields.meta_description,
    meta_keywords: Type.Optional(seoFields.meta_keywords),
    canonical_url: Type.Optional(seoFields.canonical_url),
    ...socialCardFields,
    is_published: Type.Optional(Type.Boolean()),
    publish_at: publishAtSchema,
    /** A new address for a page an editor created (its old one then redirects there). */
    slug: Type.Optional(Type.String({ maxLength: 200 })),
    /** The version the save was based on (the page's `version`); an older one is refused with 409. */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
)

export async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'pages:read' as const }
  const edit = { permission: 'pages:edit' as const }

  app.get('/api/cms/pages', { schema: { summary: 'List the site pages' }, config: read }, async () => ({ pages: await app.pages.list() }))

  // The block catalogue (shared/blocks, issue 17): every block type with its fields and defaults.
  app.get('/api/cms/pages/blocks', { schema: { summary: 'Get the catalogue of block types' }, config: read }, async () => catalogue())

  app.post('/api/cms/pages', { schema: { summary: 'Create a page', body: PageCreateBodySchema }, config: edit, bodyLimit: PAGE_BODY_LIMIT }, async (request, reply) => {
    const author = { id: request.admin!.id, name: request.admin!.name }
    const page = await app.revisions.create('pages', author, (trx) => app.pages.create(request.body, author.id, trx as PagesDb), (p) => p.id)
    await app.audit.record(request, 'page_created', { targetType: 'page', targetId: page.id, details: { page_name: page.page_name, path: page.path } })
    return reply.code(201).send({ page })
  })

  // Only pages editors created; the seven managed pages answer 409 (unpublish them instead).
  app.delete('/api/cms/pages/:id', { schema: { summary: 'Move a page to the Trash', params: IdParamsSchema }, config: edit }, async (request, reply) => {
    // To the Trash (30 days), where it can be restored or purged; a managed page is refused (409).
    const page = await app.pages.get(request.params.id)
    await app.revisions.trash(undefined, 'pages', page.id, { id: request.admin!.id, name: request.admin!.name })
    await app.audit.record(request, 'page_deleted', { targetType: 'page', targetId: page.id, details: { page_name: page.page_name, path: page.path, trash: true } })
    return reply.code(204).send()
  })

  app.put(
    '/api/cms/pages/:id',
    { schema: { summary: 'Update a page', params: IdParamsSchema, body: PageUpdateBodySchema }, config: edit, bodyLimit: PAGE_BODY_LIMIT },
    async (request) => {
      const author = { id: request.admin!.id, name: request.admin!.name }
      const { id } = request.params
      // The address visitors know, if they can see the page now: a move leaves it leading to the new one.
      const before = await app.pages.get(id).catch(() => undefined)
      const { page, changed } = await app.revisions.save('pages', id, author, request.body.version, (trx) => app.pages.update(id, request.body, author.id, trx as PagesDb))
      if (before?.is_published && !before.managed && before.path !== page.path) await addressMoved(app, request, before.path, page.path)
      // Published (again) where a redirect was left when it was unpublished into another page: the address is the page's.
      else if (page.is_published && !page.managed && !before?.is_published) await addressReturned(app, request, page.path)
      if (changed.length) await app.audit.record(request, 'page_updated', { targetType: 'page', targetId: page.id, details: { page_name: page.page_name, fields: changed } })
      return { page }
    },
  )

  // Gated content (also core's default under /api/public/): 403 while the gate blocks the caller;
  // the gate module sets Cache-Control (public, max-age=30 while the site is open; private, no-store otherwise).
  app.get('/api/public/pages/:key', { schema: { summary: 'Get a published page by its key', params: KeyParamsSchema }, config: { gate: 'content' } }, async (request) => {
    const page = await app.pages.publicPage(request.params.key)
    if (!page) throw notFound(PAGE_MESSAGES.notFound)
    return page
  })
}
