/**
 * The revisions service (app.revisions): versioned saves, their history, restores, autosaves and the
 * Trash, for every content type that defines itself here (blogs, vlogs, press highlights, media-kit
 * items, pages). An owner keeps its own tables and save rules; it hands this service its save as a
 * function of the transaction, and the service wraps it:
 *
 *   version +1 (refused with 409 when the save was based on an older one) → the owner's write →
 *   the new state read back and kept as a revision → commit → the owner's topic announced.
 *
 * So nothing is saved without its revision, and a restore is a save like any other (a new revision,
 * the owner's own checks). Deleting moves the item's snapshot to the Trash in the same transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import {
  PUBLISHING_KEYS,
  REVISION_KEEP_DAYS,
  REVISION_KEEP_LATEST,
  TRASH_KEEP_DAYS,
  TRASH_PAGE,
  type RestorePublishing,
  type RevisionAuthor,
  type RevisionSummary,
  type Snapshot,
  type TrashItem,
  type VersionedType,
} from '../../shared/api/revisions.ts'
import type { ChangeBus } from '../core/changes.ts'
import type { AnyDb } from '../core/db.ts'
import { HttpError, notFound } from '../core/errors.ts'
import type { Permission } from '../auth/permissions.ts'
import { contentTypeOf } from '../../shared/content-types/index.ts'
import { same, summarise } from './summary.ts'
import type { RevisionsTables } from './tables.ts'

/** Who saved: the signed-in staff member (null id for the shell or a seed). */
export interface Author {
  id: number | null
  name: string
}

/** What an owner tells the service about one of its content types. */
export interface VersionedContent {
  type: VersionedType
  /** The owner's table: it has `id` and `version` (migration 2026-11-26-09-revisions). */
  table: string
  /** What one item is called in messages: "post", "vlog", "press highlight", "media kit item", "page". */
  noun: string
  /** The change-bus topic its caches listen to. */
  topic: string
  /** The audit log's target type of one item ('blog', 'vlog', 'press_highlight', 'media_kit_item', 'page'). */
  auditAs: string
  /** Who may read its history, and who may restore (the permissions of reading and editing it). */
  permissions: { read: Permission; write: Permission }
  /** Field names for people, for revision summaries (the snapshot's keys). */
  labels: Record<string, string>
  /** The item's snapshot (its PUT body fields) and title, read in `db`; undefined when it does not exist. */
  read(db: AnyDb, id: number): Promise<{ snapshot: Snapshot; title: string } | undefined>
  /** Makes `snapshot` the item's content through the owner's own checks (a restore). */
  write(db: AnyDb, id: number, snapshot: Snapshot, author: Author): Promise<void>
  /** Removes the item's row (it is in the Trash by then); refuses what may not be deleted. */
  remove(db: AnyDb, id: number): Promise<void>
  /** Puts a trashed item back under its own id; a slug taken meanwhile is the owner's to settle. */
  reinsert(db: AnyDb, id: number, snapshot: Snapshot, author: Author): Promise<void>
}

/** What a type's declaration (shared/content-types/) says of it; its owner adds the topic and the four functions. */
export type DeclaredFacts = Pick<VersionedContent, 'type' | 'table' | 'noun' | 'auditAs' | 'permissions' | 'labels'>

export function declaredFacts(type: VersionedType): DeclaredFacts {
  const declared = contentTypeOf(type)!
  const { table, noun, auditAs, permissions } = declared
  return { type, table, noun, auditAs, permissions, labels: { ...declared.versions!.labels } }
}

const iso = (d: Date) => d.toISOString()
const DAY_MS = 86_400_000
/** How often each instance runs the retention job (all instances may; one at a time does the work). */
const RETENTION_EVERY_MS = 60 * 60 * 1000

