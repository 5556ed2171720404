/**
 * latest-blogs: the latest-blogs teaser (components/LatestBlogs.tsx) under this section's title
 * and eyebrow. Posts come with the page from the server (extras.latestBlogs); without them the
 * browser fetches them. Hidden entirely when there are none.
 */
import { LatestBlogs } from '../../components/LatestBlogs.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { titleId } from './parts.tsx'
import './shared.css'

export function LatestBlogsSection({ section, extras, index }: SectionProps) {
  return (
    <LatestBlogs
      blogs={extras.latestBlogs}
      headingId={titleId(section)}
      title={section.title}
      eyebrow={meta(section, 'eyebrow')}
      intro={section.content}
      headingLevel={index === 0 ? 1 : 2}
    />
  )
}
