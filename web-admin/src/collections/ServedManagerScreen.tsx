/**
 * The manager screen of a content type served from its fields (collections/served.tsx): one per
 * served type, at its declared console path, listed in the sidebar (lib/screens.ts derives both).
 */
import type { ServedContentType } from '../../../shared/content-types/served.ts'
import { CollectionScreen } from './CollectionScreen.tsx'
import { servedCollection } from './served.tsx'

const COLLECTIONS = new Map<string, ReturnType<typeof servedCollection>>()

export function ServedManagerScreen({ type }: { type: ServedContentType }) {
  let collection = COLLECTIONS.get(type.type)
  if (!collection) COLLECTIONS.set(type.type, (collection = servedCollection(type)))
  return <CollectionScreen collection={collection} title={type.manager.screen} description={type.served.manager.summary} />
}
