/**
 * THE registry of content types: one line per declaration (./define.ts says what a type declares).
 * Revisions, the Trash, the media library and the console's history and Trash screens read it;
 * adding a type here is how they learn of it.
 */
import type { ContentTypeDeclaration } from './define.ts'
import { NAVIGATION_TYPE } from './navigation.ts'
import { PAGES } from './pages.ts'
import type { ServedContentType } from './served.ts'
import { SERVED_TYPES } from './served-types.ts'

export const CONTENT_TYPES = [PAGES, NAVIGATION_TYPE, ...SERVED_TYPES] as const

type Declared = (typeof CONTENT_TYPES)[number]
/** Every content type's API name. */
export type ContentType = Declared['type']
/** The types that keep versions (and go to the Trash when deleted). */
export type VersionedType = Extract<Declared, { versions: object }>['type']
/** The types whose items can show library images. */
export type ImageUsingType = Extract<Declared, { usesImages: true }>['type']

const BY_TYPE = new Map<string, ContentTypeDeclaration>(CONTENT_TYPES.map((d) => [d.type, d]))

/** The declaration of `type`; undefined for a name no type has (a stored row of a type since removed). */
export const contentTypeOf = (type: string): ContentTypeDeclaration | undefined => BY_TYPE.get(type)

/** The declaration of a type the caller knows is declared. */
export const declaredType = <T extends ContentType>(type: T): Extract<Declared, { type: T }> => BY_TYPE.get(type) as Extract<Declared, { type: T }>

export const VERSIONED_TYPES = CONTENT_TYPES.filter((d) => d.versions).map((d) => d.type) as VersionedType[]

export type { ContentTypeDeclaration }

/** The types served from their fields alone (./served-types.ts): the engine (modules/content-types) routes them. */
export { SERVED_TYPES }

/** The served type `type`, if it is one. */
export const servedTypeOf = (type: string): ServedContentType | undefined => (SERVED_TYPES as readonly ServedContentType[]).find((t) => t.type === type)
