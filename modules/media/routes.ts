/**
 * POST /api/upload-image (admin-area §7 Images) and GET /media/images/:file.
 *
 * The upload route answers `{success: true, url}` or `{success: false, error}` (every error of this
 * route, including 401/403 and validation, carries success:false). Its body limit is 4 MB, above the
 * 2 MB image limit, so that an oversized image gets the spec's message rather than a bare 413.
 *
 * Images are served without the site gate: their names are SHA-256 hashes (unguessable), and the
 * console and the coming-soon page need them. They never change, so they are cached for a year.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LIBRARY_LIMITS } from '../../shared/api/media-library.ts'
import { badRequest, notFound } from '../core/errors.ts'
import { checkFilename, decodeDataUrl, MEDIA_MESSAGES } from './image.ts'
import { IMAGES_PATH, parseImageFile } from './image-files.ts'

/** Request body limit of the upload route: base64 of the 2 MB maximum is 2.7 MB. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024

const UploadBodySchema = Type.Object(
  {
    image: Type.String({ maxLength: UPLOAD_BODY_LIMIT }),
    filename: Type.String({ maxLength: 255 }),
    /** The image's alt text for the library (issue 18), asked at upload; kept when the image is new or had none. */
    alt: Type.Optional(Type.String({ maxLength: LIBRARY_LIMITS.alt })),
  },
  { additionalProperties: false },
)

/** `?alt=` does the same as the body's `alt` (for callers that cannot change the body). */
const UploadQuerySchema = Type.Object({ alt: Type.Optional(Type.String({ maxLength: LIBRARY_LIMITS.alt })) }, { additionalProperties: false })

export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  // This scope's error answers are core's `{error}` plus success:false (UploadImageResponse).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload
    try {
      const body = JSON.parse(payload) as Record<string, unknown>
      if (body && typeof body === 'object' && typeof body.error === 'string') return JSON.stringify({ success: false, ...body })
    } catch {
      // not JSON: leave it alone
    }
    return payload
  })
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ success: false, error: MEDIA_MESSAGES.size })
    // Everything else is answered by core's handler (the parent scope's).
    throw error
  })

  app.post(
    '/api/upload-image',
    { schema: { summary: 'Upload an image', body: UploadBodySchema, querystring: UploadQuerySchema }, config: { permission: 'content:write' }, bodyLimit: UPLOAD_BODY_LIMIT },
    async (request) => {
      const { image, filename } = request.body
      const alt = (request.body.alt ?? request.query.alt ?? '').trim()
      checkFilename(filename)
      const bytes = decodeDataUrl(image)
      const stored = await app.media.storeImage(bytes, request.admin!.id, { alt, filename, uploaderName: request.admin!.name })
      // An image uploaded again (same bytes) is the same library entry: it gains the alt text and file name it lacked.
      const entry = await app.mediaLibrary.record(stored.sha256, { alt, filename })
      await app.audit.record(request, 'image_uploaded', {
        targetType: 'image',
        targetId: stored.sha256,
        details: {
          url: stored.url,
          filename: filename.trim().slice(0, 255),
          mime: stored.mime,
          width: stored.width,
          height: stored.height,
          size: stored.size,
          duplicate: !stored.created,
          library_id: entry.id,
          ...(alt ? { alt } : {}),
        },
      })
      return { success: true, url: stored.url, id: entry.id, alt: entry.alt }
    },
  )
}

export async function serveRoutes(app: FastifyInstance) {
  // Open while gated (unguessable names), embeddable by other sites (Cross-Origin-Resource-Policy).
  app.get<{ Params: { file: string } }>(`${IMAGES_PATH}:file`, { schema: { summary: 'Download an uploaded image' }, config: { gate: 'open', resourcePolicy: 'cross-origin' } }, async (request, reply) => {
    const file = parseImageFile(request.params.file)
    if (!file) throw badRequest('Not a valid image file name')
    const image = await app.media.read(file)
    if (!image) throw notFound('Image not found')
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('etag', image.etag)
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return reply.code(304).send()
    }
    return reply.type(image.mime).send(image.data)
  })
}

