/**
 * Blog posts as a versioned content type (modules/revisions): a post's snapshot is its PUT body,
 * a restore is a save of it through editBlog's checks, and the Trash puts a post back with its id.
 */
import { declaredFacts, type VersionedContent } from '../revisions/index.ts'
import { conflict } from '../core/errors.ts'
import { createBlog, editBlog } from './editor.ts'
import { deleteBlog, findById, type BlogsDb, type CmsRow } from './queries.ts'
import type { BlogBody } from './schemas.ts'
import { BLOGS_TOPIC } from './service.ts'

/** A post as its PUT body: what a revision keeps and a restore sends back. */
export function blogSnapshot(row: CmsRow): BlogBody {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    category: row.category,
    author_name: row.author_name,
    featured_image: row.featured_image,
    tags: row.tags,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    status: row.status,
    publish_date: row.publish_date ? row.publish_date.toISOString() : null,
  }
}

export const blogVersions: VersionedContent = {
  ...declaredFacts('blogs'),
  topic: BLOGS_TOPIC,
  async read(db, id) {
    const row = await findById(db as BlogsDb, id)
    return row && { snapshot: blogSnapshot(row), title: row.title }
  },
  async write(db, id, snapshot, author) {
    await editBlog(db as BlogsDb, id, snapshot as BlogBody, { id: author.id, name: author.name })
  },
  async remove(db, id) {
    await deleteBlog(db as BlogsDb, id)
  },
  async reinsert(db, id, snapshot, author) {
    const editor = { id: author.id, name: author.name }
    try {
      await createBlog(db as BlogsDb, snapshot as BlogBody, editor, id)
    } catch (err) {
      // Its address was given to another post meanwhile: it comes back under a slug of its title.
      if ((err as { statusCode?: number }).statusCode !== conflict('').statusCode) throw err
      await createBlog(db as BlogsDb, { ...(snapshot as BlogBody), slug: '' }, editor, id)
    }
  },
}
