/**
 * A post or video image: responsive sources for our own uploads, and an original illustration
 * instead when the image is missing or fails to load (also when it failed before hydration).
 */
import { useEffect, useRef, useState } from 'react'
import { imageSources } from '../../lib/journal.ts'

interface Props {
  src: string | null | undefined
  /** Shown when src is empty or broken. */
  fallback: string
  /** The `sizes` of the srcset (how wide the image is drawn). */
  sizes: string
  width: number
  height: number
  className?: string
  /**
   * true: the page's main image (its likely Largest Contentful Paint): loaded at once, with high
   * priority. 'eager': above the fold on wide screens, loaded at once at the normal priority, so it
   * does not take bandwidth from the main image on a phone. false: loaded when scrolled near.
   */
  priority?: ImagePriority
}

export type ImagePriority = boolean | 'eager'

export function JournalImage({ src, fallback, sizes, width, height, className, priority = false }: Props) {
  const [failed, setFailed] = useState(false)
  const img = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const el = img.current
    // An error before hydration fires no React handler: a finished image with no pixels is broken.
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc && !el.currentSrc.endsWith(fallback)) setFailed(true)
  }, [fallback])

  const sources = failed ? { src: fallback } : imageSources(src, fallback)
  return (
    <img
      ref={img}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
