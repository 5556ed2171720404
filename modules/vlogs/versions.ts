/**
 * Vlogs as a versioned content type (modules/revisions): a vlog's snapshot is its PUT body, a
 * restore is a save of it through the service's own checks, and the Trash puts a vlog back with its id.
 */
import type { FastifyInstance } from 'fastify'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { declaredFacts, type VersionedContent } from '../revisions/index.ts'
import { deleteVlog, findVlogById, type VlogRow, type VlogsDb } from './queries.ts'
import { VLOGS_TOPIC, type VlogInputBody } from './service.ts'

/** A vlog as its PUT body: what a revision keeps and a restore sends back. */
export function vlogSnapshot(row: VlogRow): VlogInputBody {
  return {
    title: row.title,
    slug: row.slug,
    youtube_url: row.youtube_url,
    thumbnail: row.thumbnail_url,
    category: row.category,
    description: row.description,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    status: row.status,
    publish_date: row.publish_date ? row.publish_date.toISOString() : null,
    author_name: row.author_name,
  }
}

export function vlogVersions(app: FastifyInstance): VersionedContent {
  return {
    ...declaredFacts('vlogs'),
    topic: VLOGS_TOPIC,
    async read(db, id) {
      const row = await findVlogById(db as VlogsDb, id)
      return row && { snapshot: { ...vlogSnapshot(row) } as Snapshot, title: row.title }
    },
    async write(db, id, snapshot, author) {
      await app.vlogs.update(id, snapshot as VlogInputBody, author, db as VlogsDb)
    },
    async remove(db, id) {
      await deleteVlog(db as VlogsDb, id)
    },
    async reinsert(db, id, snapshot, author) {
      try {
        await app.vlogs.create(snapshot as VlogInputBody, author, db as VlogsDb, id)
      } catch (err) {
        // Its address was given to another vlog meanwhile: it comes back under a slug of its title.
        if ((err as { statusCode?: number }).statusCode !== 409) throw err
        await app.vlogs.create({ ...(snapshot as VlogInputBody), slug: '' }, author, db as VlogsDb, id)
      }
    },
  }
}
