/**
 * The `latest-posts` block (shared/blocks/home.ts; Home's latest-blogs): the latest-blogs teaser
 * (components/LatestBlogs.tsx) under this block's title, eyebrow and intro. Posts come with the page
 * from the server (extras.latestBlogs, the block's need `latestPosts`); without them the browser
 * fetches them. Nothing is drawn when there are none. The teaser has no block attributes of its own,
 * so a plain wrapper carries them.
 */
import { LatestBlogs } from '../../components/LatestBlogs.tsx'
import { meta } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { titleId } from './parts.tsx'
import './shared.css'
import type { LATEST_POSTS_BLOCK } from '../../../../shared/blocks/home.ts'

export function LatestPosts({ section, extras, index }: SectionProps) {
  if (extras.latestBlogs && extras.latestBlogs.length === 0) return null
  return (
    <div className="home-latest" data-block={section.type} data-section={section.id}>
      <LatestBlogs
        blogs={extras.latestBlogs}
        headingId={titleId(section)}
        title={section.title}
        eyebrow={meta<typeof LATEST_POSTS_BLOCK>(section, 'eyebrow')}
        intro={section.content}
        headingLevel={index === 0 ? 1 : 2}
      />
    </div>
  )
}

/** The name /home-v1 imports it by. */
export const LatestBlogsSection = LatestPosts
