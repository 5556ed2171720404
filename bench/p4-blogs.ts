/**
 * QUALITY P4: GET /api/public/blogs with 10,000 published posts, search + filter, p95 ≤ 20 ms at 20
 * concurrent connections, on a real PostgreSQL.
 *
 * The measured run asks EVERY request a different question (p4Questions: random search terms from
 * the seed's vocabulary, whole words, partly typed words, phrases, `or`, `-word`; category and author
 * filters; both sorts; pages 1..N), so the posts' public cache (modules/content-types/cache.ts) never
 * answers and each request is a full database query; the cache's hits are printed to prove it.
 * A second row repeats P4_QUERIES (popular questions, answered by the cache).
 * The load generator runs in this process and shares the machine's CPUs with the server and
 * PostgreSQL (on a 2-core machine that costs the server a good part of its CPU).
 *
 * Library use (bench/run.ts): `seedBlogs(db, n)` fills the blogs table of an app's database in one
 * statement; `measureBlogsP95(baseUrl)` drives the list with autocannon and returns the p95.
 * CLI: `BENCH_DATABASE_URL=postgres://... npx tsx bench/p4-blogs.ts` creates a scratch schema on
 * that server, serves the app from the sources in a child process (so the load generator does not
 * share its event loop), seeds, measures, prints its rows and drops the schema. BENCH_POSTS (10000),
 * BENCH_SECONDS (10), BENCH_SEED (1: the questions asked), BENCH_CPU_PROF (a folder: the server child
 * writes a V8 CPU profile there as it exits).
 */
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { seededRandom } from '../shared/seeded-random.ts'

export const P4_POSTS = 10_000
export const P4_CONNECTIONS = 20
export const P4_BUDGET_MS = 20
/** Issue 32: the list's p95 at most 3x the p95 of `select 1` through the same app and pool, and within P4_BUDGET_MS on a quiet machine (a floor p95 within 5 ms; 2.6 ms in a quiet hour here). */
export const P4_FLOOR_RATIO = 3
export const P4_QUIET_FLOOR_MS = 5

const WORDS = [
  'electric', 'vehicle', 'battery', 'hypermobility', 'design', 'earth', 'sustainable', 'charging', 'city', 'future',
  'mobility', 'sensor', 'interface', 'carbon', 'energy', 'renewable', 'motor', 'chassis', 'journey', 'autonomy',
  'lithium', 'recycling', 'material', 'aerodynamic', 'torque', 'range', 'software', 'safety', 'comfort', 'silence',
  'landscape', 'horizon', 'prototype', 'engineering', 'craft', 'community', 'infrastructure', 'grid', 'solar', 'wind',
  'innovation', 'platform', 'wheel', 'light', 'frame', 'studio', 'testing', 'road', 'mountain', 'coast',
]
const CATEGORIES = ['Technology', 'Design', 'Sustainability', 'Engineering', 'Community', 'Cities', 'Energy', 'Culture']
const AUTHORS = ['Ada Okafor', 'Ben Laurent', 'Chen Wei', 'Dana Ruiz', 'Eli Novak', 'Farah Haddad', 'Gus Lind', 'Hana Sato', 'Ivo Petrov', 'Jun Park', 'Kira Moss', 'Leo Grant']
const WORDS_PER_POST = 300
/** Syllables of the filler vocabulary: 20^3 = 8,000 made-up words, drawn with a Zipf-like skew. */
const SYLLABLES = ['la', 'mo', 'ren', 'ti', 'ka', 'sol', 'vi', 'ne', 'dar', 'po', 'lu', 'sen', 'ta', 'ri', 'gon', 'fe', 'mi', 'vor', 'da', 'quen']

