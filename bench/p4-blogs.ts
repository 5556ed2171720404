/**
 * QUALITY P4: GET /api/public/blogs with 10,000 published posts, search + filter, p95 ≤ 20 ms at 20
 * concurrent connections, on a real PostgreSQL.
 *
 * Library use (bench/run.ts): `seedBlogs(db, n)` fills the blogs table of an app's database in one
 * statement; `measureBlogsP95(baseUrl)` drives the list with autocannon and returns the p95.
 * CLI: `BENCH_DATABASE_URL=postgres://... npx tsx bench/p4-blogs.ts` creates a scratch schema on
 * that server, serves the app from a child process (so the load generator does not share its event
 * loop), seeds, measures, prints one line and drops the schema. BENCH_POSTS (10000), BENCH_SECONDS (10).
 */
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { sql, type Kysely } from 'kysely'

export const P4_POSTS = 10_000
export const P4_CONNECTIONS = 20
export const P4_BUDGET_MS = 20

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
 * dates spread over the past year (one in ten without a publish_date). Returns the number inserted.
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
  await sql`analyze blogs`.execute(db)
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

/**
 * Drives P4_QUERIES round-robin at `connections` for `seconds`; latencies in milliseconds.
 * `uncached`: every request is a question not asked before (an `exclude` of an id that does not
 * exist), so each one runs the full database query instead of the module's public cache.
 */
export async function measureBlogsP95(baseUrl: string, { connections = P4_CONNECTIONS, seconds = 10, uncached = false } = {}): Promise<P4Result> {
  let n = 0
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const i = n++
              return { ...req, path: `${P4_QUERIES[i % P4_QUERIES.length]}${uncached ? `&exclude=${1_000_000_000 + i}` : ''}` }
            },
          },
        ],
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
  const { blogs } = await import('../modules/blogs/index.ts')
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ACCESS_PASSWORD: 'bench-access', ADMIN_EMAIL: 'bench@yerth.com', ADMIN_PASSWORD: 'bench-password' })
  const database = connectPostgres({ connectionString: url, schema })
  const app = await buildApp({ config, database, modules: [auth, settings, gate, blogs] })
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
  const schema = `bench_p4_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', schema], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_POSTS: String(posts) },
  })
  try {
    const ready = await new Promise<{ url: string; seedMs: number }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (l) => {
        if (l.startsWith('{')) resolve(JSON.parse(l))
      })
      child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    // A short warm-up (plans, buffers), then the measured runs: as visitors ask (popular questions
    // come from the cache), and with every question new (each one a full database query).
    await measureBlogsP95(ready.url, { seconds: 2, uncached: true })
    for (const uncached of [false, true]) {
      const r = await measureBlogsP95(ready.url, { seconds, uncached })
      const verdict = r.p95 <= P4_BUDGET_MS && r.non2xx === 0 && r.errors === 0 ? 'PASS' : 'FAIL'
      console.log(
        `P4 GET /api/public/blogs search+filter${uncached ? ', every request a new question (database)' : ' (repeated questions: public cache)'}, ` +
          `${posts} posts (seeded in ${(ready.seedMs / 1000).toFixed(1)} s), ${P4_CONNECTIONS} connections, ${seconds} s: ` +
          `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, non-2xx ${r.non2xx}, errors ${r.errors} → ${verdict}`,
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
