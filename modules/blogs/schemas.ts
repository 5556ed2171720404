/**
 * TypeBox schemas of the blogs routes. Responses produce the shapes of shared/api/journal.ts (the
 * compile-time checks at the bottom keep the two in step). Request schemas are strict (unknown
 * fields are refused) but leave the spec's required fields optional, so the handler can answer the
 * spec's own message (admin-area §5) instead of a generic "x is required".
 */
import { Type, type Static } from 'typebox'
import type { BlogDetail, BlogListResponse, BlogSummary, Category, CmsBlog, CmsCategory } from '../../shared/api/journal.ts'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const BlogSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  author_name: Type.String(),
  featured_image: Nullable(Type.String()),
  display_date: Type.String(),
  publish_date: Nullable(Type.String()),
  created_at: Type.String(),
  tags: Type.String(),
  excerpt: Type.String(),
  reading_time: Type.Integer(),
})

const detailFields = {
  ...BlogSummarySchema.properties,
  content: Type.String(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  meta_keywords: Type.String(),
  /** The last change (a post page's dateModified). */
  updated_at: Type.String(),
}
export const BlogDetailSchema = Type.Object(detailFields)

export const CmsBlogSchema = Type.Object({
  ...detailFields,
  status: Type.Enum(['draft', 'published']),
  state: Type.Enum(['draft', 'published', 'scheduled']),
  /** +1 on every save; a save may send the one it was based on (an older one is refused, 409). */
  version: Type.Integer(),
})

export const CategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() })
/** The console's category: with how many posts use it. */
export const CmsCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), used_by: Type.Integer() })

export const BlogListResponseSchema = Type.Object({
  blogs: Type.Array(BlogSummarySchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
})
export const BlogResponseSchema = Type.Object({ blog: BlogDetailSchema })
export const CmsBlogResponseSchema = Type.Object({ blog: CmsBlogSchema })
export const CmsBlogListResponseSchema = Type.Object({ blogs: Type.Array(CmsBlogSchema), total: Type.Integer() })
export const CategoriesResponseSchema = Type.Object({ categories: Type.Array(CategorySchema) })
export const CategoryResponseSchema = Type.Object({ category: CategorySchema })
export const CmsCategoriesResponseSchema = Type.Object({ categories: Type.Array(CmsCategorySchema) })
export const CmsCategoryResponseSchema = Type.Object({ category: CmsCategorySchema })
export const AuthorsResponseSchema = Type.Object({ authors: Type.Array(Type.String()) })
export const SuccessSchema = Type.Object({ success: Type.Boolean() })

/** Limits of the public list (the teaser and related blocks ask for 3; a page of cards for 12). */
export const PUBLIC_LIMIT = { default: 12, max: 50 } as const
export const PUBLIC_MAX_OFFSET = 10_000
export const CMS_LIMIT = { default: 50, max: 200 } as const
export const CMS_MAX_OFFSET = 1_000_000
export const MAX_SEARCH_LENGTH = 200

/** GET /api/public/blogs */
export const PublicListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    author: Type.Optional(Type.String({ maxLength: 200 })),
    sort: Type.Optional(Type.Enum(['latest', 'oldest'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLIC_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: PUBLIC_MAX_OFFSET })),
    exclude: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    // The home teaser sends status=published (public-site §7); nothing else ever leaves the public API.
    status: Type.Optional(Type.Enum(['published'])),
  },
  { additionalProperties: false },
)
export type PublicListQuery = Static<typeof PublicListQuerySchema>

export const SlugParamsSchema = Type.Object({ slug: Type.String({ maxLength: 200 }) })

/** GET /api/cms/blogs */
export const CmsListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
    status: Type.Optional(Type.Enum(['all', 'published', 'draft', 'scheduled'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CMS_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: CMS_MAX_OFFSET })),
  },
  { additionalProperties: false },
)
export type CmsListQuery = Static<typeof CmsListQuerySchema>

export { IdParamsSchema } from '../../shared/api/params.ts'

export const TITLE_MAX = 300
export const CATEGORY_MAX = 100
export const SLUG_MAX = 200

/** POST /api/cms/blogs and PUT /api/cms/blogs/:id (BlogInput). Content has no schema limit: the handler measures it. */
export const BlogBodySchema = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
    slug: Type.Optional(Type.String({ maxLength: SLUG_MAX })),
    featured_image: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    category: Type.Optional(Type.String({ maxLength: CATEGORY_MAX })),
    content: Type.Optional(Type.String()),
    tags: Type.Optional(Type.String({ maxLength: 1000 })),
    meta_title: Type.Optional(Type.String({ maxLength: 300 })),
    meta_description: Type.Optional(Type.String({ maxLength: 500 })),
    meta_keywords: Type.Optional(Type.String({ maxLength: 500 })),
    status: Type.Optional(Type.Enum(['draft', 'published'])),
    /** The version the save was based on (GET's `version`); an older one is refused with 409. */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    // ISO 8601 with a time zone, or null; an empty string (a cleared date field) is read as null
    // before validation (see cms-routes.ts).
    publish_date: Type.Optional(Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()])),
    author_name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export type BlogBody = Static<typeof BlogBodySchema>

export const CategoryBodySchema = Type.Object({ name: Type.Optional(Type.String({ maxLength: CATEGORY_MAX })) }, { additionalProperties: false })
export type CategoryBody = Static<typeof CategoryBodySchema>

// Compile-time: the schemas produce exactly the shared shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const same = <T extends true>(_: T) => _
same<Same<Static<typeof BlogSummarySchema>, BlogSummary>>(true)
same<Same<Static<typeof BlogDetailSchema>, BlogDetail>>(true)
same<Same<Static<typeof CmsBlogSchema>, CmsBlog>>(true)
same<Same<Static<typeof CategorySchema>, Category>>(true)
same<Same<Static<typeof CmsCategorySchema>, CmsCategory>>(true)
same<Same<Static<typeof BlogListResponseSchema>, BlogListResponse>>(true)
