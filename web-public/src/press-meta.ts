/** Head metadata of a press page, /press/{slug} (read by the screen and, on the server, its route's head: src/routes/press-detail.ts). */
import { excerptOf } from '../../shared/journal.ts'
import { socialImage, type ImageFacts, type PageMeta } from './document.ts'
import type { PagePress } from './lib/route-data.tsx'

const MEDIA_CRUMB = { name: 'Media', path: '/media' }

export const PRESS_NOT_FOUND_META: PageMeta = {
  title: 'Press highlight not found',
  description: "This press highlight doesn't exist or is no longer published. Find Yerth's media kit and press coverage on the Media page.",
  index: false,
}

/** The highlight's description, else the start of its text (tags stripped, entities read). */
const descriptionOf = (highlight: PagePress) =>
  highlight.description.trim() || excerptOf(highlight.content) || 'Press coverage and news about Yerth and Hypermobility.'

/**
 * Title '{title} | Yerth', its description, canonical /press/{slug}, an Article (og:type article,
 * schema.org Article) with its featured image as the social image (`image`: the upload's size and
 * type, when known); previews are never indexed.
 */
export function pressMeta(highlight: PagePress, image?: ImageFacts | null): PageMeta {
  const path = `/press/${encodeURIComponent(highlight.slug)}`
  return {
    title: highlight.title,
    description: descriptionOf(highlight),
    index: !highlight.preview,
    path,
    article: {
      type: 'Article',
      headline: highlight.title,
      publishedTime: highlight.publish_date || highlight.created_at,
      modifiedTime: highlight.updated_at,
      tags: [],
    },
    image: socialImage(highlight.featured_image, highlight.title, image),
    breadcrumbs: [MEDIA_CRUMB, { name: highlight.title, path }],
  }
}
