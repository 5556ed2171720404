/** Kysely table interfaces of the pages module (migration 2026-11-24-01-pages). */
import type { ColumnType, Generated } from 'kysely'

export interface PagesTable {
  id: Generated<number>
  page_name: string
  /** A page an editor created: its address /<slug>; null for the seven managed pages (migration 2026-11-26-06-blocks). */
  slug: string | null
  /** JSON text of Section[] as the module wrote it after validation (shared/api/pages.ts). */
  content_json: string
  meta_title: Generated<string>
  meta_description: Generated<string>
  meta_keywords: Generated<string>
  canonical_url: Generated<string>
  /** The page's social card (migration 2026-12-02-04-page-social-cards): '' for the defaults. */
  social_image: Generated<string>
  social_title: Generated<string>
  social_description: Generated<string>
  is_published: Generated<boolean>
  /** When a published page goes live (migration 2026-12-03-02-page-schedule); null: as soon as it is published. */
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  updated_by: number | null
  /** +1 on every save (modules/revisions bumps it). */
  version: Generated<number>
}

export interface PagesTables {
  pages: PagesTable
}
