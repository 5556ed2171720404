/** Kysely table interfaces of the media module (migrations 2026-11-21-06-media, 2026-11-24-04-media-kit-press, 2026-11-26-02-media-kit-downloads, 2026-11-26-08-media-library). */
import type { ColumnType, Generated, RawBuilder } from 'kysely'

/** bytea: written as a Buffer; read back as a Buffer (pg) or a Uint8Array (PGlite). */
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>

export interface ImagesTable {
  /** Lower-case hex SHA-256 of `data` (the re-encoded bytes): the image's name and identity. */
  sha256: string
  mime: string
  ext: 'png' | 'jpg' | 'gif' | 'webp'
  width: number
  /** Height of one frame (animated images keep their frames). */
  height: number
  size: number
  data: Bytes
  created_at: ColumnType<Date, never, never>
  created_by: number | null
  /** The library's id of the image (migration 2026-11-26-08-media-library). */
  id: Generated<number>
  /** Its description for people who cannot see it; '' until someone writes one. */
  alt: Generated<string>
  /** The name of the file it was first uploaded as ('' before the library). */
  filename: Generated<string>
  /** The uploader's name at upload; null for images stored before the library. */
  created_by_name: string | null
}

export interface ImageVariantsTable {
  sha256: string
  /** One of IMAGE_VARIANT_WIDTHS (shared/api/journal.ts), never wider than the original. */
  width: number
  data: Bytes
  size: number
}

/** Media kit items (migration 2026-11-24-04-media-kit-press). */
export interface MediaKitItemsTable {
  id: Generated<number>
  title: string
  description: string
  file_type: 'ZIP' | 'PDF' | 'PNG' | 'JPG' | 'DOC'
  file_url: string
  file_size: string
  item_count: string
  download_count: ColumnType<number, never, RawBuilder<number>>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date | RawBuilder<Date>>
  created_by: number | null
  updated_by: number | null
  /** +1 on every save (modules/revisions bumps it). */
  version: Generated<number>
}

/** An uploaded media kit file: its name (hash and extension) and how it is split into chunks. */
export interface MediaFilesTable {
  /** Lower-case hex SHA-256 of the file's bytes. */
  sha256: string
  ext: 'zip' | 'pdf' | 'png' | 'jpg' | 'doc' | 'docx'
  mime: string
  size: number
  chunks: number
  created_at: ColumnType<Date, never, never>
  created_by: number | null
}

export interface MediaFileChunksTable {
  sha256: string
  /** 0, 1, 2...: the chunks in file order, each at most FILE_CHUNK_BYTES. */
  seq: number
  data: Bytes
}

/** One row per (item, UTC day, visitor hash) that downloaded it (migration 2026-11-26-02). */
export interface MediaKitDownloadsTable {
  item_id: number
  /** 'YYYY-MM-DD' (UTC). */
  day: string
  /** base64url SHA-256 of the day's salt, the IP and the user agent. */
  visitor: string
}

/** The random salt of each UTC day still in media_kit_downloads. */
export interface MediaKitDownloadSaltsTable {
  day: string
  salt: string
}

export interface MediaTables {
  images: ImagesTable
  image_variants: ImageVariantsTable
  media_kit_items: MediaKitItemsTable
  media_files: MediaFilesTable
  media_file_chunks: MediaFileChunksTable
  media_kit_downloads: MediaKitDownloadsTable
  media_kit_download_salts: MediaKitDownloadSaltsTable
}
