/**
 * THE block registry of the public site: which component draws a section, by its block type
 * (shared/blocks/catalogue.ts declares every type once). The spec's four generic types are drawn by
 * ./generic, in this chunk; every designed block lives in the chunk its declaration names
 * (`./<chunk>/index.ts`, a map: block type → component), so a page downloads only the chunks of the
 * blocks it shows. Which chunk and row a type has comes from the declarations themselves, through
 * the build's `virtual:yerth-block-placement` (vite.config.ts): a few hundred bytes, not the catalogue.
 */
import { use } from 'react'
import placement from 'virtual:yerth-block-placement'
import type { Section } from '../../../shared/api/pages.ts'
import { BannerSection } from './generic/BannerSection.tsx'
import { ButtonSection } from './generic/ButtonSection.tsx'
import { ImageSection } from './generic/ImageSection.tsx'
import { TextSection } from './generic/TextSection.tsx'
import type { BlockComponents, SectionComponent } from './types.ts'

export const GENERIC_SECTIONS: BlockComponents = {
  text: TextSection,
  image: ImageSection,
  button: ButtonSection,
  banner: BannerSection,
}

type DesignedChunk = Exclude<(typeof placement)[string][0], 'generic'>

const LOADERS: Record<DesignedChunk, () => Promise<{ default: BlockComponents }>> = {
  home: () => import('./home/index.ts'),
  about: () => import('./about/index.ts'),
  journal: () => import('./journal/index.ts'),
  hyperbuilt: () => import('./hyperbuilt/index.ts'),
  media: () => import('./media/index.ts'),
  careers: () => import('./careers/index.ts'),
  contact: () => import('./contact/index.ts'),
}

/** The chunk of a block type; undefined for a type the catalogue does not know (drawn as text). */
function chunkOf(type: string): DesignedChunk | undefined {
  const chunk = Object.hasOwn(placement, type) ? placement[type][0] : undefined
  return chunk && chunk !== 'generic' ? chunk : undefined
}

/** The row a block type shares with its neighbours of the same row (shared/blocks/fields.ts `row`). */
export function rowOf(type: string): string | undefined {
  return Object.hasOwn(placement, type) ? placement[type][1] : undefined
}

/** The designed chunks the visible sections need, in first-use order. */
export function chunksOf(sections: readonly Section[]): DesignedChunk[] {
  const chunks = new Set<DesignedChunk>()
  for (const s of sections) {
    const chunk = s.visible ? chunkOf(s.type) : undefined
    if (chunk) chunks.add(chunk)
  }
  return [...chunks]
}

const loaded = new Map<DesignedChunk, BlockComponents>()
const pending = new Map<DesignedChunk, Promise<BlockComponents>>()

function loadChunk(chunk: DesignedChunk): Promise<BlockComponents> {
  let p = pending.get(chunk)
  if (!p) {
    p = LOADERS[chunk]().then(
      (m) => {
        loaded.set(chunk, m.default)
        return m.default
      },
      (err: unknown) => {
        pending.delete(chunk) // a later attempt may succeed
        throw err
      },
    )
    pending.set(chunk, p)
  }
  return p
}

/** Loads the chunks of a page's blocks (before rendering on the server, before hydrating in the browser). */
export async function loadBlocks(sections: readonly Section[]): Promise<void> {
  await Promise.all(chunksOf(sections).map(loadChunk))
}

/**
 * The component of each block type of `sections`: at once when their chunks are loaded, else
 * suspends (a navigation inside the app). A type no chunk draws falls back to the text block.
 */
export function useBlockComponents(sections: readonly Section[]): (type: string) => SectionComponent {
  for (const chunk of chunksOf(sections)) if (!loaded.has(chunk)) use(loadChunk(chunk))
  return (type) => {
    if (Object.hasOwn(GENERIC_SECTIONS, type)) return GENERIC_SECTIONS[type]
    const chunk = chunkOf(type)
    const components = chunk ? loaded.get(chunk) : undefined
    return (components && Object.hasOwn(components, type) ? components[type] : undefined) ?? GENERIC_SECTIONS.text
  }
}
