/**
 * THE section registry: per managed page and section id, which designed component draws it; every
 * other section is drawn by the generic component of its type (text, image, button, banner).
 *
 * Each page's designed components live in `./<page>/index.ts` (a map: section id → component),
 * a chunk of its own, so a page downloads only its own carousels, dialogs and art. Adding a
 * designed section: write its component and add it to its page's map. Adding a section type: add
 * it to SECTION_TYPES (shared/api/pages.ts) and a component to GENERIC_SECTIONS.
 * lib/routes.ts DESIGNED_MODULES names the same files for the server's <link> tags (tested).
 */
import { use } from 'react'
import type { SectionType } from '../../../shared/api/pages.ts'
import type { ManagedPageKey } from '../../../shared/pages/managed.ts'
import { BannerSection } from './generic/BannerSection.tsx'
import { ButtonSection } from './generic/ButtonSection.tsx'
import { ImageSection } from './generic/ImageSection.tsx'
import { TextSection } from './generic/TextSection.tsx'
import type { DesignedSections, SectionComponent } from './types.ts'

export const GENERIC_SECTIONS: Record<SectionType, SectionComponent> = {
  text: TextSection,
  image: ImageSection,
  button: ButtonSection,
  banner: BannerSection,
}

type DesignedModule = { default: DesignedSections }

const LOADERS: Record<ManagedPageKey, () => Promise<DesignedModule>> = {
  home: () => import('./home/index.ts'),
  about: () => import('./about/index.ts'),
  journal: () => import('./journal/index.ts'),
  hyperbuilt: () => import('./hyperbuilt/index.ts'),
  media: () => import('./media/index.ts'),
  careers: () => import('./careers/index.ts'),
  contact: () => import('./contact/index.ts'),
}

const loaded = new Map<ManagedPageKey, DesignedSections>()
const pending = new Map<ManagedPageKey, Promise<DesignedSections>>()

/** Loads a page's designed components (before rendering on the server, before hydrating in the browser). */
export function loadDesigned(key: ManagedPageKey): Promise<DesignedSections> {
  let p = pending.get(key)
  if (!p) {
    p = LOADERS[key]().then(
      (m) => {
        loaded.set(key, m.default)
        return m.default
      },
      (err: unknown) => {
        pending.delete(key) // a later attempt may succeed
        throw err
      },
    )
    pending.set(key, p)
  }
  return p
}

/** A page's designed components: at once when loaded, else suspends (a navigation inside the app). */
export function useDesigned(key: ManagedPageKey): DesignedSections {
  return loaded.get(key) ?? use(loadDesigned(key))
}
