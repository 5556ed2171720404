/**
 * Media kit items and press highlights (public-site §2 Media and press, §3, §7, §9; admin-area §3,
 * §5, §7 Media and press, §9; issue 8). TypeBox schemas (the media module's routes use them) and the
 * types they produce. The bundles must import only types from here (`import type`): the schemas are
 * built when this file is evaluated, which would pull TypeBox into the public bundle.
 * Dates are ISO 8601 strings.
 */
import { PRESS_LIMITS, PRESS_PUBLIC_LIMIT } from '../content-types/press-highlights.ts'
import { KIT_FILE_TYPES, KIT_LIMITS } from '../content-types/media-kit.ts'
import { Type, type Static } from 'typebox'

/** admin-area §9: the file types of a media kit item (its declaration's). */
export const MEDIA_FILE_TYPES = KIT_FILE_TYPES
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number]

export const PRESS_STATUSES = ['draft', 'published'] as const
export type PressStatus = (typeof PRESS_STATUSES)[number]

/** Field limits (the spec names none; docs/decisions/0021-media-kit.md). */
export const MEDIA_LIMITS = {
  kitTitle: KIT_LIMITS.title,
  kitDescription: KIT_LIMITS.description,
  url: KIT_LIMITS.url,
  fileSize: KIT_LIMITS.fileSize,
  itemCount: KIT_LIMITS.itemCount,
  pressTitle: PRESS_LIMITS.title,
  // The router refuses path parameters over 100 characters (fastify maxParamLength): every slug stays reachable.
  slug: 100,
  pressDescription: PRESS_LIMITS.description,
  pressContent: PRESS_LIMITS.content,
  search: 200,
} as const

/** Largest media kit file that can be uploaded (bytes): 50 MB. */
export const MAX_KIT_FILE_BYTES = 50 * 1024 * 1024
/** Where uploaded media kit files are served: `/media/files/<sha256>.<ext>`. */
export const MEDIA_FILES_PATH = '/media/files/'

/** Page sizes: the public press list (the media page asks for 3; its declaration's) and the console lists. */
export { PRESS_PUBLIC_LIMIT }
export const CMS_LIST_LIMIT = { default: 50, max: 200 } as const
export const CMS_MAX_OFFSET = 1_000_000

const IsoDate = Type.String()

// ---- Media kit -------------------------------------------------------------------------------

export const MediaKitItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** '' when none. */
  description: Type.String(),
  file_type: Type.Enum(MEDIA_FILE_TYPES),
  /** An http(s) URL or a site path such as /media/files/<sha256>.pdf. */
  file_url: Type.String(),
  /** Free text such as "12 MB"; '' when none. */
  file_size: Type.String(),
  /** Free text such as "12" or "3 files"; '' when none. */
  item_count: Type.String(),
  download_count: Type.Integer(),
  created_at: IsoDate,
  updated_at: IsoDate,
  /** The console's only: +1 on every save; a save may send the one it was based on (an older one is refused, 409). */
  version: Type.Optional(Type.Integer()),
})
export type MediaKitItem = Static<typeof MediaKitItemSchema>

/** POST /api/cms/media-kit and PUT /api/cms/media-kit/:id (an update keeps optional fields it does not send). */
export const MediaKitBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: MEDIA_LIMITS.kitTitle }),
    description: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.kitDescription })),
    file_type: Type.Enum(MEDIA_FILE_TYPES),
    file_url: Type.String({ minLength: 1, maxLength: MEDIA_LIMITS.url }),
    file_size: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.fileSize })),
    item_count: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.itemCount })),
    /** The version the save was based on; an older one is refused with 409. */
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
)
export type MediaKitBody = Static<typeof MediaKitBodySchema>

