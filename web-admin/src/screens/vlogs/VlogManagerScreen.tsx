/**
 * Vlog Manager (/admin/vlogs and /admin/vlog-manager; admin-area §2, §5, §8): the vlog collection
 * (vlogCollection.tsx) drawn by the shared collection screen — the Blog Manager's pattern for video
 * posts, with thumbnails and video links.
 */
import { CollectionScreen } from '../../collections/CollectionScreen.tsx'
import { vlogCollection } from './vlogCollection.tsx'

export function VlogManagerScreen() {
  return <CollectionScreen collection={vlogCollection} title="Vlog Manager" description="Publish video posts from YouTube, with categories and thumbnails." />
}