/** The search + filter requests the bench cycles through (each finds posts; one is a partial word). */
export const P4_QUERIES = [
  '/api/public/blogs?search=electric&category=Technology',
  '/api/public/blogs?search=battery%20carbon&category=Sustainability',
  '/api/public/blogs?search=hypermob&category=Design',
  '/api/public/blogs?search=solar&author=Hana%20Sato',
  '/api/public/blogs?search=%22charging%20journey%22&category=Energy&sort=oldest',
  '/api/public/blogs?search=prototype&category=Engineering&offset=12',
  '/api/public/blogs?search=city%20landscape&category=Cities',
  '/api/public/blogs?search=craft&category=Culture',
]

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`

/**
 * Inserts `n` published posts in one INSERT ... SELECT, shaped like a real journal: each post is
 * about 300 words, mostly filler words of a large vocabulary (a few common, most rare), with the
 * post's five topic words (of 50) woven in and in its title; 8 categories, 12 authors, display
 * dates spread over the past year (one in ten without a publish_date). Then vacuums and analyses the
 * tables (blogs and its search table blogs_list), as autovacuum keeps live ones (which also merges
 * the text-search entries buffered during the load). Returns the number inserted.
 */
export async function seedBlogs(db: Kysely<any>, n: number): Promise<number> {
  const topics = textArray(WORDS)
  const syllables = textArray(SYLLABLES)
  const topic = (expr: ReturnType<typeof sql>) => sql`(${topics})[1 + ((${expr}) % ${WORDS.length})]`
  // Filler word number r in 0..7999, skewed so low numbers are common (r = 8000 * u^3).
  const filler = (u: ReturnType<typeof sql>) => {
    const r = sql`(floor(8000 * power(${u}, 3)))::int`
    return sql`(${syllables})[1 + ${r} % 20] || (${syllables})[1 + (${r} / 20) % 20] || (${syllables})[1 + (${r} / 400) % 20]`
  }
  // Post g's topics are (g*7 + j*11) mod 50 for j = 0..4.
  const postTopic = (j: ReturnType<typeof sql>) => topic(sql`g * 7 + (${j}) * 11`)
  // A bulk load, as an operator would run one: the text-search index (which otherwise takes each
  // post's entries one by one) buffers them during the load; vacuum merges them afterwards, and the
  // index gets its own setting back.
  const gin = await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = to_regclass('blogs_list_search')`.execute(db)
  const unbuffered = gin.rows.length > 0 && (gin.rows[0].options ?? []).includes('fastupdate=off')
  if (unbuffered) await sql`alter index blogs_list_search set (fastupdate = on)`.execute(db)
  // One big statement: lift the app's statement timeout for it (set local ends with the transaction).
  const result = await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx)
    return sql`
    insert into blogs (slug, title, content, plain_text, excerpt, reading_time, category, author_name, tags, status, publish_date, created_at, updated_at)
    select
      'bench-post-' || g,
      initcap(${postTopic(sql`0`)} || ' ' || ${postTopic(sql`1`)} || ' and the ' || ${postTopic(sql`2`)}) || ' ' || g,
      '<p>' || body || '</p>',
      body,
      left(body, 158) || '…',
      ceil(${WORDS_PER_POST}::numeric / 200)::int,
      (${textArray(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
      (${textArray(AUTHORS)})[1 + (g / 3) % ${AUTHORS.length}],
      ${postTopic(sql`3`)} || ', ' || ${postTopic(sql`4`)},
      'published',
      case when g % 10 = 0 then null else now() - g * interval '47 minutes' end,
      now() - g * interval '47 minutes' - interval '1 day',
      now()
    from (
      select g, (
        select string_agg(
          case when k % 10 = 0 then ${postTopic(sql`(k / 10) % 5`)} else ${filler(sql`(((g * 7919 + k * 104729) % 99991)::float8 / 99991)`)} end,
          ' ' order by k)
        from generate_series(1, ${WORDS_PER_POST}) as k
      ) as body
      from generate_series(1, ${n}) as g
    ) as s
  `.execute(trx)
  })
  // A live table is vacuumed by autovacuum; a bulk load is not yet (visibility map, GIN pending list).
  await sql`vacuum analyze blogs, blogs_list`.execute(db)
  if (unbuffered) await sql`alter index blogs_list_search set (fastupdate = off)`.execute(db)
  return Number(result.numAffectedRows ?? n)
}

