/**
 * pages: the home page's two films lose the made-up YouTube links they were seeded with (issue 16).
 * Frozen in time.
 *
 * The defaults shipped `watch?v=yerthElemnt` and `watch?v=yerthAnthem`, ids of no real video, so
 * the site offered "Play" and "Watch on YouTube" for films that do not exist. The public page now
 * shows a film's buttons only once its link is a YouTube link; a stored seed link is emptied here.
 * A link an editor typed is left alone (only these two exact strings change).
 */
import { sql, type Kysely } from 'kysely'

const SEEDED = ['https://www.youtube.com/watch?v=yerthElemnt', 'https://www.youtube.com/watch?v=yerthAnthem']

export async function up(db: Kysely<any>): Promise<void> {
  for (const url of SEEDED) {
    await sql`
      update pages set content_json = replace(content_json, ${JSON.stringify(url)}, '""')
      where page_name = 'Home' and strpos(content_json, ${JSON.stringify(url)}) > 0`.execute(db)
  }
}

/** The made-up links are not brought back. */
export async function down(): Promise<void> {}
