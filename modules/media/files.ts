/**
 * Uploaded media kit files in PostgreSQL (ARCHITECTURE §3: every instance serves them), named by the
 * SHA-256 of their bytes (`/media/files/<sha256>.<ext>`), stored in chunks of FILE_CHUNK_BYTES so a
 * download streams one chunk at a time instead of holding a 50 MB file in memory. Storing the same
 * bytes again (also from two instances at once) keeps the one copy. Queries of media_files and
 * media_file_chunks; `db` comes first.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { sql } from 'kysely'
import { MEDIA_FILES_PATH, type MediaFileType } from '../../shared/api/media-kit.ts'
import { STORED_KINDS, type StoredExt } from './file-type.ts'
import type { MediaDb } from './queries.ts'

/** Chunk size of stored files: small enough for any driver and for memory, few enough rows per file. */
export const FILE_CHUNK_BYTES = 1024 * 1024

const FILE_NAME = /^([0-9a-f]{64})\.(zip|pdf|png|jpg|docx?)$/

/** The parts of a file name (`<sha256>.<ext>`), or null if it is not one. */
export function parseFileName(file: string): { sha256: string; ext: StoredExt } | null {
  const m = FILE_NAME.exec(file)
  return m ? { sha256: m[1], ext: m[2] as StoredExt } : null
}

/** The stored file a site path names (`/media/files/<sha256>.<ext>`), or null if it names none by its form. */
export function parseFileUrl(url: string): { sha256: string; ext: StoredExt } | null {
  return url.startsWith(MEDIA_FILES_PATH) ? parseFileName(url.slice(MEDIA_FILES_PATH.length)) : null
}

export interface StoredFile {
  url: string
  sha256: string
  ext: StoredExt
  size: number
  /** False when the same bytes were already stored. */
  created: boolean
}

/** Stores a checked file (see file-type.ts); the same bytes give the same URL. */
export async function storeFile(db: MediaDb, data: Buffer, ext: StoredExt, adminId: number | null): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(data).digest('hex')
  const chunks = Math.ceil(data.length / FILE_CHUNK_BYTES)
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('media_files')
      .values({ sha256, ext, mime: STORED_KINDS[ext].mime, size: data.length, chunks, created_by: adminId })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .returning('sha256')
      .executeTakeFirst()
    if (!row) return false
    for (let seq = 0; seq < chunks; seq++) {
      // As hex text: what node-postgres sends for a Buffer anyway, and ten times faster than a binary parameter in PGlite.
      const hex = data.toString('hex', seq * FILE_CHUNK_BYTES, Math.min(data.length, (seq + 1) * FILE_CHUNK_BYTES))
      await sql`insert into media_file_chunks (sha256, seq, data) values (${sha256}, ${seq}, decode(${hex}, 'hex'))`.execute(trx)
    }
    return true
  })
  // Same bytes under another extension (a .zip that is also a .docx) keep the first name: serve that one.
  const stored = created ? ext : ((await findFile(db, sha256))?.ext ?? ext)
  return { url: `${MEDIA_FILES_PATH}${sha256}.${stored}`, sha256, ext: stored, size: data.length, created }
}

export async function findFile(db: MediaDb, sha256: string) {
  return db.selectFrom('media_files').select(['sha256', 'ext', 'mime', 'size', 'chunks']).where('sha256', '=', sha256).executeTakeFirst()
}

/** The type of the stored file a site path names, or null when it names no stored file. */
export async function storedFileType(db: MediaDb, url: string): Promise<MediaFileType | null> {
  const parsed = parseFileUrl(url)
  if (!parsed) return null
  const file = await findFile(db, parsed.sha256)
  return file && file.ext === parsed.ext ? STORED_KINDS[file.ext].fileType : null
}

/** The file's bytes, one chunk per read: a slow client holds at most one chunk in memory. */
export function fileStream(db: MediaDb, sha256: string, chunks: number): Readable {
  let seq = 0
  return new Readable({
    // Read is not called again until the chunk asked for has been pushed.
    read() {
      if (seq >= chunks) {
        this.push(null)
        return
      }
      const current = seq++
      // As hex text, for the same reason as when storing (PGlite decodes a bytea column ten times slower).
      sql<{ hex: string }>`select encode(data, 'hex') as hex from media_file_chunks where sha256 = ${sha256} and seq = ${current}`
        .execute(db)
        .then(
          ({ rows }) => (rows[0] ? this.push(Buffer.from(rows[0].hex, 'hex')) : this.destroy(new Error(`media file ${sha256} lacks chunk ${current}`))),
          (err: Error) => this.destroy(err),
        )
    },
  })
}
