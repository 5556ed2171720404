/**
 * The public site's pages, as the server modules ask about them: which page an address shows,
 * and which pages exist now. Redirects (is an address served?) and analytics (does a view count?)
 * need this, but the route table belongs to the public app above them (web-public/src/routes/),
 * and server modules never import it. So core holds this port and the public site fills it when it
 * registers (web-public/plugin.ts); without the public site no address is a page.
 */

/** What the public site answers about its pages (web-public/plugin.ts provides it). */
export interface PublicPagesProvider {
  /** The canonical path of the page the site's router shows at `path`; null when it shows no page there (404). */
  canonicalOf(path: string): string | null
  /** Whether a canonical path is a page that exists whatever the content (an address without parameters). */
  isFixed(path: string): boolean
  /** The paths of every page that exists now (what the sitemap lists), read when asked. */
  listed(): Promise<string[]>
}

const NO_PAGES: PublicPagesProvider = {
  canonicalOf: () => null,
  isFixed: () => false,
  listed: async () => [],
}

/** app.publicPages: the port, decorated by core; the public site calls `provide` once. */
export class PublicPages implements PublicPagesProvider {
  private provider: PublicPagesProvider = NO_PAGES

  provide(provider: PublicPagesProvider): void {
    this.provider = provider
  }

  canonicalOf(path: string): string | null {
    return this.provider.canonicalOf(path)
  }

  isFixed(path: string): boolean {
    return this.provider.isFixed(path)
  }

  listed(): Promise<string[]> {
    return this.provider.listed()
  }

  /** Whether the site shows a page that exists now at `path` (a fixed address, or one the sitemap lists). */
  async exists(path: string): Promise<boolean> {
    const canonical = this.canonicalOf(path)
    if (canonical === null) return false
    return this.isFixed(canonical) || (await this.listed()).includes(canonical)
  }
}
