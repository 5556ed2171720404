/**
 * media: uploaded images (admin-area §5 Image upload, §7 Images, §9; ARCHITECTURE §3, §4) and the
 * media kit (public-site §2 Media and press, §3, §7; admin-area §3, §7 Media and press, §9; issue 8).
 * Press highlights and media kit items are served content types (shared/content-types/), their
 * tables' routes the content-types engine's; the module keeps the kit's file uploads and download counter.
 * Owns: tables images and image_variants (migration 2026-11-21-06-media; the library's columns:
 * 2026-11-26-08-media-library); media_kit_items, media_files and media_file_chunks
 * (2026-11-24-04-media-kit-press, which also made press_highlights for the engine).
 * Exposes: app.media (MediaService: storeImage(buffer, adminId, entry?) → {url, ...}, exists(url), read(file),
 * usages.register(type, provider): where images are used, asked of each content module, library.ts);
 * app.mediaLibrary (LibraryService: list, get, setAlt, remove, record); GET /api/cms/media/library
 * (console:read), PUT and DELETE /api/cms/media/library/:id (content:write; a used image is refused
 * with the places using it);
 * POST /api/upload-image (content:write; optional alt) → {success, url, id, alt} / {success: false, error};
 * GET /media/images/<sha256>.<ext> and /media/images/<sha256>-<480|960|1600>.webp (immutable, nosniff,
 * not gated: the names are unguessable hashes);
 * POST /api/public/media-kit/:id/download (gated content: the download counter);
 * POST /api/cms/media-kit/upload (multipart, 50 MB); GET /media/files/<sha256>.<ext> (uploaded kit
 * files, downloads, immutable, not gated).
 * Depends on: core (db, changes, errors, WorkLimit), auth (permissions, audit log, request.admin),
 * gate (a file's download name and caching while the site is gated).
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { serveRoutes, uploadRoutes } from './routes.ts'
import { MediaService } from './service.ts'
import type { MediaTables } from './tables.ts'
import { fileRoutes } from './file-routes.ts'
import { kitRoutes } from './kit-routes.ts'
import { LibraryService } from './library.ts'
import { libraryRoutes } from './library-routes.ts'

export { MediaService, type StoredImage } from './service.ts'
export { IMAGES_PATH, parseImageFile } from './image-files.ts'
export { MEDIA_MESSAGES } from './image.ts'
export { LibraryService, provideImageUsage, imageReference, matchesOf, type ImageUsageProvider, type ImageUsageMatch } from './library.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService
    mediaLibrary: LibraryService
  }
}

export const media = fp(
  async (app) => {
    app.decorate('media', new MediaService(app.db as Kysely<MediaTables>))
    await app.register(uploadRoutes)
    await app.register(serveRoutes)
    const db = app.db as Kysely<MediaTables>
    await app.register(kitRoutes)
    await app.register(fileRoutes)
    app.decorate('mediaLibrary', new LibraryService(db, app.media.usages))
    await app.register(libraryRoutes)
  },
  { name: 'media', dependencies: ['core', 'auth', 'gate', 'revisions'], fastify: '5.x' },
)
