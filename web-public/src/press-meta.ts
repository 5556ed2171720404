/** Head metadata of a press page, /press/{slug} (kept apart from meta.ts so the frame's chunk does not carry it). */
import { excerptOf } from '../../shared/journal.ts'
import type { PageMeta } from './document.ts'
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

/** Title '{title} | Yerth', its description, canonical /press/{slug}; previews are never indexed. */
export function pressMeta(highlight: PagePress): PageMeta {
  const path = `/press/${encodeURIComponent(highlight.slug)}`
  return {
    title: highlight.title,
    description: descriptionOf(highlight),
    index: !highlight.preview,
    path,
    breadcrumbs: [MEDIA_CRUMB, { name: highlight.title, path }],
  }
}
