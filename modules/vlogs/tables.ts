/** Kysely table interfaces of the vlogs module (migration 2026-11-21-05-vlogs). */
import type { ColumnType, Generated } from 'kysely'
import type { PostStatus } from '../../shared/api/journal.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface VlogCategoriesTable {
  id: Generated<number>
  name: string
  created_at: ColumnType<Date, never, never>
  created_by: number | null
}

export interface VlogsTable {
  id: Generated<number>
  slug: string
  title: string
  description: Generated<string>
  category: string
  author_name: Generated<string>
  youtube_url: string
  /** The 11-character YouTube id extracted from youtube_url (shared/journal.ts youtubeId). */
  video_id: string
  /** The stored thumbnail, or '' when the video's own thumbnail is used. */
  thumbnail_url: Generated<string>
  meta_title: Generated<string>
  meta_description: Generated<string>
  meta_keywords: Generated<string>
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>
  publish_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: ColumnType<Date, never, never>
  updated_at: Timestamp
  created_by: number | null
  updated_by: number | null
  /** +1 on every save (modules/revisions bumps it). */
  version: Generated<number>
  /** Generated: tsvector of title (weight A) and description (weight B). Never written. */
  search: ColumnType<string, never, never>
}

export interface VlogsTables {
  vlogs: VlogsTable
  vlog_categories: VlogCategoriesTable
}
