/**
 * Which paths are public pages, for counting views (README: only public pages count). The fixed
 * routes come from the public site's own route table (web-public/src/lib/routes.ts); a route with a
 * parameter counts only for what is published: a blog post's or press highlight's slug, asked of
 * the blogs and media modules (app.blogs, app.press), and a page an editor created (app.pages),
 * never read from their tables.
 *
 * Cheap on the ingestion path (QUALITY P5: 2,000 views/s): the published slugs are held in memory,
 * read once and again only after a change on the 'blogs', 'press' or 'pages' topic (any instance) or after
 * REFRESH_MS (a scheduled post becomes due without a change). The sets are as large as what is
 * published, which the sitemap lists anyway.
 */
import type { ChangeBus } from '../core/changes.ts'
import { matchRoute } from '../../web-public/src/lib/routes.ts'
import { isManagedKey } from '../../shared/pages/managed.ts'

/** A scheduled post or highlight counts at most this long after it is due. */
export const REFRESH_MS = 60_000

export interface SlugSources {
  /** Slugs of the blog posts the public can read now. */
  blogs(): Promise<string[]>
  /** Slugs of the press highlights the public can read now. */
  press(): Promise<string[]>
  /** Slugs of the published pages editors created (issue 17); none without the pages module. */
  pages(): Promise<string[]>
}

interface Known {
  blogs: Set<string>
  press: Set<string>
  pages: Set<string>
  at: number
}

export class PublicPaths {
  private known: Known | null = null
  private loading: Promise<Known> | null = null
  /** Counts changes, so a read that a change overtook is used once but not kept. */
  private generation = 0

  constructor(
    private readonly sources: SlugSources,
    changes: Pick<ChangeBus, 'subscribe'>,
    topics: string[],
    private readonly clock: () => number = Date.now,
  ) {
    for (const topic of topics) changes.subscribe(topic, () => this.forget())
  }

  /** Drops what is known; the next check reads it again. */
  forget() {
    this.known = null
    this.generation++
  }

  /** Whether `page` (a path as classify.pageOf returns it) is a public page that exists now. */
  async isPublic(page: string): Promise<boolean> {
    const match = matchRoute(page)
    if (!match) return false
    if (match.kind === 'page' && !isManagedKey(match.key)) return (await this.current()).pages.has(match.key)
    if (match.kind !== 'blogDetail' && match.kind !== 'pressDetail') return true
    const known = await this.current()
    return (match.kind === 'blogDetail' ? known.blogs : known.press).has(match.slug)
  }

  private async current(): Promise<Known> {
    if (this.known && this.clock() - this.known.at < REFRESH_MS) return this.known
    this.loading ??= this.load().finally(() => {
      this.loading = null
    })
    return this.loading
  }

  private async load(): Promise<Known> {
    const started = this.clock()
    const generation = this.generation
    const [blogs, press, pages] = await Promise.all([this.sources.blogs(), this.sources.press(), this.sources.pages()])
    const known = { blogs: new Set(blogs), press: new Set(press), pages: new Set(pages), at: started }
    // A change announced while reading wins: this answer serves the waiting checks, the next reads again.
    if (generation === this.generation) this.known = known
    return known
  }
}
