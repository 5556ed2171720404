/** The wide image at the top of an article (a blog post, a press page): the LCP element, loaded first. */
import { STOCK_IMAGE } from '../../lib/journal.ts'
import { JournalImage } from './JournalImage.tsx'

export function ArticleFigure({ src }: { src: string | null | undefined }) {
  return (
    <div className="container j-article-figure">
      <JournalImage src={src} fallback={STOCK_IMAGE} sizes="(min-width: 1100px) 1040px, 94vw" width={1600} height={900} className="j-article-image" priority />
    </div>
  )
}
