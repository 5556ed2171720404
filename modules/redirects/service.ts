/**
 * Redirects: old public addresses and where they lead now (issue 18).
 *
 * Served from memory: every rule is held in a Map keyed by the address as the router reads it, with
 * chains already collapsed to their last hop (a → b → c answers a → c), read at boot and again when
 * the 'redirects' topic announces a change on any instance. A page view looks the Map up and nothing
 * else: no query. Hits are counted in memory and added to the table every HIT_FLUSH_MS, and when the
 * app closes.
 *
 * Refused when written, in a person's words next to the field: an address the site serves itself
 * (the caller says which: `served`), a target that is neither a path of this site nor an http(s)
 * URL, a rule that would send visitors round in a loop, and a second rule for one address (409). Two
 * editors saving the two halves of a loop at the same instant could still store it; the Map then
 * leaves every rule of that loop out (logged), so no visitor is ever sent round.
 */
import { headerUrl } from '../core/header-values.ts'
import { badRequest, conflict, HttpError, notFound } from '../core/errors.ts'
import type { ChangeBus } from '../core/changes.ts'
import { normalisePath } from '../../shared/url-path.ts'
import { displayRedirectTarget, readRedirectTarget, REDIRECT_TARGET_MESSAGES } from '../../shared/redirect-target.ts'
import { REDIRECT_LIMITS, type Redirect, type RedirectBody, type RedirectListResponse, type RedirectStatus } from '../../shared/api/redirects.ts'
import { addHits, allRules, deleteRedirect, deleteRedirectFrom, findRedirect, insertRedirect, listRedirects, putRedirect, setTarget, updateRedirect, type RedirectRow, type RedirectsDb } from './queries.ts'

export const REDIRECTS_TOPIC = 'redirects'
/** How often counted hits are written (per instance, one UPDATE per rule that was used). */
export const HIT_FLUSH_MS = 5_000
/** Longest chain followed when collapsing (a longer one is left as it is, a hop at a time). */
const MAX_HOPS = 10

export const REDIRECT_MESSAGES = {
  fromShape: 'Start the old address with / (for example /old-page), without ? or #.',
  served: (path: string) => `The site already serves ${path} itself: a redirect there would hide that page.`,
  taken: (path: string) => `There is already a redirect from ${path}.`,
  toShape: REDIRECT_TARGET_MESSAGES.shape,
  toControl: REDIRECT_TARGET_MESSAGES.control,
  toElsewhere: REDIRECT_TARGET_MESSAGES.elsewhere,
  toSelf: 'The new address is the old one: a visitor would be sent round in a circle.',
  loop: (to: string, from: string) => `This would send visitors round in a loop: ${to} already leads back to ${from}.`,
  notFound: 'This redirect no longer exists.',
} as const

/** What a redirected address answers. */
export interface Resolved {
  id: number
  status: RedirectStatus
  /** A path of this site or an absolute URL (Location). */
  location: string
}

/** The key of an address: the path as the router reads it (shared/url-path.ts), without a trailing slash. */
export function redirectKey(path: string): string {
  const normal = normalisePath(path)
  return normal.length > 1 ? normal.replace(/\/+$/, '') : normal
}