export interface P4Result {
  p50: number
  p95: number
  p99: number
  rps: number
  requests: number
  non2xx: number
  errors: number
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); null when unreadable. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100

/**
 * Questions as visitors of the journal ask them, never the same one twice: a new URL on every call.
 * Search (70%): a word of the vocabulary; two words (mostly two that some post is about, as people
 * search for what they read; some that no post has together); a partly typed word; a "quoted
 * phrase" (mostly the start of a title); `a or b`; `a -b`; a mistyped word (nothing matches: the
 * title-fragment fallback runs). Category (40%) and author (20%) filters; latest or oldest first;
 * a page, mostly the first few (search results up to page 6, plain lists up to page 40, some past
 * the end of a small list). Every parameter is always written the same way, so two different URLs
 * are two different questions to the module's cache too.
 */
export function p4Questions(seed = 1): () => string {
  const random = seededRandom(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]
  // seedBlogs: post g is about topics (g*7 + j*11) mod 50, j = 0..4; its title starts with topics 0 and 1.
  const topicOf = (g: number, j: number) => WORDS[(g * 7 + j * 11) % WORDS.length]
  const postPair = (adjacent: boolean) => {
    const g = Math.floor(random() * WORDS.length)
    const j = adjacent ? 0 : Math.floor(random() * 5)
    const k = adjacent ? 1 : (j + 1 + Math.floor(random() * 4)) % 5
    return `${topicOf(g, j)} ${topicOf(g, k)}`
  }
  const asked = new Set<string>()
  const ask = (): string => {
    const r = random()
    let search: string | undefined
    if (r < 0.3) search = undefined
    else if (r < 0.58) search = pick(WORDS)
    else if (r < 0.7) search = random() < 0.75 ? postPair(false) : `${pick(WORDS)} ${pick(WORDS)}`
    else if (r < 0.8) {
      const word = pick(WORDS)
      search = word.length <= 4 ? word : word.slice(0, 4 + Math.floor(random() * (word.length - 4)))
    } else if (r < 0.86) search = `"${random() < 0.6 ? postPair(true) : `${pick(WORDS)} ${pick(WORDS)}`}"`
    else if (r < 0.92) search = `${pick(WORDS)} or ${pick(WORDS)}`
    else if (r < 0.97) search = `${pick(WORDS)} -${pick(WORDS)}`
    else {
      const word = pick(WORDS)
      const i = Math.floor(random() * (word.length - 1))
      search = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    }
    const category = random() < 0.4 ? pick(CATEGORIES) : undefined
    const author = random() < 0.2 ? pick(AUTHORS) : undefined
    const sort = random() < 0.5 ? 'latest' : 'oldest'
    const page = 1 + Math.floor(random() ** 2 * (search ? 6 : 40))
    const q = new URLSearchParams()
    if (search !== undefined) q.set('search', search)
    if (category !== undefined) q.set('category', category)
    if (author !== undefined) q.set('author', author)
    q.set('sort', sort)
    q.set('offset', String((page - 1) * 12))
    return `/api/public/blogs?${q}`
  }
  return () => {
    for (let i = 0; i < 10_000; i++) {
      const path = ask()
      if (!asked.has(path)) {
        asked.add(path)
        return path
      }
    }
    throw new Error('p4Questions: ran out of new questions')
  }
}

/**
 * Drives the list at `connections` for `seconds`; latencies in milliseconds.
 * By default P4_QUERIES round-robin (repeated questions: after the first round the module's public
 * cache answers). `uncached`: every request a question not asked before (`questions`, by default
 * p4Questions()), so each one is a full database query.
 */
