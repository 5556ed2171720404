/**
 * The navigation document (shared/navigation.ts): the draft editors work on and the published one
 * visitors see, in one row of `navigation` (migration 2026-12-03-03). A save changes the draft only;
 * a publish copies it to the published document and is a version (modules/revisions bumps it).
 *
 * What visitors get is the published document with every link checked against the site as it is
 * now (targets.ts): a redirect is followed, an item whose page is unpublished, trashed or gone is
 * left out, so the menus never link to a 404. It is worked out once and kept until anything changes
 * on any instance (the change bus: pages, posts, redirects, the navigation itself), and at most
 * REFRESH_MS, so a page that becomes due by the clock appears in the menus then.
 */
import { sql, type Generated, type Kysely, type Selectable } from 'kysely'
import { DEFAULT_NAVIGATION, cleanNavigation, navigationProblems, type MenuItem, type Navigation, type NavigationState, type VisitorMenuItem, type VisitorNavigation } from '../../shared/navigation.ts'
import type { ChangeBus } from '../core/changes.ts'
import { HttpError } from '../core/errors.ts'
import type { TargetCheck, TargetReport } from './targets.ts'

export const NAVIGATION_TOPIC = 'navigation'
/** A page that becomes due by the clock shows in the menus at most this long after. */
export const REFRESH_MS = 60_000

export interface NavigationTable {
  id: number
  draft_json: string
  published_json: string
  version: Generated<number>
  draft_updated_at: Generated<Date>
  published_at: Generated<Date>
  updated_by: number | null
}
export type NavigationDb = Kysely<{ navigation: NavigationTable }>


/** A stored document read back; a row that cannot be read is the starting navigation (never a crash). */
function readDoc(json: string): Navigation {
  try {
    const doc: unknown = JSON.parse(json)
    return navigationProblems(doc).length === 0 ? (doc as Navigation) : DEFAULT_NAVIGATION
  } catch {
    return DEFAULT_NAVIGATION
  }
}

/** A document sent by the console, checked: a 400 naming every problem at its item and field, in words. */
export function checkedNavigation(value: unknown): Navigation {
  const problems = navigationProblems(value)
  if (problems.length) throw new HttpError(400, problems[0].message, {}, problems.map((p) => ({ field: p.path, message: p.message })))
  return cleanNavigation(value as Navigation)
}

const same = (a: Navigation, b: Navigation) => JSON.stringify(a) === JSON.stringify(b)

export class NavigationService {
  private visitors: { value: Promise<VisitorNavigation>; at: number } | null = null

  constructor(
    private db: NavigationDb,
    private changes: ChangeBus,
    private targets: TargetCheck,
    private now: () => number = Date.now,
  ) {
    // Any change may move a menu's target (a page unpublished, a redirect added): worked out again.
    changes.subscribeAll(() => (this.visitors = null))
  }

  /** Writes the starting document when the row is missing (idempotent, safe from several instances at once); true when this call wrote it. */
  async seed(): Promise<boolean> {
    const json = JSON.stringify(DEFAULT_NAVIGATION)
    const rows = await this.db.insertInto('navigation').values({ id: 1, draft_json: json, published_json: json }).onConflict((oc) => oc.column('id').doNothing()).returning('id').execute()
    return rows.length > 0
  }

  private async row(db: NavigationDb = this.db): Promise<Selectable<NavigationTable>> {
    const row = await db.selectFrom('navigation').selectAll().where('id', '=', 1).executeTakeFirst()
    if (row) return row
    await this.seed()
    return this.row(db)
  }

  async state(db: NavigationDb = this.db): Promise<NavigationState> {
    const row = await this.row(db)
    const draft = readDoc(row.draft_json)
    const published = readDoc(row.published_json)
    return {
      draft,
      published,
      version: row.version,
      draft_updated_at: new Date(row.draft_updated_at).toISOString(),
      published_at: new Date(row.published_at).toISOString(),
      unpublished_changes: !same(draft, published),
    }
  }

  /** What each item of `doc` leads to now, for the editor's flags. */
  report(doc: Navigation): Promise<TargetReport> {
    return this.targets.report(doc)
  }

  /** Saves the draft (visitors see nothing of it until a publish). */
  async saveDraft(value: unknown, adminId: number | null): Promise<NavigationState> {
    const draft = checkedNavigation(value)
    await this.row()
    await this.db.updateTable('navigation').set({ draft_json: JSON.stringify(draft), draft_updated_at: sql<Date>`now()`, updated_by: adminId }).where('id', '=', 1).execute()
    await this.changes.publish(NAVIGATION_TOPIC)
    return this.state()
  }

  /** Makes `value` (else the saved draft) what visitors see, in `db` (the revision's transaction). */
  async publish(db: NavigationDb, adminId: number | null, value?: unknown): Promise<void> {
    const row = await this.row(db)
    const doc = value === undefined ? readDoc(row.draft_json) : checkedNavigation(value)
    const json = JSON.stringify(doc)
    await db.updateTable('navigation').set({ draft_json: json, published_json: json, published_at: sql<Date>`now()`, draft_updated_at: sql<Date>`now()`, updated_by: adminId }).where('id', '=', 1).execute()
    await this.changes.publishIn(db, NAVIGATION_TOPIC)
  }

  /** The published document as a revision snapshot. */
  async published(db: NavigationDb = this.db): Promise<Navigation> {
    return readDoc((await this.row(db)).published_json)
  }

  /** The menus as visitors get them: links checked against the site now, kept until a change (or REFRESH_MS). */
  forVisitors(): Promise<VisitorNavigation> {
    const held = this.visitors
    if (held && this.now() - held.at < REFRESH_MS) return held.value
    const value = this.published().then((doc) => this.resolve(doc))
    const entry = { value, at: this.now() }
    this.visitors = entry
    value.catch(() => {
      if (this.visitors === entry) this.visitors = null
    })
    return value
  }

  /** A draft as visitors would get it, checked as a save checks it (the console's live preview). */
  previewMenus(draft: unknown): Promise<VisitorNavigation> {
    return this.resolve(checkedNavigation(draft))
  }

  /** A document as visitors would get it (the console's live preview draws the draft this way). */
  async resolve(doc: Navigation): Promise<VisitorNavigation> {
    const report = await this.targets.report(doc)
    const visit = (items: MenuItem[], titles: boolean): VisitorMenuItem[] =>
      items.flatMap((item): VisitorMenuItem[] => {
        const target = report[item.id]
        const children = item.children ? visit(item.children, false) : undefined
        const live = target?.state === 'live' || target?.state === 'redirected'
        // A title (a footer column, or a dropdown whose own page went) stays while it has links under it.
        if (!live && !(children?.length && (titles || item.href === '' || target))) return []
        const out: VisitorMenuItem = { label: item.label, href: live ? target!.href : '' }
        if (live && target!.external) out.external = true
        if (live && target!.outside) out.outside = true
        if (children?.length) out.children = children
        return [out]
      })
    return { header: visit(doc.header, false), footer: visit(doc.footer, true).filter((column) => column.children?.length), legal: doc.legal }
  }
}