export const REVISION_MESSAGES = {
  unknownType: 'This kind of content has no history.',
  revisionNotFound: 'That version was not found. It may have been removed after 90 days.',
  trashNotFound: 'That item is no longer in the Trash.',
  conflict: (noun: string, by: string | null) =>
    `This ${noun} was saved${by ? ` by ${by}` : ''} after you opened it. Your text is kept: compare, then keep yours or take theirs.`,
  restored: (when: Date) => `Restored the version of ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  restoredFromTrash: 'Restored from the Trash',
  created: 'Created',
} as const

export class RevisionsService {
  private types = new Map<VersionedType, VersionedContent>()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private db: Kysely<RevisionsTables>,
    private changes: Pick<ChangeBus, 'publishIn' | 'inTransaction'>,
    private log?: FastifyBaseLogger,
  ) {}

  /** An owner's content type; its history routes are registered by the owner (routes.ts revisionRoutes). */
  define(content: VersionedContent): void {
    if (this.types.has(content.type)) throw new Error(`revisions: ${content.type} is defined twice`)
    this.types.set(content.type, content)
  }

  has(type: string): type is VersionedType {
    return this.types.has(type as VersionedType)
  }

  content(type: VersionedType): VersionedContent {
    const found = this.types.get(type)
    if (!found) throw notFound(REVISION_MESSAGES.unknownType)
    return found
  }

  /** `work` in one transaction (or the caller's), its topics announced after the commit. */
  private inTransaction<T>(work: (trx: Kysely<RevisionsTables>) => Promise<T>, db: AnyDb = this.db): Promise<T> {
    if (db.isTransaction) return work(db as Kysely<RevisionsTables>)
    return this.changes.inTransaction(this.db, (trx) => work(trx as unknown as Kysely<RevisionsTables>))
  }

  /**
   * An owner's save of item `id`: `write` runs in the transaction after the version check, and the
   * state it leaves is kept as a revision. `expected` is the version the editor's save was based on
   * (absent: last save wins, as API clients without it always had). Returns what `write` returns;
   * when the item does not exist, `write` runs unwrapped so the owner answers its own 404.
   */
  async save<T>(type: VersionedType, id: number, author: Author, expected: number | undefined, write: (trx: AnyDb) => Promise<T>, summary?: string, db?: AnyDb): Promise<T> {
    const content = this.content(type)
    return this.inTransaction(async (trx) => {
      const was = await bumpVersion(trx, content.table, id)
      if (was === undefined) return write(trx)
      if (expected !== undefined && expected !== was) throw await this.conflict(trx, content, id, was)
      const result = await write(trx)
      // A save that changed nothing is announced to nobody.
      if (await this.keep(trx, content, id, was + 1, author, summary)) await this.changes.publishIn(trx, content.topic)
      return result
    }, db)
  }

  /** An owner's create: `write` inserts and returns the result, `idOf` names the new item's id. */
  async create<T>(type: VersionedType, author: Author, write: (trx: AnyDb) => Promise<T>, idOf: (result: T) => number): Promise<T> {
    const content = this.content(type)
    return this.inTransaction(async (trx) => {
      const result = await write(trx)
      await this.keep(trx, content, idOf(result), 1, author, REVISION_MESSAGES.created)
      await this.changes.publishIn(trx, content.topic)
      return result
    })
  }

  /**
   * Records the item's state as a new version inside the caller's transaction (a bulk action that
   * changed its row). Returns false when the item does not exist.
   */
  async saved(trx: AnyDb, type: VersionedType, id: number, author: Author, summary?: string): Promise<boolean> {
    const content = this.content(type)
    const was = await bumpVersion(trx, content.table, id)
    if (was === undefined) return false
    await this.keep(trx as Kysely<RevisionsTables>, content, id, was + 1, author, summary)
    await this.changes.publishIn(trx, content.topic)
    return true
  }

  /** The revision of the item's state now, unless it is what the last revision already holds (false then). */
  private async keep(trx: Kysely<RevisionsTables>, content: VersionedContent, id: number, version: number, author: Author, summary?: string): Promise<boolean> {
    const now = await content.read(trx, id)
    if (!now) return false
    const last = await trx
      .selectFrom('revisions')
      .select(['snapshot'])
      .where('content_type', '=', content.type)
      .where('item_id', '=', id)
      .where('autosave', '=', false)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    // The author's autosave was the work this save keeps: it has done its job.
    if (author.id !== null) {
      await trx.deleteFrom('revisions').where('content_type', '=', content.type).where('item_id', '=', id).where('autosave', '=', true).where('author_id', '=', author.id).execute()
    }
    if (last && same(last.snapshot, now.snapshot) && !summary) return false
    await trx
      .insertInto('revisions')
      .values({
        content_type: content.type,
        item_id: id,
        version,
        snapshot: JSON.stringify(now.snapshot),
        summary: summary ?? summarise(last?.snapshot ?? null, now.snapshot, content.labels),
        author_id: author.id,
        author_name: author.name,
      })
      .execute()
    return true
  }

  private async conflict(trx: Kysely<RevisionsTables>, content: VersionedContent, id: number, version: number): Promise<HttpError> {
    const now = await content.read(trx, id)
    const last = await trx
      .selectFrom('revisions')
      .select(['created_at', 'author_id', 'author_name'])
      .where('content_type', '=', content.type)
      .where('item_id', '=', id)
      .where('autosave', '=', false)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    const by = last ? { id: last.author_id, name: last.author_name } : null
    return new HttpError(409, REVISION_MESSAGES.conflict(content.noun, by?.name || null), {}, undefined, {
      conflict: { version, saved_at: last ? iso(last.created_at) : null, saved_by: by, current: now?.snapshot ?? {} },
    })
  }

  /** Newest first; autosaves included (marked). */
  async list(type: VersionedType, id: number, page: number, limit: number): Promise<{ revisions: RevisionSummary[]; total: number }> {
    this.content(type)
    const where = this.db.selectFrom('revisions').where('content_type', '=', type).where('item_id', '=', id)
    const [rows, count] = await Promise.all([
      where
        .select(['id', 'created_at', 'author_id', 'author_name', 'summary', 'autosave', 'version'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { revisions: rows.map(toSummary), total: Number(count.n) }
  }

  async get(type: VersionedType, id: number, revisionId: number): Promise<RevisionSummary & { snapshot: Snapshot }> {
    this.content(type)
    const row = await this.db
      .selectFrom('revisions')
      .selectAll()
      .where('id', '=', revisionId)
      .where('content_type', '=', type)
      .where('item_id', '=', id)
      .executeTakeFirst()
    if (!row) throw notFound(REVISION_MESSAGES.revisionNotFound)
    return { ...toSummary(row), snapshot: row.snapshot }
  }

  /**
   * Makes revision `revisionId` the item's content again, as a new revision. `publishing: 'keep'`
   * leaves whether (and from when) visitors see it as it is now (PUBLISHING_KEYS); 'restore' brings
   * the version's back too.
   */
  async restore(
    type: VersionedType,
    id: number,
    revisionId: number,
    author: Author,
    expected?: number,
    publishing: RestorePublishing = 'keep',
  ): Promise<{ version: number; revision_id: number; snapshot: Snapshot }> {
    const content = this.content(type)
    const revision = await this.get(type, id, revisionId)
    await this.save(type, id, author, expected, async (trx) => {
      const now = await content.read(trx, id)
      if (!now) throw notFound(`This ${content.noun} no longer exists.`)
      const snapshot = { ...revision.snapshot }
      if (publishing === 'keep') for (const key of PUBLISHING_KEYS[type]) if (key in now.snapshot) snapshot[key] = now.snapshot[key]
      await content.write(trx, id, snapshot, author)
    }, REVISION_MESSAGES.restored(new Date(revision.created_at)))
    const after = await content.read(this.db, id)
    const newest = await this.db
      .selectFrom('revisions')
      .select(['id', 'version'])
      .where('content_type', '=', type)
      .where('item_id', '=', id)
      .where('autosave', '=', false)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    return { version: newest.version, revision_id: newest.id, snapshot: after?.snapshot ?? revision.snapshot }
  }

  /** The caller's autosave of an item they are editing: one per author and item, replaced each time. */
  async putAutosave(type: VersionedType, id: number, author: Author & { id: number }, snapshot: Snapshot, version: number): Promise<{ saved_at: string }> {
    const content = this.content(type)
    const now = await content.read(this.db, id)
    if (!now) throw notFound(`This ${content.noun} no longer exists.`)
    const row = await this.db
      .insertInto('revisions')
      .values({ content_type: type, item_id: id, version, snapshot: JSON.stringify(snapshot), summary: 'Autosave of unsaved changes', author_id: author.id, author_name: author.name, autosave: true })
      .onConflict((oc) =>
        oc
          .columns(['content_type', 'item_id', 'author_id'])
          .where('autosave', '=', true)
          .doUpdateSet({ snapshot: JSON.stringify(snapshot), version, created_at: sql`now()`, author_name: author.name }),
      )
      .returning('created_at')
      .executeTakeFirstOrThrow()
    return { saved_at: iso(row.created_at) }
  }

  async dropAutosave(type: VersionedType, id: number, authorId: number): Promise<void> {
    this.content(type)
    await this.db.deleteFrom('revisions').where('content_type', '=', type).where('item_id', '=', id).where('autosave', '=', true).where('author_id', '=', authorId).execute()
  }

  async getAutosave(type: VersionedType, id: number, authorId: number): Promise<{ snapshot: Snapshot; saved_at: string; version: number } | null> {
    this.content(type)
    const row = await this.db
      .selectFrom('revisions')
      .select(['snapshot', 'created_at', 'version'])
      .where('content_type', '=', type)
      .where('item_id', '=', id)
      .where('autosave', '=', true)
      .where('author_id', '=', authorId)
      .executeTakeFirst()
    return row ? { snapshot: row.snapshot, saved_at: iso(row.created_at), version: row.version } : null
  }

  /**
   * Moves item `id` to the Trash in the caller's transaction (or one of its own): its snapshot is
   * kept for TRASH_KEEP_DAYS, then the owner removes the row. Returns its title; undefined when it
   * does not exist.
   */
  async trash(db: AnyDb | undefined, type: VersionedType, id: number, author: Author): Promise<string | undefined> {
    const content = this.content(type)
    return this.inTransaction(async (trx) => {
      const now = await content.read(trx, id)
      if (!now) return undefined
      const version = (await bumpVersion(trx, content.table, id)) ?? 0
      const values = { title: now.title, snapshot: JSON.stringify(now.snapshot), version, deleted_by: author.id, deleted_by_name: author.name, deleted_at: new Date() }
      await trx
        .insertInto('trash')
        .values({ content_type: type, item_id: id, ...values })
        .onConflict((oc) => oc.constraint('trash_item_unique').doUpdateSet(values))
        .execute()
      await trx.deleteFrom('revisions').where('content_type', '=', type).where('item_id', '=', id).where('autosave', '=', true).execute()
      await content.remove(trx, id)
      await this.changes.publishIn(trx, content.topic)
      return now.title
    }, db)
  }

  async listTrash(q: { type?: VersionedType; search?: string; page: number }): Promise<{ items: TrashItem[]; total: number }> {
    let where = this.db.selectFrom('trash')
    if (q.type) where = where.where('content_type', '=', q.type)
    if (q.search) where = where.where(sql<boolean>`title ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
    const [rows, count] = await Promise.all([
      where.selectAll().orderBy('deleted_at', 'desc').orderBy('id', 'desc').limit(TRASH_PAGE).offset((q.page - 1) * TRASH_PAGE).execute(),
      where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(count.n),
      items: rows.map((r) => ({
        id: r.id,
        type: r.content_type as VersionedType,
        item_id: r.item_id,
        title: r.title,
        deleted_at: iso(r.deleted_at),
        deleted_by: r.deleted_by_name ? { id: r.deleted_by, name: r.deleted_by_name } : null,
        purge_at: iso(new Date(r.deleted_at.getTime() + TRASH_KEEP_DAYS * DAY_MS)),
      })),
    }
  }

  /** Puts a trashed item back under its id, as a new revision (in `db` when it is a caller's transaction: a bulk restore). */
  async restoreFromTrash(trashId: number, author: Author, db?: AnyDb): Promise<{ type: VersionedType; item_id: number; title: string }> {
    return this.inTransaction(async (trx) => {
      const row = await trx.selectFrom('trash').selectAll().where('id', '=', trashId).forUpdate().executeTakeFirst()
      if (!row || !this.has(row.content_type)) throw notFound(REVISION_MESSAGES.trashNotFound)
      const content = this.content(row.content_type)
      await content.reinsert(trx, row.item_id, row.snapshot, author)
      await setVersion(trx, content.table, row.item_id, row.version + 1)
      await trx.deleteFrom('trash').where('id', '=', trashId).execute()
      await this.keep(trx, content, row.item_id, row.version + 1, author, REVISION_MESSAGES.restoredFromTrash)
      await this.changes.publishIn(trx, content.topic)
      return { type: content.type, item_id: row.item_id, title: row.title }
    }, db)
  }

  /** Removes a trashed item for good, with its history. Returns what it was. */
  async purge(trashId: number): Promise<{ type: VersionedType; item_id: number; title: string }> {
    return this.inTransaction(async (trx) => {
      const row = await trx.deleteFrom('trash').where('id', '=', trashId).returningAll().executeTakeFirst()
      if (!row) throw notFound(REVISION_MESSAGES.trashNotFound)
      await trx.deleteFrom('revisions').where('content_type', '=', row.content_type).where('item_id', '=', row.item_id).execute()
      return { type: row.content_type as VersionedType, item_id: row.item_id, title: row.title }
    })
  }

  /**
   * The retention bound (docs/decisions/0042-revisions-conflicts-autosave-trash.md): revisions older than REVISION_KEEP_DAYS go unless they
   * are among the newest REVISION_KEEP_LATEST of their item; Trash entries older than TRASH_KEEP_DAYS
   * go with their history. Every instance runs it; a transaction-scoped advisory lock lets one at a
   * time do the work, and the deletes are the same whoever runs them.
   */
  async enforceRetention(now = new Date()): Promise<{ revisions: number; trash: number } | null> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext('yerth.revisions.retention')) as locked`.execute(trx)
      if (!rows[0]?.locked) return null
      const revisionsBefore = new Date(now.getTime() - REVISION_KEEP_DAYS * DAY_MS)
      const trashBefore = new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS)
      const purged = await trx.deleteFrom('trash').where('deleted_at', '<', trashBefore).returning(['content_type', 'item_id']).execute()
      for (const t of purged) await trx.deleteFrom('revisions').where('content_type', '=', t.content_type).where('item_id', '=', t.item_id).execute()
      const old = await sql<{ n: number }>`
        with ranked as (
          select id, created_at, autosave,
                 row_number() over (partition by content_type, item_id, autosave order by id desc) as newest
          from revisions
        ), gone as (
          delete from revisions r using ranked
          where r.id = ranked.id and ranked.created_at < ${revisionsBefore}
            and (ranked.autosave or ranked.newest > ${REVISION_KEEP_LATEST})
          returning 1
        )
        select count(*)::int as n from gone`.execute(trx)
      return { revisions: old.rows[0]?.n ?? 0, trash: purged.length }
    })
  }

  /** Runs the retention job now and every hour. */
  start(): void {
    const run = () =>
      this.enforceRetention().catch((err: Error) => this.log?.warn({ err: err.message }, 'revision retention did not run; it will try again'))
    void run()
    this.timer = setInterval(run, RETENTION_EVERY_MS)
    this.timer.unref()
  }

  close(): void {
    if (this.timer) clearInterval(this.timer)
  }
}

function toSummary(r: { id: number; created_at: Date; author_id: number | null; author_name: string; summary: string; autosave: boolean; version: number }): RevisionSummary {
  return {
    id: r.id,
    created_at: iso(r.created_at),
    author: r.author_name ? { id: r.author_id, name: r.author_name } : null,
    summary: r.summary,
    autosave: r.autosave,
    version: r.version,
  }
}

/** version + 1 on the owner's row (locking it until the commit); the version it was, or undefined when there is no row. */
async function bumpVersion(db: AnyDb, table: string, id: number): Promise<number | undefined> {
  const { rows } = await sql<{ was: number }>`update ${sql.table(table)} set version = version + 1 where id = ${id} returning version - 1 as was`.execute(db)
  return rows[0]?.was
}

async function setVersion(db: AnyDb, table: string, id: number, version: number): Promise<void> {
  await sql`update ${sql.table(table)} set version = ${version} where id = ${id}`.execute(db)
}

export type { RevisionAuthor, Transaction }
