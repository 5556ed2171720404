/**
 * Unique slugs of a content type (blog posts, vlogs, press highlights): an explicit slug is checked
 * and tried once (taken: 409); without one, a slug is derived from the title (base, base-2, base-3...)
 * and derived again when a concurrent save took it first. The module's unique constraint on its slug
 * column is the arbiter; nothing here is checked ahead of the write.
 */
import { randomBytes } from 'node:crypto'
import { SLUG_PATTERN, slugify } from '../../shared/journal.ts'
import { sql } from 'kysely'
import type { AnyDb } from '../core/db.ts'
import { badRequest, conflict } from '../core/errors.ts'

/** How one content type makes its slugs. */
export interface SlugRule {
  /** The unique constraint on the slug column: only a violation of it is a slug conflict. */
  constraint: string
  /** The 400 for a malformed explicit slug. */
  invalid: string
  /** The 409 for an explicit slug another item has. */
  taken: string
  /** The base of a title that gives no slug ('post', 'vlog', 'press'). */
  fallback: string
  /**
   * true: a title that gives no slug, and every derivation from the RANDOM_FROM-th conflict on, gets
   * `<base or fallback>-<6 hex digits>` (blogs, press). false: the fallback is numbered like any
   * base (vlog, vlog-2...).
   */
  randomSuffix: boolean
  /** The longest slug: a longer explicit one is malformed, and a base is cut to leave room for its suffix. */
  maxLength?: number
  /** Explicit slugs are lower-cased before they are checked (vlogs). */
  lowercase?: boolean
}

/** Tries of a derived slug before the last conflict is rethrown. */
export const SLUG_ATTEMPTS = 9
/** From this many conflicts on, a rule with randomSuffix stops numbering. */
export const RANDOM_FROM = 5

/**
 * The slug field of a request body: undefined when it was not sent, '' when it was sent blank (derive
 * one from the title), otherwise the trimmed slug, checked (400 rule.invalid).
 */
export function requestedSlug(rule: SlugRule, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const slug = rule.lowercase ? raw.trim().toLowerCase() : raw.trim()
  if (slug === '') return ''
  if ((rule.maxLength !== undefined && slug.length > rule.maxLength) || !SLUG_PATTERN.test(slug)) throw badRequest(rule.invalid, 'slug')
  return slug
}

/** `base` + `suffix`, the base cut (and its trailing hyphens dropped) so the whole fits in maxLength. */
function suffixed(base: string, suffix: string, maxLength = Infinity): string {
  return `${base.slice(0, Math.max(1, maxLength - suffix.length)).replace(/-+$/, '')}${suffix}`
}

/** The first of base, base-2, base-3... that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, maxLength?: number): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = suffixed(base, `-${n}`, maxLength)
    if (!taken.has(candidate)) return candidate
  }
}

/** The base a title gives under the rule: its slug, else the fallback ('' when the rule goes random instead). */
const baseOf = (rule: SlugRule, title: string) => slugify(title) || (rule.randomSuffix ? '' : rule.fallback)

/** Whether `slug` is what the title gives or gave: its base, or its base with a number. */
export function derivedFrom(rule: SlugRule, slug: string, title: string): boolean {
  const base = baseOf(rule, title)
  return base !== '' && (slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1))))
}

/** A slug for `title` that `taken` does not hold; `conflicts` is how many derived ones were lost so far. */
export async function deriveSlug(rule: SlugRule, title: string, conflicts: number, taken: (base: string) => Promise<Iterable<string>>): Promise<string> {
  const base = baseOf(rule, title)
  if (rule.randomSuffix && (!base || conflicts >= RANDOM_FROM)) return suffixed(base || rule.fallback, `-${randomBytes(3).toString('hex')}`, rule.maxLength)
  return firstFreeSlug(base, new Set(await taken(base)), rule.maxLength)
}

/** Whether `err` is PostgreSQL's unique violation (of `constraint`, when given); pg and PGlite errors alike. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null
  if (!e || e.code !== '23505') return false
  if (!constraint) return true
  return e.constraint === constraint || (e.message ?? '').includes(constraint)
}

export interface SlugRequest {
  /** The body's slug, through requestedSlug. */
  requested: string | undefined
  /** The title a slug is derived from (the new one, on an edit that changes it). */
  title: string
  /**
   * On an edit, the item's slug now. It stays when no slug was sent or the same one was sent, and
   * when a blank one was sent but it is already derived from the title (links keep working).
   */
  current?: string
  /** Slugs equal to a base or starting with `base-` that other items hold (slugsLike). */
  taken: (base: string) => Promise<Iterable<string>>
  /**
   * The transaction the save runs in, if any: each try then runs in a savepoint, so a conflict
   * undoes only that try and the next one can still write (PostgreSQL aborts the whole transaction
   * on an error otherwise).
   */
  db?: AnyDb
}

/** `write` in a savepoint of `db` when it is a transaction; as it is otherwise. */
async function tryOnce<T>(db: AnyDb | undefined, write: () => Promise<T>): Promise<T> {
  if (!db?.isTransaction) return write()
  await sql`savepoint slug_try`.execute(db)
  try {
    const result = await write()
    await sql`release savepoint slug_try`.execute(db)
    return result
  } catch (err) {
    await sql`rollback to savepoint slug_try`.execute(db)
    throw err
  }
}

/**
 * Runs `save` with the slug to store (on an edit, undefined: keep the current one). An explicit slug
 * is tried once and its conflict is a 409; a derived one is derived again after each conflict, and
 * after SLUG_ATTEMPTS tries the last conflict is rethrown. Errors other than a slug conflict pass
 * through untouched.
 */
export function saveWithSlug<T>(rule: SlugRule, request: SlugRequest & { current?: undefined }, save: (slug: string) => Promise<T>): Promise<T>
export function saveWithSlug<T>(rule: SlugRule, request: SlugRequest & { current: string }, save: (slug: string | undefined) => Promise<T>): Promise<T>
export async function saveWithSlug<T>(
  rule: SlugRule,
  request: SlugRequest,
  write: ((slug: string) => Promise<T>) | ((slug: string | undefined) => Promise<T>),
): Promise<T> {
  // Only an edit (the second signature) is ever given undefined.
  const save = (slug: string | undefined) => tryOnce(request.db, () => (write as (slug: string | undefined) => Promise<T>)(slug))
  const { requested, current, title } = request
  if (current !== undefined) {
    const keep = requested === undefined || requested === current || (requested === '' && derivedFrom(rule, current, title))
    if (keep) return save(undefined)
  }
  if (requested) {
    try {
      return await save(requested)
    } catch (err) {
      throw isUniqueViolation(err, rule.constraint) ? conflict(rule.taken) : err
    }
  }
  for (let conflicts = 0; ; conflicts++) {
    const slug = await deriveSlug(rule, title, conflicts, request.taken)
    try {
      return await save(slug)
    } catch (err) {
      if (!isUniqueViolation(err, rule.constraint) || conflicts + 1 >= SLUG_ATTEMPTS) throw err
    }
  }
}

/**
 * The slugs of `table` equal to `base` or starting with `base-`, but the item `exceptId`'s: what
 * `taken` answers. Table-agnostic: the module that owns `table` passes its name.
 */
export async function slugsLike(db: AnyDb, table: string, base: string, exceptId?: number): Promise<string[]> {
  let query = db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
  return (await query.execute()).map((r: { slug: string }) => r.slug)
}
