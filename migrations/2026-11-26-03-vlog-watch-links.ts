/**
 * vlogs: every stored YouTube link in one form, `https://www.youtube.com/watch?v=<id>` (issue 16).
 * Frozen in time.
 *
 * A vlog saved as an embed link (`youtube.com/embed/<id>`) opened the bare embed player; saves now
 * store the watch link whatever form was typed. video_id was always checked and stored on save, so
 * existing rows are rewritten from it (their updated_at stays: nobody edited them).
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update vlogs set youtube_url = 'https://www.youtube.com/watch?v=' || video_id
    where youtube_url <> 'https://www.youtube.com/watch?v=' || video_id`.execute(db)
}

/** The typed forms are not kept; the watch link works with older code too. */
export async function down(): Promise<void> {}
