/**
 * The home blocks below the fold: one chunk, hydrated once the browser is idle or the visitor
 * starts to interact (deferred.tsx). Their styles are not here: index.ts imports them, so the
 * server's first paint has them.
 */
export { ActionBand } from './ActionBand.tsx'
export { ClosingCta } from './ClosingCta.tsx'
export { FeatureCarousel } from './FeatureCarousel.tsx'
export { FeaturePillars } from './FeaturePillars.tsx'
export { Founders } from './Founders.tsx'
export { Headline } from './Headline.tsx'
export { LatestPosts } from './LatestBlogsSection.tsx'
export { ProjectCarousel } from './ProjectCarousel.tsx'
export { SeriesTeaser } from './SeriesTeaser.tsx'
export { Statement } from './Statement.tsx'
export { VideoFeature } from './VideoFeature.tsx'
export { WideImage } from './WideImage.tsx'
