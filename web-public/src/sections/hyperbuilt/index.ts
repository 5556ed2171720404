/**
 * Designed sections of the HyperBuilt page (/hyperbuilt, /hyperbuilt/reality, /hyperbuilt/podcast;
 * public-site §2, §4), by section id (sections/registry.ts): the hero with the Watch Preview button,
 * the two series cards, the newsletter signup and the preview modal.
 */
import type { DesignedSections } from '../types.ts'
import { HyperbuiltHero, WatchPreview } from './HyperbuiltHero.tsx'
import { PreviewModal } from './PreviewModal.tsx'
import { SeriesCards } from './SeriesCards.tsx'
import { SubscribeSection } from './SubscribeSection.tsx'
import './hyperbuilt.css'

const sections: DesignedSections = {
  hero: HyperbuiltHero,
  'reality-series': SeriesCards,
  'podcast-series': SeriesCards,
  subscribe: SubscribeSection,
  'preview-modal': PreviewModal,
  'watch-preview': WatchPreview,
}

export default sections