export const MediaKitListResponseSchema = Type.Object({ items: Type.Array(MediaKitItemSchema) })
export type MediaKitListResponse = Static<typeof MediaKitListResponseSchema>
export const CmsMediaKitListResponseSchema = Type.Object({ items: Type.Array(MediaKitItemSchema), total: Type.Integer() })
export type CmsMediaKitListResponse = Static<typeof CmsMediaKitListResponseSchema>
export const MediaKitItemResponseSchema = Type.Object({ item: MediaKitItemSchema })

/** GET /api/cms/media-kit */
export const CmsMediaKitQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.search })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CMS_LIST_LIMIT.max })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: CMS_MAX_OFFSET })),
  },
  { additionalProperties: false },
)

/** POST /api/cms/media-kit/upload (multipart, one field `file`) → 201. */
export const MediaFileUploadSchema = Type.Object({
  /** `/media/files/<sha256>.<ext>`: put it in the item's file_url. */
  url: Type.String(),
  file_type: Type.Enum(MEDIA_FILE_TYPES),
  /** The size as people read it ("12.4 MB"), for the item's file_size. */
  file_size: Type.String(),
})
export type MediaFileUpload = Static<typeof MediaFileUploadSchema>

// ---- Press highlights --------------------------------------------------------------------------
// Served by the content-types engine from their declaration (shared/content-types/press-highlights.ts),
// which derives the routes' schemas; these are the answers' shapes as the console and public site read them.

interface PressFields {
  id: number
  title: string
  slug: string
  description: string
  /** '' or an http(s) URL or site path (/media/images/...). */
  featured_image: string
  /** '' or an http(s) URL: the highlight opens it in a new tab instead of /press/{slug}. */
  external_url: string
  status: PressStatus
  publish_date: string | null
  created_at: string
  updated_at: string
}

/**
 * A press highlight as the console edits it and /press/{slug} shows it: content is sanitised HTML.
 * version: +1 on every save; a save may send the one it was based on (an older one is refused, 409).
 */
export interface PressHighlight extends PressFields {
  content: string
  version?: number
}

/** A press highlight in the public list: everything but the content. */
/** A highlight as visitors read it: always published, so without a status. */
export type PublicPressHighlight = Omit<PressFields, 'status'>

/** POST /api/cms/press-highlights and PUT /api/cms/press-highlights/:id (a field not sent keeps its value on PUT). */
export interface PressBody {
  title: string
  /** Derived from the title when absent or blank; an explicit slug that is taken is a 409. */
  slug?: string
  description?: string
  content: string
  featured_image?: string
  external_url?: string
  status?: PressStatus
  /** ISO 8601 with a time zone, or null; an empty string (a cleared date field) is read as null. */
  publish_date?: string | null
  /** The version the save was based on; an older one is refused with 409. */
  version?: number
}

export interface CmsPressListResponse {
  highlights: PressHighlight[]
  total: number
}

export { IdParamsSchema } from './params.ts'
export const SlugParamsSchema = Type.Object({ slug: Type.String({ maxLength: MEDIA_LIMITS.slug }) })
export const SuccessSchema = Type.Object({ success: Type.Literal(true) })

/** The messages of these routes' own checks (validation messages name the field, like everywhere). */
export const MEDIA_KIT_MESSAGES = {
  kitNotFound: 'This media kit item was not found. It may have been deleted.',
  upload: {
    notMultipart: 'Send the file as multipart/form-data, in one field named "file"',
    noFile: 'No file was sent: send it in a field named "file"',
    oneFile: 'Send exactly one file, in a field named "file"',
    empty: 'The file is empty',
    tooLarge: 'The file is too large (50 MB at most)',
    type: 'The file must be a ZIP, PDF, PNG, JPG or DOC file',
    extension: 'The file name must end in .zip, .pdf, .png, .jpg, .jpeg, .doc or .docx',
    mismatch: (ext: string, actual: string) => `The file's contents do not match its name: a .${ext} file that holds ${actual}`,
    malformed: 'The upload was cut off or malformed. Please try again.',
  },
} as const
