/**
 * Public blog API (public-site §7): list, detail by slug, categories, authors. The gate module
 * answers 403 for all of /api/public/* while protection is on and the visitor has no access, and
 * sets their Cache-Control (gated content: public, max-age=30 while open; private, no-store otherwise).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { notFound } from '../core/errors.ts'
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
      schema: { summary: 'List published blog posts', querystring: PublicListQuerySchema, response: { 200: BlogListResponseSchema } },
    },
    async (request) => {
      const { search, category, author, sort, limit, offset, exclude } = request.query
      return app.blogs.listPublic({ search, category, author, sort, limit, offset, exclude })
    },
  )

  app.get(
    '/api/public/blogs/:slug',
    { schema: { summary: 'Get a published blog post by its slug', params: SlugParamsSchema, response: { 200: BlogResponseSchema } } },
    async (request) => {
      const blog = await app.blogs.findPublic(request.params.slug)
      if (!blog) throw notFound(BLOG_NOT_FOUND)
      return { blog }
    },
  )

  app.get('/api/public/blog-categories', { schema: { summary: 'List the categories of published blog posts', response: { 200: CategoriesResponseSchema } } }, async () => {
    return { categories: await app.blogs.categories() }
  })

  app.get('/api/public/blog-authors', { schema: { summary: 'List the authors of published blog posts', response: { 200: AuthorsResponseSchema } } }, async () => {
    return { authors: await app.blogs.authors() }
  })
}
