/**
 * The home chunk's blocks (shared/blocks/home.ts), by block type: whatever page places them
 * (sections/registry.ts). The hero is in this module; the blocks that sit below the fold are in
 * below.ts, rendered in full by the server and hydrated in the browser once it is idle or the
 * visitor starts to interact (deferred.tsx), so `/` stays within QUALITY P2. The video modal is a
 * chunk of its own, loaded on demand (VideoFeature.tsx). Every stylesheet the blocks use is
 * imported here, so the server's first paint has them all: home.css (these blocks), shared.css (the
 * blocks /home-v1 draws too) and those of the components they use.
 */
import type { SectionComponent } from '../types.ts'
import { deferredBlocks } from './deferred.tsx'
import { Hero } from './Hero.tsx'
import '../../components/ui/accordion.css'
import '../../components/ui/carousel.css'
import '../../styles/latest-blogs.css'
import './home.css'
import './shared.css'

type Below = typeof import('./below.ts')
const loadBelow = () => import('./below.ts') as Promise<Below & Record<string, SectionComponent>>

// The server renders everything at once: it loads the deferred blocks before the first render.
const serverBelow = typeof window === 'undefined' ? await loadBelow() : null

/** Block type → its component's name in below.ts. */
const BELOW: Record<string, keyof Below> = {
  'feature-carousel': 'FeatureCarousel',
  statement: 'Statement',
  'feature-pillars': 'FeaturePillars',
  'action-band': 'ActionBand',
  'video-feature': 'VideoFeature',
  'project-carousel': 'ProjectCarousel',
  headline: 'Headline',
  'wide-image': 'WideImage',
  'series-teaser': 'SeriesTeaser',
  founders: 'Founders',
  'latest-posts': 'LatestPosts',
  'closing-cta': 'ClosingCta',
}

const blocks: Record<string, SectionComponent> = {
  hero: Hero,
  ...deferredBlocks(BELOW, loadBelow, serverBelow),
}

export default blocks
