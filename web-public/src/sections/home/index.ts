/**
 * Designed sections of the home page, by section id (sections/registry.ts; ids and order:
 * shared/pages/defaults/home.ts). The hero is in this chunk; the sections below the fold are in
 * below.ts, rendered in full by the server and hydrated in the browser once it is idle or the
 * visitor starts to interact (deferred.tsx), so `/` stays within QUALITY P2. The video modal is a
 * chunk of its own, loaded on demand (VideoSections.tsx). Every stylesheet the sections use is
 * imported here, so the server's first paint has them all: home.css (this page), shared.css (the
 * sections /home-v1 draws too) and those of the components they use.
 */
import type { DesignedSections, SectionComponent } from '../types.ts'
import { deferredSections } from './deferred.tsx'
import { Hero } from './Hero.tsx'
import '../../components/ui/accordion.css'
import '../../components/ui/carousel.css'
import '../../styles/latest-blogs.css'
import './home.css'
import './shared.css'

type Below = typeof import('./below.ts')
const loadBelow = () => import('./below.ts') as Promise<Below & Record<string, SectionComponent>>

// The server renders everything at once: it loads the deferred sections before the first render.
const serverBelow = typeof window === 'undefined' ? await loadBelow() : null

const below = deferredSections(
  ['NatureCarousel', 'Statement', 'DiscoverFuture', 'ActionBand', 'MirrorOfEarth', 'LookedAtEarth', 'BuildingCarousel', 'NewEra', 'NewEraImage', 'HyperbuiltSeries', 'Founders', 'LatestBlogsSection', 'ClosingCta'],
  loadBelow,
  serverBelow,
)

const sections: DesignedSections = {
  hero: Hero,
  'nature-carousel': below.NatureCarousel,
  'hypermobility-statement': below.Statement,
  'discover-future': below.DiscoverFuture,
  'early-access': below.ActionBand,
  'mirror-of-earth': below.MirrorOfEarth,
  'looked-at-earth': below.LookedAtEarth,
  'what-were-building': below.BuildingCarousel,
  'read-about-us': below.ActionBand,
  'new-era': below.NewEra,
  'new-era-image': below.NewEraImage,
  'hyperbuilt-series': below.HyperbuiltSeries,
  'hyperbuilt-subscribe': below.ActionBand,
  founders: below.Founders,
  'latest-blogs': below.LatestBlogsSection,
  'closing-cta': below.ClosingCta,
}

export default sections
