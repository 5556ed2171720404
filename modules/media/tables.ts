/** Kysely table interfaces of the media module (migration 2026-11-21-06-media). */
import type { ColumnType } from 'kysely'

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
}

export interface ImageVariantsTable {
  sha256: string
  /** One of IMAGE_VARIANT_WIDTHS (shared/api/journal.ts), never wider than the original. */
  width: number
  data: Bytes
  size: number
}

export interface MediaTables {
  images: ImagesTable
  image_variants: ImageVariantsTable
}
