/**
 * Pages as a versioned content type (modules/revisions): a page's snapshot is its name, address,
 * blocks (content_json) and SEO fields; a restore saves the blocks and SEO fields through the
 * page's own checks (a managed page's name and address never change); the Trash puts a page an
 * editor created back with its id.
 */
import type { FastifyInstance } from 'fastify'
import type { PageCreateBody } from '../../shared/api/pages.ts'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { declaredFacts, type VersionedContent } from '../revisions/index.ts'
import { findPageById, type PagesDb } from './queries.ts'
import { PAGES_TOPIC } from './service.ts'

const fieldOf = (err: unknown) => (err as { statusCode?: number; details?: Array<{ field: string }> }).details?.[0]?.field

export function pageVersions(app: FastifyInstance): VersionedContent {
  return {
    ...declaredFacts('pages'),
    topic: PAGES_TOPIC,
    async read(db, id) {
      const row = await findPageById(db as PagesDb, id)
      if (!row) return undefined
      const snapshot = {
        page_name: row.page_name,
        ...(row.slug !== null && { slug: row.slug }),
        content_json: row.content_json,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        meta_keywords: row.meta_keywords,
        canonical_url: row.canonical_url,
        social_image: row.social_image,
        social_title: row.social_title,
        social_description: row.social_description,
        is_published: row.is_published,
        publish_at: row.publish_at ? new Date(row.publish_at).toISOString() : null,
      }
      return { snapshot: snapshot as Snapshot, title: row.page_name }
    },
    async write(db, id, snapshot, author) {
      const s = snapshot as unknown as PageCreateBody
      await app.pages.update(
        id,
        {
          content_json: s.content_json,
          meta_title: s.meta_title ?? '',
          meta_description: s.meta_description ?? '',
          meta_keywords: s.meta_keywords,
          canonical_url: s.canonical_url,
          // A version kept before social cards existed has none: restoring it leaves the page's defaults.
          social_image: s.social_image ?? '',
          social_title: s.social_title ?? '',
          social_description: s.social_description ?? '',
          is_published: s.is_published,
          // A version kept before pages could be scheduled has none: restored, it publishes as it did.
          publish_at: s.publish_at ?? null,
        },
        author.id,
        db as PagesDb,
      )
    },
    async remove(db, id) {
      await app.pages.remove(id, db as PagesDb)
    },
    async reinsert(db, id, snapshot, author) {
      const s = snapshot as unknown as PageCreateBody & { slug: string }
      try {
        await app.pages.createAt(s.slug, s, author.id, db as PagesDb, id)
      } catch (err) {
        // Its address or its name was given to another page meanwhile: it comes back beside it.
        const field = fieldOf(err)
        if (field !== 'slug' && field !== 'page_name') throw err
        const again = field === 'slug' ? { ...s, slug: `${s.slug}-restored` } : { ...s, page_name: `${s.page_name} (restored)` }
        await app.pages.createAt(again.slug, again, author.id, db as PagesDb, id)
      }
    },
  }
}
