/**
 * The media kit download counter (issue 16): a download counts once per visitor, item and UTC day,
 * so reloading or scripting POST .../download cannot inflate the number.
 *
 * A visitor is the SHA-256 of the day's random salt, the IP address and the user agent, as
 * analytics counts visitors (its salt is its own; this module keeps one in its own table). The IP is
 * never stored. The first download of a day by a visitor inserts one row (item, day, visitor) with
 * ON CONFLICT DO NOTHING and only then adds one to the item's count, in one transaction: concurrent
 * downloads are neither lost nor counted twice. The instance that creates a day's salt deletes the
 * earlier days' salts and rows: nothing links a visitor hash to anyone once its day is over.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { MediaDb } from './queries.ts'

export interface Visitor {
  ip: string
  userAgent: string
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10)
/** PostgreSQL: insert or update on table violates foreign key constraint. */
const FOREIGN_KEY_VIOLATION = '23503'

export class DownloadCounter {
  /** Today's salt once read (the only one a count needs). */
  private salt: { day: string; value: string } | null = null

  constructor(private db: MediaDb) {}

  /**
   * Counts a download unless this visitor already downloaded the item that day.
   * False when there is no such item.
   */
  async count(itemId: number, visitor: Visitor, now = new Date()): Promise<boolean> {
    const day = utcDay(now)
    const hash = createHash('sha256').update(await this.saltOf(day)).update('\0').update(visitor.ip).update('\0').update(visitor.userAgent).digest('base64url')
    try {
      return await this.db.transaction().execute(async (trx) => {
        const first = await sql<{ item_id: number }>`
          insert into media_kit_downloads (item_id, day, visitor)
          select id, ${day}::date, ${hash} from media_kit_items where id = ${itemId}
          on conflict do nothing
          returning item_id`.execute(trx)
        if (first.rows.length) {
          await trx.updateTable('media_kit_items').set({ download_count: sql<number>`download_count + 1` }).where('id', '=', itemId).execute()
          return true
        }
        // Already counted today (the row names an existing item), or no such item.
        return (await trx.selectFrom('media_kit_items').select('id').where('id', '=', itemId).executeTakeFirst()) !== undefined
      })
    } catch (err) {
      // The item was deleted between the read and the insert: as if it had never been there.
      if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) return false
      throw err
    }
  }

  /** The salt of a UTC day: created by whichever instance comes first, which also clears earlier days. */
  private async saltOf(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value
    const value = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('media_kit_download_salts')
        .values({ day, salt: randomBytes(32).toString('base64') })
        .onConflict((oc) => oc.column('day').doNothing())
        .returning('day')
        .executeTakeFirst()
      if (created) {
        await trx.deleteFrom('media_kit_downloads').where('day', '<', day).execute()
        await trx.deleteFrom('media_kit_download_salts').where('day', '<', day).execute()
      }
      return (await trx.selectFrom('media_kit_download_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt
    })
    this.salt = { day, value }
    return value
  }
}
