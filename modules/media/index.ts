/**
 * media: uploaded images (admin-area §5 Image upload, §7 Images, §9; ARCHITECTURE §3, §4) and the
 * media kit (public-site §2 Media and press, §3, §7; admin-area §3, §7 Media and press, §9; issue 8).
 * Press highlights are a served content type (shared/content-types/press-highlights.ts), their
 * table's routes the content-types engine's.
 * Owns: tables images and image_variants (migration 2026-11-21-06-media; the library's columns:
 * 2026-11-26-08-media-library); media_kit_items, media_files and media_file_chunks
 * (2026-11-24-04-media-kit-press, which also made press_highlights for the engine).
 * Exposes: app.media (MediaService: storeImage(buffer, adminId, entry?) → {url, ...}, exists(url), read(file),
 * usages.register(type, provider): where images are used, asked of each content module, library.ts);
 * app.mediaLibrary (LibraryService: list, get, setAlt, remove, record); GET /api/cms/media/library
 * (console:read), PUT and DELETE /api/cms/media/library/:id (content:write; a used image is refused
 * with the places using it);
 * app.mediaKit (MediaKitService: listPublic);
 * POST /api/upload-image (content:write; optional alt) → {success, url, id, alt} / {success: false, error};
 * GET /media/images/<sha256>.<ext> and /media/images/<sha256>-<480|960|1600>.webp (immutable, nosniff,
 * not gated: the names are unguessable hashes);
 * GET /api/public/media-kit, POST /api/public/media-kit/:id/download (gated content);
 * /api/cms/media-kit (GET console:read, POST content:write), /api/cms/media-kit/:id (PUT, DELETE),
 * POST /api/cms/media-kit/upload (multipart, 50 MB), POST /api/cms/media-kit/bulk (bulk-routes.ts);
 * GET /media/files/<sha256>.<ext> (uploaded kit files, downloads, immutable, not gated). Every change
 * is audited and publishes 'media-kit'.
 * Depends on: core (db, changes, errors, WorkLimit), auth (permissions, audit log, request.admin),
 * gate (a file's download name and caching while the site is gated).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { serveRoutes, uploadRoutes } from './routes.ts'
import { MediaService } from './service.ts'
import type { MediaTables } from './tables.ts'
import { fileRoutes } from './file-routes.ts'
import { MediaKitService } from './kit.ts'
import { kitRoutes } from './kit-routes.ts'
import { revisionRoutes } from '../revisions/index.ts'
import { kitVersions } from './versions.ts'
import { bulkRoutes } from './bulk-routes.ts'
import { LibraryService, provideImageUsage } from './library.ts'
import { libraryRoutes } from './library-routes.ts'
import { kitImageUsage } from './image-usage.ts'

export { MediaService, type StoredImage } from './service.ts'
export { IMAGES_PATH, parseImageFile } from './image-files.ts'
export { MEDIA_MESSAGES } from './image.ts'
export { MediaKitService, MEDIA_KIT_TOPIC } from './kit.ts'
export { LibraryService, provideImageUsage, imageReference, matchesOf, type ImageUsageProvider, type ImageUsageMatch } from './library.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService
    mediaKit: MediaKitService
    mediaLibrary: LibraryService
  }
}

export const media = fp(
  async (app) => {
    app.decorate('media', new MediaService(app.db as Kysely<MediaTables>))
    await app.register(uploadRoutes)
    await app.register(serveRoutes)
    const db = app.db as Kysely<MediaTables>
    app.decorate('mediaKit', new MediaKitService(db))
    app.revisions.define(kitVersions)
    await app.register(kitRoutes)
    await app.register(revisionRoutes('media-kit'))
    await app.register(bulkRoutes)
    await app.register(fileRoutes)
    app.decorate('mediaLibrary', new LibraryService(db, app.media.usages))
    await app.register(libraryRoutes)
    provideImageUsage(app, 'media-kit', kitImageUsage(db))
  },
  { name: 'media', dependencies: ['core', 'auth', 'gate', 'revisions'], fastify: '5.x' },
)
