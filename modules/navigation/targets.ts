/**
 * Where each menu item leads now, decided by the site's own router and modules, never by the
 * link's text: a redirect is followed (up to MAX_HOPS); a path the public site's router shows no
 * page at is missing; one of the seven managed pages is live while it is published; any other page
 * is live while the sitemap lists it (a published, due page, post, event or role) or it is an
 * address that exists whatever the content (/journal/blogs). Web addresses are always live and open
 * in a new tab; files and the console (isOutsideApp) are plain links.
 */
import { MANAGED_PAGES } from '../../shared/pages/managed.ts'
import { isExternalHref, isOutsideApp, opensInNewTab, type ItemTarget, type MenuItem, type Navigation } from '../../shared/navigation.ts'


/** Each item's target by item id (items without a link, a footer column's title, are left out). */
export type TargetReport = Record<string, ItemTarget>

/** What the check asks of the site (the navigation module fills it from app.publicPages, app.pages and app.redirects). */
export interface SiteFacts {
  canonicalOf(path: string): string | null
  isFixed(path: string): boolean
  listed(): Promise<string[]>
  /** Whether a managed page (by key) is published now. */
  managedVisible(key: string): Promise<boolean>
  /** Where a redirected path leads (a path or URL); undefined when it is not redirected. */
  redirectOf(path: string): string | undefined
}

export interface TargetCheck {
  report(doc: Navigation): Promise<TargetReport>
}

const MAX_HOPS = 5

export function targetCheck(site: SiteFacts): TargetCheck {
  return {
    async report(doc) {
      let listed: Set<string> | null = null
      const listedNow = async () => (listed ??= new Set(await site.listed()))
      const one = async (href: string): Promise<ItemTarget> => {
        if (isExternalHref(href)) return { state: 'live', href, external: true }
        if (isOutsideApp(href)) return { state: 'live', href, outside: true, ...(opensInNewTab(href) && { external: true }) }
        let at = href
        let redirected = false
        for (let hop = 0; hop < MAX_HOPS; hop++) {
          // Keyed as the router reads a path: without a trailing slash (redirectKey).
          const next = site.redirectOf(at.split(/[?#]/)[0].replace(/(.)\/+$/, '$1'))
          if (next === undefined) break
          redirected = true
          at = next
          if (isExternalHref(at)) return { state: 'redirected', href: at, external: true }
        }
        const path = at.split(/[?#]/)[0]
        const canonical = site.canonicalOf(path)
        if (canonical === null) return { state: 'missing', href: at }
        const managed = MANAGED_PAGES.find((p) => p.path === canonical)
        const live = managed ? await site.managedVisible(managed.key) : site.isFixed(canonical) || (await listedNow()).has(canonical)
        if (!live) return { state: managed ? 'unpublished' : 'missing', href: at }
        return { state: redirected ? 'redirected' : 'live', href: at }
      }
      const report: TargetReport = {}
      const walk = async (items: MenuItem[]) => {
        for (const item of items) {
          if (item.href) report[item.id] = await one(item.href)
          if (item.children) await walk(item.children)
        }
      }
      await walk(doc.header)
      await walk(doc.footer)
      return report
    },
  }
}
