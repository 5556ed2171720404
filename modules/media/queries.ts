/** Queries of the media module's own tables (images, image_variants). `db` is always the first parameter. */
import type { Insertable, Kysely } from 'kysely'
import type { ImagesTable, MediaTables } from './tables.ts'

export type MediaDb = Kysely<MediaTables>

const toBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength))

export async function imageExists(db: MediaDb, sha256: string, ext?: string): Promise<boolean> {
  let query = db.selectFrom('images').select('sha256').where('sha256', '=', sha256)
  if (ext) query = query.where('ext', '=', ext as ImagesTable['ext'])
  return (await query.executeTakeFirst()) !== undefined
}

export async function findImage(db: MediaDb, sha256: string) {
  const row = await db.selectFrom('images').select(['sha256', 'mime', 'ext', 'width', 'height', 'size', 'data']).where('sha256', '=', sha256).executeTakeFirst()
  return row && { ...row, data: toBuffer(row.data) }
}

/** Size and type of a stored original, without its bytes. */
export async function imageFacts(db: MediaDb, sha256: string, ext: string) {
  return db
    .selectFrom('images')
    .select(['width', 'height', 'mime'])
    .where('sha256', '=', sha256)
    .where('ext', '=', ext as ImagesTable['ext'])
    .executeTakeFirst()
}

export async function findVariant(db: MediaDb, sha256: string, width: number) {
  const row = await db.selectFrom('image_variants').select(['data', 'size']).where('sha256', '=', sha256).where('width', '=', width).executeTakeFirst()
  return row && { ...row, data: toBuffer(row.data) }
}

export async function variantWidths(db: MediaDb, sha256: string): Promise<number[]> {
  const rows = await db.selectFrom('image_variants').select('width').where('sha256', '=', sha256).orderBy('width').execute()
  return rows.map((r) => r.width)
}

/**
 * Stores an image and its variants in one transaction; an image already there (same bytes, same
 * name) is left as it is. Returns whether this call inserted it.
 */
export async function insertImage(
  db: MediaDb,
  image: Insertable<ImagesTable>,
  variants: Array<{ width: number; data: Uint8Array }>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('images').values(image).onConflict((oc) => oc.column('sha256').doNothing()).returning('sha256').executeTakeFirst()
    if (!inserted) return false
    if (variants.length) {
      await trx
        .insertInto('image_variants')
        .values(variants.map((v) => ({ sha256: image.sha256, width: v.width, data: v.data, size: v.data.byteLength })))
        .onConflict((oc) => oc.columns(['sha256', 'width']).doNothing())
        .execute()
    }
    return true
  })
}