export async function measureBlogsP95(
  baseUrl: string,
  { connections = P4_CONNECTIONS, seconds = 10, uncached = false, questions }: { connections?: number; seconds?: number; uncached?: boolean; questions?: () => string } = {},
): Promise<P4Result> {
  let n = 0
  const next = uncached ? (questions ?? p4Questions()) : () => P4_QUERIES[n++ % P4_QUERIES.length]
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: result.requests.average, requests: latencies.length, non2xx: result.non2xx, errors: result.errors }
}

/** Child process: serve the app on `schema` with the gate off, seed, print {url} once ready. */
async function serve(url: string, schema: string, posts: number) {
  const { loadConfig } = await import('../modules/core/config.ts')
  const { connectPostgres } = await import('../modules/core/db.ts')
  const { buildApp } = await import('../fastify.config.ts')
  const { auth } = await import('../modules/auth/index.ts')
  const { settings } = await import('../modules/settings/index.ts')
  const { gate } = await import('../modules/gate/index.ts')
  const { media } = await import('../modules/media/index.ts')
  const { contentTypes } = await import('../modules/content-types/index.ts')
  const { revisions } = await import('../modules/revisions/index.ts')
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1', LOG_LEVEL: 'warn', ACCESS_PASSWORD: 'bench-access', ADMIN_EMAIL: 'bench@yerth.com', ADMIN_PASSWORD: 'bench-Kestrel-7-harbour' })
  const database = connectPostgres({ connectionString: url, schema })
  // Bench-only routes: how often the posts' public cache answered (modules/content-types/cache.ts); and the floor of any
  // answer that asks the database (one `select 1` through the same app, pool and driver).
  const benchRoutes = async (app: FastifyInstance) => {
    app.get('/__bench/p4-cache', { config: { gate: 'open', cache: 'no-store' } }, async () => app.contentTypes.cacheStats('blogs'))
    app.get('/__bench/select-1', { config: { gate: 'open', cache: 'no-store' } }, async () => (await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows[0])
  }
  const app = await buildApp({ config, database, modules: [auth, settings, gate, revisions, media, contentTypes, benchRoutes] })
  await app.settings.update({ password_protection_enabled: '0' }, null)
  const seeded = performance.now()
  await seedBlogs(app.db, posts)
  const seedMs = performance.now() - seeded
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, seedMs }))
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    console.error('P4 needs a real PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    process.exit(2)
  }
  const posts = Number(process.env.BENCH_POSTS ?? P4_POSTS)
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const questions = p4Questions(Number(process.env.BENCH_SEED ?? 1))
  const schema = `bench_p4_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  // The server's connections carry a name, so their CPU time can be read (PostgreSQL on this machine).
  const serverUrl = new URL(url)
  serverUrl.searchParams.set('application_name', schema)
  // BENCH_CPU_PROF=<dir>: the server child writes a V8 CPU profile there when it exits (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', schema], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_POSTS: String(posts), BENCH_DATABASE_URL: serverUrl.href },
  })
  const local = ['localhost', '127.0.0.1', '[::1]', ''].includes(serverUrl.hostname)
  /** CPU time (user + system) of the server, its PostgreSQL backends and this process, in ms; null where unknown. */
  const cpuTimes = async () => {
    const backends = local ? (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [schema])).rows.map((r) => r.pid) : []
    const postgres = backends.map(cpuMs)
    return { server: cpuMs(child.pid!), postgres: local && postgres.every((t) => t !== null) ? new Map(backends.map((pid, i) => [pid, postgres[i]!])) : null, self: cpuMs(process.pid) }
  }
  try {
    const ready = await new Promise<{ url: string; seedMs: number }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (l) => {
        if (l.startsWith('{')) resolve(JSON.parse(l))
      })
      child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    const cache = async () => (await (await fetch(`${ready.url}/__bench/p4-cache`)).json()) as { hits: number; misses: number }
    console.log(
      `P4 setup: ${posts} posts seeded in ${(ready.seedMs / 1000).toFixed(1)} s; ${P4_CONNECTIONS} connections for ${seconds} s per row; ` +
        `the load generator shares this machine's ${cpus().length} CPUs with the server and PostgreSQL`,
    )
    // A short warm-up (plans, buffers, JIT) with new questions too; then the measured runs.
    await measureBlogsP95(ready.url, { seconds: 2, uncached: true, questions })
    // The floor first: the verdict holds the list's p95 against it (issue 32: a figure that follows
    // the machine's speed is a ratio to a reference of the same run).
    const rows = [
      { kind: 'floor', label: 'floor: GET /__bench/select-1, one `select 1` per request through the same app and pool', uncached: true, questions: () => '/__bench/select-1', note: ' (what any database answer costs here; the reference of the P4 verdict)' },
      { kind: 'verdict', label: 'GET /api/public/blogs, every request a different question (search/filter/sort/page; database)', uncached: true, questions, note: '' },
      { kind: 'cache', label: 'GET /api/public/blogs, repeated questions (P4_QUERIES round-robin; public cache)', uncached: false, questions, note: ' (cache, not the P4 verdict)' },
    ] as const
    let floorP95 = NaN
    for (const { kind, label, uncached, questions: ask, note } of rows) {
      const [before, cpuBefore] = [await cache(), await cpuTimes()]
      const r = await measureBlogsP95(ready.url, { seconds, uncached, questions: ask })
      const [after, cpuAfter] = [await cache(), await cpuTimes()]
      if (kind === 'floor') floorP95 = r.p95
      const answered = r.non2xx === 0 && r.errors === 0
      // QUALITY's bar today is the absolute budget at 10,000 posts; issue 32's (at 100,000: at most
      // P4_FLOOR_RATIO times the floor, and the budget too on a quiet machine, a floor p95 within
      // P4_QUIET_FLOOR_MS) is printed beside it until that issue is done.
      const quiet = floorP95 <= P4_QUIET_FLOOR_MS
      const held = r.p95 <= P4_BUDGET_MS
      const ratioHeld = r.p95 <= P4_FLOOR_RATIO * floorP95 && (!quiet || held)
      const ratio =
        kind === 'verdict'
          ? ` = ${(r.p95 / floorP95).toFixed(1)}x the floor (issue 32's bar, for 100,000 posts: ${P4_FLOOR_RATIO}x${quiet ? ` and ${P4_BUDGET_MS} ms, a quiet machine` : `, not a quiet machine: floor p95 over ${P4_QUIET_FLOOR_MS} ms`}; at ${posts.toLocaleString('en')} posts ${ratioHeld ? 'met' : 'not met'})`
          : ''
      const verdict = kind === 'floor' ? 'reference' : held && answered ? 'PASS' : 'FAIL'
      const perRequest = (a: number | null, b: number | null) => (a === null || b === null ? '?' : `${((b - a) / r.requests).toFixed(2)} ms`)
      let postgres = '?'
      if (cpuBefore.postgres && cpuAfter.postgres) {
        let ms = 0
        for (const [pid, t] of cpuAfter.postgres) ms += t - (cpuBefore.postgres.get(pid) ?? 0)
        postgres = `${(ms / r.requests).toFixed(2)} ms`
      }
      console.log(
        `P4 ${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${ratio}, p99 ${r.p99.toFixed(1)} ms, ` +
          `${r.rps.toFixed(0)} req/s, ${r.requests} requests, public cache hits ${after.hits - before.hits} / misses ${after.misses - before.misses}, ` +
          `non-2xx ${r.non2xx}, errors ${r.errors}; CPU per request: server ${perRequest(cpuBefore.server, cpuAfter.server)}, ` +
          `PostgreSQL ${postgres}, load generator ${perRequest(cpuBefore.self, cpuAfter.self)} → ${verdict}${note}`,
      )
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    await admin.query(`drop schema if exists ${schema} cascade`)
    await admin.end()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--serve') await serve(process.env.BENCH_DATABASE_URL!, process.argv[3], Number(process.env.BENCH_POSTS ?? P4_POSTS))
  else await main()
}
