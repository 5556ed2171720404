/**
 * media: uploaded images (admin-area §5 Image upload, §7 Images, §9; ARCHITECTURE §3, §4). Later
 * also the media kit and press highlights.
 * Owns: tables images and image_variants (migration 2026-11-21-06-media).
 * Exposes: app.media (MediaService: storeImage(buffer, adminId) → {url, ...}, exists(url), read(file));
 * POST /api/upload-image (content:write) → {success, url} / {success: false, error};
 * GET /media/images/<sha256>.<ext> and /media/images/<sha256>-<480|960|1600>.webp (immutable, nosniff,
 * not gated: the names are unguessable hashes).
 * Depends on: core (db, errors), auth (permissions, audit log, request.admin).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { serveRoutes, uploadRoutes } from './routes.ts'
import { MediaService } from './service.ts'
import type { MediaTables } from './tables.ts'

export { MediaService, IMAGES_PATH, parseImageFile, type StoredImage } from './service.ts'
export { MEDIA_MESSAGES } from './image.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService
  }
}

export const media = fp(
  async (app) => {
    app.decorate('media', new MediaService(app.db as Kysely<MediaTables>))
    await app.register(uploadRoutes)
    await app.register(serveRoutes)
  },
  { name: 'media', dependencies: ['core', 'auth'], fastify: '5.x' },
)
