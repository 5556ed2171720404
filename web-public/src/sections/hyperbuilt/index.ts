/**
 * The hyperbuilt chunk's blocks (shared/blocks/hyperbuilt.ts), by block type (sections/registry.ts):
 * the show hero with its Watch Preview button, the series cards, the newsletter signup, the preview
 * dialog and the stand-alone preview button (public-site §2, §4: /hyperbuilt and its sub-paths).
 */
import type { BlockComponents } from '../types.ts'
import { PreviewDialog } from './PreviewDialog.tsx'
import { SeriesCard } from './SeriesCard.tsx'
import { PreviewButton, ShowHero } from './ShowHero.tsx'
import { SubscribeSection } from './SubscribeSection.tsx'
import './hyperbuilt.css'

const blocks: BlockComponents = {
  'show-hero': ShowHero,
  'series-card': SeriesCard,
  subscribe: SubscribeSection,
  'preview-dialog': PreviewDialog,
  'preview-button': PreviewButton,
}

export default blocks
