import type { ColumnType, Generated } from 'kysely'

export type PostStatusColumn = 'draft' | 'published'

export interface BlogsTable {
  id: Generated<number>
  slug: string
  title: string
  /** Sanitised HTML (modules/blogs/sanitize.ts). */
  content: string
  /** Derived at save time (shared/journal.ts), so lists never parse HTML. */
  plain_text: string
  excerpt: string
  reading_time: number
  category: string
  author_name: string
  featured_image: string | null
  tags: string
  meta_title: string
  meta_description: string
  meta_keywords: string
  status: PostStatusColumn
  publish_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  created_by: number | null
  updated_by: number | null
  /** Stored generated tsvector; never written. */
  search: ColumnType<string, never, never>
  /** Stored generated: publish_date, else created_at (the date shown and sorted by); never written. */
  display_date: ColumnType<Date, never, never>
  /** Stored generated: lower(title), for the title-fragment fallback of a search; never written. */
  title_folded: ColumnType<string, never, never>
}

export interface BlogCategoriesTable {
  id: Generated<number>
  name: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface BlogsTables {
  blogs: BlogsTable
  blog_categories: BlogCategoriesTable
}
