/**
 * Public blog API (public-site §7): list, detail by slug, categories, authors. The gate module
 * answers 403 for all of /api/public/* while protection is on and the visitor has no access.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { notFound } from '../core/errors.ts'
import { publicCacheHeaders } from './http.ts'
import {
  AuthorsResponseSchema,
  BlogListResponseSchema,
  BlogResponseSchema,
  CategoriesResponseSchema,
  PublicListQuerySchema,
  SlugParamsSchema,
} from './schemas.ts'

export const BLOG_NOT_FOUND = 'Blog not found'

export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/public/blogs',
    {
      schema: { querystring: PublicListQuerySchema, response: { 200: BlogListResponseSchema } },
    },
    async (request, reply) => {
      const { search, category, author, sort, limit, offset, exclude } = request.query
      await publicCacheHeaders(app, request, reply)
      return app.blogs.listPublic({ search, category, author, sort, limit, offset, exclude })
    },
  )

  app.get(
    '/api/public/blogs/:slug',
    { schema: { params: SlugParamsSchema, response: { 200: BlogResponseSchema } } },
    async (request, reply) => {
      await publicCacheHeaders(app, request, reply)
      const blog = await app.blogs.findPublic(request.params.slug)
      if (!blog) throw notFound(BLOG_NOT_FOUND)
      return { blog }
    },
  )

  app.get('/api/public/blog-categories', { schema: { response: { 200: CategoriesResponseSchema } } }, async (request, reply) => {
    await publicCacheHeaders(app, request, reply)
    return { categories: await app.blogs.categories() }
  })

  app.get('/api/public/blog-authors', { schema: { response: { 200: AuthorsResponseSchema } } }, async (request, reply) => {
    await publicCacheHeaders(app, request, reply)
    return { authors: await app.blogs.authors() }
  })
}
