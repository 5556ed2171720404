/**
 * The pages the Pages Manager lists (admin-area §2, §9; issue 17): the seven managed pages first, in
 * their fixed order and under their fixed names (one may not exist yet), then the pages editors
 * created, by name. Each entry has the key the address names it by (`?page=home` for a managed page,
 * `?page=<slug>` for a created one) and its public path. Pure.
 */
import type { Page } from '../../../../shared/api/pages.ts'
import { MANAGED_PAGES, managedPageByKey, managedPageByName } from '../../../../shared/pages/managed.ts'

/** A page as GET /api/cms/pages lists it (with its slug, public path and whether it is one of the seven). */
export type PageRecord = Page

export interface PageEntry {
  /** What `?page=` holds for it. */
  key: string
  name: string
  /** Its address on the public site. */
  path: string
  /** One of the seven spec pages: cannot be deleted, keeps its name and address. */
  managed: boolean
  /** null: a managed page the server does not have yet (it is being created). */
  page: PageRecord | null
}

const isManaged = (page: PageRecord) => page.managed || managedPageByName(page.page_name) !== undefined

/** The key of a created page: its slug (its id should a slug ever be missing). */
const createdKey = (page: PageRecord) => page.slug || `page-${page.id}`

export function pageEntries(pages: readonly PageRecord[]): PageEntry[] {
  const managed: PageEntry[] = MANAGED_PAGES.map((m) => {
    const page = pages.find((p) => p.page_name === m.name) ?? null
    return { key: m.key, name: m.name, path: m.path, managed: true, page }
  })
  const created: PageEntry[] = pages
    .filter((p) => !isManaged(p))
    .map((p) => ({ key: createdKey(p), name: p.page_name, path: p.path || `/${p.slug}`, managed: false, page: p }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return [...managed, ...created]
}

/** The entry `?page=` names: a managed page's key first (so `?page=home` always opens Home), then a created page's. */
export function entryByKey(entries: readonly PageEntry[], key: string | null): PageEntry | null {
  if (!key) return null
  const managed = managedPageByKey(key)
  if (managed) return entries.find((e) => e.managed && e.key === managed.key) ?? null
  return entries.find((e) => !e.managed && e.key === key) ?? null
}
