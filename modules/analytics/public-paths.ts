/**
 * Which paths are public pages, for counting views (README: only public pages count). The public
 * site's own route table decides, through core's port (app.publicPages, modules/core/public-pages.ts):
 * an address without parameters is a page;
 * an address with one counts only when the route lists it in the sitemap (a published, due post,
 * press highlight, event or role, a published page an editor created), never read from the modules' tables.
 *
 * Cheap on the ingestion path (QUALITY P5: 2,000 views/s): the listed paths are held in memory,
 * read once and again only after a change on the 'blogs' or 'pages' topic or a served type's (any instance) or
 * after REFRESH_MS (a scheduled post becomes due without a change). The set is as large as the sitemap.
 */
import type { ChangeBus } from '../core/changes.ts'
import type { PublicPagesProvider } from '../core/public-pages.ts'

/** A scheduled post or highlight counts at most this long after it is due. */
export const REFRESH_MS = 60_000

interface Known {
  paths: Set<string>
  at: number
}

export class PublicPaths {
  private known: Known | null = null
  private loading: Promise<Known> | null = null
  /** Counts changes, so a read that a change overtook is used once but not kept. */
  private generation = 0

  constructor(
    private readonly pages: PublicPagesProvider,
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
    const path = this.pages.canonicalOf(page)
    if (path === null) return false
    return this.pages.isFixed(path) || (await this.current()).paths.has(path)
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
    const known = { paths: new Set(await this.pages.listed()), at: started }
    // A change announced while reading wins: this answer serves the waiting checks, the next reads again.
    if (generation === this.generation) this.known = known
    return known
  }
}
