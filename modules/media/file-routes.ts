/**
 * POST /api/cms/media-kit/upload (content:write): a media kit file sent as multipart/form-data in
 * one field `file`, at most 50 MB, typed by its bytes (file-type.ts), stored in PostgreSQL
 * (files.ts) → 201 { url, file_type, file_size }. GET /media/files/<sha256>.<ext>: the file, as a
 * download named after the item that links it, immutable, nosniff, not behind the site gate (the
 * names are unguessable hashes).
 *
 * @fastify/multipart is registered in the upload route's own scope only: everywhere else the API
 * still takes JSON alone (core's CSRF rule; a cross-site form cannot post here either: the session
 * cookie is SameSite=Strict and core refuses cross-site Origin / Sec-Fetch-Site). The permission
 * check runs before the body is read. A body whose Content-Length is already too large is refused
 * before reading it; otherwise the file is read into memory up to the limit (a larger one is a 413),
 * and a cut-off or malformed upload is a 400, never a crash. At most two uploads are read and stored
 * at once per process (a few more wait; beyond that 429), so memory stays bounded.
 *
 * While the site gate is on, a visitor the gate blocks gets the file under a neutral name
 * (`yerth-<first 12 hex of the hash>.<ext>`), never the title of an unpublished item, and nobody's
 * answer may be kept by a cache (staff and grant holders get the title). Files answer
 * Cross-Origin-Resource-Policy: cross-origin (route config): other sites may link and embed them.
 */
import { contentDisposition } from '../core/header-values.ts'
import multipart from '@fastify/multipart'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { Readable } from 'node:stream'
import { MAX_KIT_FILE_BYTES, MEDIA_FILES_PATH, MEDIA_KIT_MESSAGES } from '../../shared/api/media-kit.ts'
import { BRAND } from '../../shared/brand.ts'
import { badRequest, HttpError, notFound } from '../core/errors.ts'
import { WorkLimit } from '../core/work-limit.ts'
import { checkKitFile, humanSize, STORED_KINDS } from './file-type.ts'
import { fileStream, findFile, parseFileName, storeFile } from './files.ts'
import { titleForFile } from './kit.ts'
import type { MediaDb } from './queries.ts'

const MESSAGES = MEDIA_KIT_MESSAGES.upload
/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const FRAMING_BYTES = 64 * 1024
const tooLarge = () => new HttpError(413, MESSAGES.tooLarge)

const uploads = new WorkLimit(2, 6, 'Another upload is being stored. Please try again in a moment.')

/** Reads the one file of the request into memory, the size limit enforced while it arrives. */
async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  let found: { data: Buffer; filename: string } | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue // small fields (limited) are ignored
      if (part.fieldname !== 'file' || found) throw badRequest(MESSAGES.oneFile)
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > MAX_KIT_FILE_BYTES) throw tooLarge()
        chunks.push(chunk)
      }
      if (part.file.truncated) throw tooLarge()
      found = { data: Buffer.concat(chunks, size), filename: part.filename ?? '' }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err
    switch ((err as FastifyError).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge()
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest(MESSAGES.oneFile)
      default:
        // Busboy's "Unexpected end of form", a missing boundary, a connection closed mid-file...
        request.log.info({ err: (err as Error).message }, 'media kit upload refused: malformed multipart body')
        throw badRequest(MESSAGES.malformed)
    }
  }
  if (!found) throw badRequest(MESSAGES.noFile)
  return found
}

/** The download name that tells nothing about the file: the brand and the start of its hash. */
export const neutralName = (sha256: string) => `${BRAND.name.toLowerCase()}-${sha256.slice(0, 12)}`

export async function fileRoutes(app: FastifyInstance) {
  const db = app.db as MediaDb

  await app.register(async function uploadScope(scope) {
    await scope.register(multipart, {
      limits: { fileSize: MAX_KIT_FILE_BYTES, files: 1, fields: 8, fieldSize: 1024, fieldNameSize: 100, parts: 10, headerPairs: 20 },
      throwFileSizeLimit: true,
    })
    // Only multipart (and core's JSON) bodies are parsed here; say what this route wants.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ error: MESSAGES.notMultipart })
      throw error // everything else: core's handler
    })

    scope.post('/api/cms/media-kit/upload', { schema: { summary: 'Upload a media kit file (multipart)' }, config: { permission: 'content:write' } }, async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.notMultipart)
      const declared = Number(request.headers['content-length'])
      if (Number.isFinite(declared) && declared > MAX_KIT_FILE_BYTES + FRAMING_BYTES) throw tooLarge()
      const { stored, filename } = await uploads.run(async () => {
        const { data, filename } = await readUpload(request)
        const { ext } = checkKitFile(data, filename)
        return { stored: await storeFile(db, data, ext, request.admin!.id), filename }
      })
      const fileType = STORED_KINDS[stored.ext].fileType
      await app.audit.record(request, 'media_file_uploaded', {
        targetType: 'media_file',
        targetId: stored.sha256,
        details: { url: stored.url, filename: filename.split(/[\\/]/).pop()!.slice(0, 255), file_type: fileType, size: stored.size, duplicate: !stored.created },
      })
      return reply.code(201).send({ url: stored.url, file_type: fileType, file_size: humanSize(stored.size) })
    })
  })

  // Open while gated (the names are unguessable; see docs/decisions/0035-media-files-open-links-and-download-counts.md), embeddable by other sites.
  const fileConfig = { gate: 'open', resourcePolicy: 'cross-origin' } as const
  app.get<{ Params: { file: string } }>(`${MEDIA_FILES_PATH}:file`, { schema: { summary: 'Download a media kit file' }, config: fileConfig }, async (request, reply) => {
    const parsed = parseFileName(request.params.file)
    const file = parsed && (await findFile(db, parsed.sha256))
    if (!parsed || !file || file.ext !== parsed.ext) throw notFound('File not found')
    const etag = `"${file.sha256}"`
    const gate = await app.gate.state(request)
    const title = gate.hasAccess ? await titleForFile(db, `${MEDIA_FILES_PATH}${request.params.file}`) : null
    reply
      // While gated the name depends on the visitor: no cache may keep one visitor's answer for another.
      .header('cache-control', gate.protected ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('attachment', title, gate.hasAccess ? file.sha256 : neutralName(file.sha256), file.ext))
      .header('etag', etag)
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send()
    }
    reply.type(file.mime).header('content-length', String(file.size))
    // HEAD: the headers only (fastify would otherwise read every chunk to throw it away).
    return reply.send(request.method === 'HEAD' ? Readable.from([]) : fileStream(db, file.sha256, file.chunks))
  })
}
