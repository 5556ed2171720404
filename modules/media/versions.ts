/**
 * Media-kit items as a versioned content type (modules/revisions): a snapshot
 * is the item's PUT body, a restore is a save of it through the same checks, and the Trash puts an
 * item back with its id.
 */
import type { FastifyRequest } from 'fastify'
import type { MediaKitBody } from '../../shared/api/media-kit.ts'
import type { Snapshot } from '../../shared/api/revisions.ts'
import { declaredFacts, type Author, type VersionedContent } from '../revisions/index.ts'
import { deleteKitItem, findKitItem, insertKitItem, kitValues, MEDIA_KIT_TOPIC, updateKitItem } from './kit.ts'
import type { MediaDb } from './queries.ts'

/** The signed-in staff member a save is kept under. */
export const actorOf = (request: FastifyRequest): Author => ({ id: request.admin!.id, name: request.admin!.name })

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
