import type { ColumnType, Generated } from 'kysely'

export type PostStatusColumn = 'draft' | 'published'

export interface BlogsTable {
  id: Generated<number>
  slug: string
  title: string
  /** Sanitised HTML (modules/content/sanitize.ts). */
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
  /** +1 on every save (the revisions service bumps it; a save based on an older one is refused). */
  version: Generated<number>
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

/**
 * Published posts' search and list columns (2026-11-23-03), kept in step with blogs by a trigger;
 * read only, never written by the module.
 */
export interface BlogsListTable {
  id: ColumnType<number, never, never>
  publish_date: ColumnType<Date | null, never, never>
  display_date: ColumnType<Date, never, never>
  category: ColumnType<string, never, never>
  author_name: ColumnType<string, never, never>
  title_folded: ColumnType<string, never, never>
  /** The text-search vector: title (weight A) and text (B), 'english' and 'simple'. */
  search: ColumnType<string, never, never>
}

/** Published posts per (category, author) pair (2026-11-23-03), kept by a trigger on blogs_list; read only. */
export interface BlogsListCountsTable {
  category: ColumnType<string, never, never>
  author_name: ColumnType<string, never, never>
  n: ColumnType<number, never, never>
}

export interface BlogsTables {
  blogs: BlogsTable
  blogs_list: BlogsListTable
  blogs_list_counts: BlogsListCountsTable
  blog_categories: BlogCategoriesTable
}
