/**
 * Media-kit items and press highlights as versioned content types (modules/revisions): a snapshot
 * is the item's PUT body, a restore is a save of it through the same checks, and the Trash puts an
 * item back with its id.
 */
import type { FastifyRequest } from 'fastify'
import type { MediaKitBody, PressBody } from '../../shared/api/media-kit.ts'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { declaredFacts, type Author, type VersionedContent } from '../revisions/index.ts'
import { deleteKitItem, findKitItem, insertKitItem, kitValues, MEDIA_KIT_TOPIC, updateKitItem } from './kit.ts'
import { createPress, deletePress, findPress, PRESS_TOPIC, updatePress } from './press.ts'
import type { MediaDb } from './queries.ts'

/** The signed-in staff member a save is kept under. */
export const actorOf = (request: FastifyRequest): Author => ({ id: request.admin!.id, name: request.admin!.name })

const isConflict = (err: unknown) => (err as { statusCode?: number }).statusCode === 409

export const kitVersions: VersionedContent = {
  ...declaredFacts('media-kit'),
  topic: MEDIA_KIT_TOPIC,
  async read(db, id) {
    const item = await findKitItem(db as MediaDb, id)
    if (!item) return undefined
    const snapshot: MediaKitBody = {
      title: item.title,
      description: item.description,
      file_type: item.file_type,
      file_url: item.file_url,
      file_size: item.file_size,
      item_count: item.item_count,
    }
    return { snapshot: snapshot as Snapshot, title: item.title }
  },
  async write(db, id, snapshot, author) {
    await updateKitItem(db as MediaDb, id, await kitValues(db as MediaDb, snapshot as MediaKitBody), author.id)
  },
  async remove(db, id) {
    await deleteKitItem(db as MediaDb, id)
  },
  async reinsert(db, id, snapshot, author) {
    await insertKitItem(db as MediaDb, await kitValues(db as MediaDb, snapshot as MediaKitBody), author.id, id)
  },
}

export const pressVersions: VersionedContent = {
  ...declaredFacts('press-highlights'),
  topic: PRESS_TOPIC,
  async read(db, id) {
    const h = await findPress(db as MediaDb, id)
    if (!h) return undefined
    const snapshot: PressBody = {
      title: h.title,
      slug: h.slug,
      description: h.description,
      content: h.content,
      featured_image: h.featured_image,
      external_url: h.external_url,
      status: h.status,
      publish_date: h.publish_date,
    }
    return { snapshot: snapshot as Snapshot, title: h.title }
  },
  async write(db, id, snapshot, author) {
    await updatePress(db as MediaDb, id, snapshot as PressBody, author.id)
  },
  async remove(db, id) {
    await deletePress(db as MediaDb, id)
  },
  async reinsert(db, id, snapshot, author) {
    try {
      await createPress(db as MediaDb, snapshot as PressBody, author.id, id)
    } catch (err) {
      // Its address was given to another highlight meanwhile: it comes back under a slug of its title.
      if (!isConflict(err)) throw err
      await createPress(db as MediaDb, { ...(snapshot as PressBody), slug: '' }, author.id, id)
    }
  },
}
