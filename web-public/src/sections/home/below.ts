/**
 * The home sections below the fold: one chunk, hydrated once the browser is idle or the visitor
 * starts to interact (deferred.tsx). Their styles are not here: index.ts imports them, so the
 * server's first paint has them.
 */
export { ActionBand } from './ActionBand.tsx'
export { BuildingCarousel } from './BuildingCarousel.tsx'
export { ClosingCta } from './ClosingCta.tsx'
export { DiscoverFuture } from './DiscoverFuture.tsx'
export { Founders } from './Founders.tsx'
export { HyperbuiltSeries } from './HyperbuiltSeries.tsx'
export { LatestBlogsSection } from './LatestBlogsSection.tsx'
export { NatureCarousel } from './NatureCarousel.tsx'
export { NewEra, NewEraImage } from './NewEra.tsx'
export { Statement } from './Statement.tsx'
export { LookedAtEarth, MirrorOfEarth } from './VideoSections.tsx'
