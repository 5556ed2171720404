/** The block placement table the build derives from shared/blocks/catalogue.ts (vite.config.ts blockPlacement). */
declare module 'virtual:yerth-block-placement' {
  import type { BlockChunk } from '../../../shared/blocks/fields.ts'
  /** Block type → [its chunk, its row if it has one]. */
  const placement: Record<string, readonly [BlockChunk, string?]>
  export default placement
}