/** An internal target (`/path`, perhaps with a query): its key; undefined for an absolute URL. */
export function internalKey(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined
  return redirectKey(to.split(/[?#]/)[0])
}

/**
 * Whether a rule `from` → `toKey` would close a loop with `rules` (the other rules): following the
 * target through them comes back to `from`. The save refuses it; the console's check as the editor
 * types (target-check.ts) asks the same question.
 */
export function closesLoop(rules: ReadonlyArray<{ from_path: string; to_target: string }>, from: string, toKey: string): boolean {
  const byKey = new Map(rules.map((r) => [r.from_path, r.to_target]))
  let next: string | undefined = toKey
  for (let hop = 0; next !== undefined && hop <= rules.length; hop++) {
    if (next === from) return true
    const target = byKey.get(next)
    if (target === undefined) return false
    next = internalKey(target)
  }
  return false
}

/** Rules by key, each chain followed to its end; rules in a loop are left out. */
export function compileRules(rows: Array<{ id: number; from_path: string; to_target: string; status: number }>, onLoop?: (from: string) => void): Map<string, Resolved> {
  const byKey = new Map(rows.map((r) => [r.from_path, r]))
  const compiled = new Map<string, Resolved>()
  for (const row of rows) {
    let location = row.to_target
    const seen = new Set([row.from_path])
    let looped = false
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const key = internalKey(location)
      const next = key === undefined ? undefined : byKey.get(key)
      if (!next) break
      if (seen.has(next.from_path)) {
        looped = true
        break
      }
      seen.add(next.from_path)
      location = next.to_target
    }
    if (looped) onLoop?.(row.from_path)
    else compiled.set(row.from_path, { id: row.id, status: row.status as RedirectStatus, location })
  }
  return compiled
}

const toApi = (row: RedirectRow): Redirect => ({
  id: row.id,
  from_path: row.from_path,
  // As the editor typed it: a path's letters decoded again (shared/redirect-target.ts).
  to: displayRedirectTarget(row.to_target),
  status: row.status as RedirectStatus,
  hits: row.hits,
  last_hit_at: row.last_hit_at ? new Date(row.last_hit_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
})

export class RedirectsService {
  private rules = new Map<string, Resolved>()
  private pending = new Map<number, { hits: number; at: Date }>()
  private timer: NodeJS.Timeout | null = null
  private generation = 0
  /** The reload the last change started (a local publish starts it at once; changed() waits for it). */
  private reloading: Promise<void> = Promise.resolve()
  /** What was already warned about (a rule and its stored target): each is said once, not at every reload. */
  private readonly warned = new Set<string>()

  constructor(
    private readonly db: RedirectsDb,
    private readonly changes: Pick<ChangeBus, 'subscribe' | 'publish'>,
    /** Whether the site serves `path` itself (a page, the API, the console, a file). */
    private readonly served: (path: string) => Promise<boolean>,
    private readonly log: { warn(obj: object, msg: string): void } = console,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Mends the rules an older version stored, reads them, follows changes from every instance and starts writing hits. */
  async start(): Promise<void> {
    await this.repairStored()
    await this.reload()
    this.changes.subscribe(REDIRECTS_TOPIC, () => {
      this.reloading = this.reload().catch((err: unknown) => this.log.warn({ err }, 'could not reload the redirects'))
    })
    this.timer = setInterval(() => void this.flush().catch((err: unknown) => this.log.warn({ err }, 'could not write redirect hits')), HIT_FLUSH_MS)
    this.timer.unref()
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.flush().catch((err: unknown) => this.log.warn({ err }, 'could not write redirect hits'))
  }

  async reload(): Promise<void> {
    const generation = ++this.generation
    const rows = await allRules(this.db)
    // A later reload (a newer change) that finished first wins.
    if (generation !== this.generation) return
    // Served only as a target this version would store: a row written around the checks cannot reach a header raw.
    const servable = rows.flatMap((row) => {
      const target = readRedirectTarget(row.to_target)
      if (target.ok) return [{ ...row, to_target: target.value }]
      this.warnOnce(`${row.id} ${row.to_target}`, { from: row.from_path, reason: target.message }, 'redirect left out: its target cannot be sent')
      return []
    })
    this.rules = compileRules(servable, (from) => this.warnOnce(`loop ${from}`, { from }, 'redirect left out: it is part of a loop'))
  }

  private warnOnce(key: string, fields: object, message: string): void {
    if (this.warned.has(key)) return
    this.warned.add(key)
    this.log.warn(fields, message)
  }

  /**
   * Rows an older version stored that this one would not (a target with raw non-ASCII letters, a
   * line break, another site's address in a path's clothes): put in the stored form, or set aside
   * (kept in the list for an editor to mend, never served), each with a warning. Never a crash.
   */
  private async repairStored(): Promise<void> {
    for (const row of await allRules(this.db)) {
      const target = readRedirectTarget(row.to_target)
      if (target.ok && target.value === row.to_target) continue
      if (target.ok) {
        await setTarget(this.db, row.id, target.value)
        this.log.warn({ from: row.from_path, to: target.value }, 'redirect target stored again in the form this version sends')
      } else this.warnOnce(`${row.id} ${row.to_target}`, { from: row.from_path, reason: target.message }, 'redirect set aside: its target cannot be sent; mend it in Redirects')
    }
  }

  /** The redirect of an address key (redirectKey), counting the visit; from memory only. */
  follow(key: string): Resolved | undefined {
    const rule = this.rules.get(key)
    if (rule) {
      const pending = this.pending.get(rule.id)
      if (pending) {
        pending.hits++
        pending.at = this.now()
      } else this.pending.set(rule.id, { hits: 1, at: this.now() })
    }
    return rule
  }

  /** Whether an address key is redirected (the sitemap leaves such addresses out); does not count. */
  has(key: string): boolean {
    return this.rules.has(key)
  }

  /** A page is published at `path` again: the address is the page's, and its redirect goes. Whether there was one. */
  async released(path: string): Promise<boolean> {
    const key = redirectKey(path)
    if (!this.rules.has(key)) return false
    await deleteRedirectFrom(this.db, key)
    await this.changed()
    return true
  }

  /** Where the address key leads now (a path or URL), without counting a visit; undefined when it is not redirected. */
  targetOf(key: string): string | undefined {
    return this.rules.get(key)?.location
  }

  /** Adds the counted hits to the table. */
  async flush(): Promise<void> {
    if (!this.pending.size) return
    const batch = this.pending
    this.pending = new Map()
    for (const [id, counted] of batch) {
      try {
        await addHits(this.db, id, counted.hits, counted.at)
        batch.delete(id)
      } catch (err) {
        // Not written (the database is away): the counts wait for the next flush, added to any since.
        for (const [left, { hits, at }] of batch) {
          const since = this.pending.get(left)
          this.pending.set(left, since ? { hits: since.hits + hits, at: since.at } : { hits, at })
        }
        throw err
      }
    }
  }

  async list(search: string, page: number): Promise<RedirectListResponse> {
    const size = REDIRECT_LIMITS.pageSize
    const typed = search.trim()
    const { rows, total } = await listRedirects(this.db, typed, headerUrl(typed), size, (page - 1) * size)
    return { redirects: rows.map(toApi), total, page, page_size: size }
  }

  async create(body: RedirectBody): Promise<Redirect> {
    const values = await this.checked(body)
    const row = await insertRedirect(this.db, values)
    if (!row) throw this.taken(values.from_path)
    await this.changed()
    return toApi(row)
  }

  async update(id: number, body: RedirectBody): Promise<Redirect> {
    if (!(await findRedirect(this.db, id))) throw notFound(REDIRECT_MESSAGES.notFound)
    const values = await this.checked(body, id)
    let row: RedirectRow | undefined
    try {
      row = await updateRedirect(this.db, id, values)
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw this.taken(values.from_path)
      throw err
    }
    if (!row) throw notFound(REDIRECT_MESSAGES.notFound)
    await this.changed()
    return toApi(row)
  }

  async remove(id: number): Promise<Redirect> {
    const row = await deleteRedirect(this.db, id)
    if (!row) throw notFound(REDIRECT_MESSAGES.notFound)
    await this.changed()
    return toApi(row)
  }

  /**
   * A public address changed (a post's or press highlight's new slug): the old one leads to the new
   * one for good (301), and the new one, which serves the page now, stops being redirected (so a slug
   * changed back does not loop). Returns the rule, for the audit log; undefined when nothing moved.
   */
  async moved(from: string, to: string): Promise<Redirect | undefined> {
    const fromKey = redirectKey(from)
    const toKey = redirectKey(to)
    if (fromKey === toKey) return undefined
    await deleteRedirectFrom(this.db, toKey)
    const row = await putRedirect(this.db, { from_path: fromKey, to_target: toKey, status: 301 })
    await this.changed()
    return toApi(row)
  }

  private taken(from: string): HttpError {
    const error = conflict(REDIRECT_MESSAGES.taken(from))
    error.details = [{ field: 'from_path', message: REDIRECT_MESSAGES.taken(from) }]
    return error
  }

  /** Announces a change to every instance; this one's own reload (started by the local delivery) is done on return. */
  private async changed(): Promise<void> {
    await this.changes.publish(REDIRECTS_TOPIC)
    await this.reloading
  }

  /** The row's values, or a refusal naming its field. `id`: the rule being edited (left out of the loop check). */
  private async checked(body: RedirectBody, id?: number): Promise<{ from_path: string; to_target: string; status: number }> {
    const fromText = body.from_path.trim()
    if (!fromText.startsWith('/') || /[?#\s\u0000-\u001f\u007f-\u009f\\]/.test(fromText)) throw badRequest(REDIRECT_MESSAGES.fromShape, 'from_path')
    const from = redirectKey(fromText)
    if (await this.served(from)) throw badRequest(REDIRECT_MESSAGES.served(from), 'from_path')

    const target = readRedirectTarget(body.to)
    if (!target.ok) throw badRequest(target.message, 'to')
    const to = target.value
    const toKey = internalKey(to)
    if (toKey === from) throw badRequest(REDIRECT_MESSAGES.toSelf, 'to')

    // Where the new target leads with the rules as they are: back here would be a loop.
    const others = (await allRules(this.db)).filter((r) => r.id !== id && r.from_path !== from)
    if (toKey !== undefined && closesLoop(others, from, toKey)) throw badRequest(REDIRECT_MESSAGES.loop(displayRedirectTarget(to), from), 'to')
    return { from_path: from, to_target: to, status: body.status }
  }
}

