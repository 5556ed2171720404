/**
 * QUALITY P5, as issue 32 raises it: the analytics report for 365 days over 10,000,000 page views
 * ≤ 300 ms; page-view ingestion ≥ 5,000 events/s; the 10,000,000 views seeded in under 3 minutes.
 * On a real PostgreSQL.
 *
 * - Report: GET /api/cms/analytics?range=365 as a signed-in admin, 3 warm-ups then 30 in a row
 *   (p50, p95, max), then 10 connections with autocannon for a few seconds (p95). Its pageViews
 *   must be the 10,000,000 generated (the report reads the rollups, the count proves they are whole).
 * - Ingestion: autocannon POSTs the tracker's beacon (POST /api/public/analytics/collect, text/plain
 *   as sendBeacon sends it, sometimes JSON) at 20 connections, every request a different visitor
 *   (a random public IPv4 or IPv6 address in X-Forwarded-For, the server trusting its proxy), a
 *   realistic desktop, phone or tablet user agent, a random fixed public page (only published
 *   posts count, and this database has none; sometimes with a query
 *   string or a trailing slash), sometimes an outside referrer. Events/s = 202 answers ÷ time. The
 *   run sends a fixed number of requests (BENCH_INGEST_SECONDS at the rate of a 3-s warm-up, or at
 *   the bar's 2,000/s if that is more), not for a fixed time: a timed run would cut off the requests
 *   in flight at its end, which the server may have counted. So every request sent is answered, and
 *   analytics_page_views must grow by exactly the number of 202 answers once the batches are
 *   written (checked 3 s after the run, then polled up to 30 s): nothing lost. Any answer but 202
 *   fails the row.
 * The load generator runs in this process and shares the machine's CPUs with the server and
 * PostgreSQL; the CPU each event costs the server, PostgreSQL and the load generator is printed.
 *
 * Library use: `fillAnalytics(url, views, days)` generates and rolls up the data on a database;
 * `measureReport(baseUrl, cookie)` and `measureIngestion(baseUrl)` drive the two calls.
 * CLI: `BENCH_DATABASE_URL=postgres://... npx tsx bench/p5-analytics.ts` creates a scratch database
 * on that server, serves the app from the sources in a child process (all modules, with the node
 * flags of `npm start`; TRUST_PROXY=1), fills the database from this process once the server has
 * migrated it, measures, prints its rows and drops the database (also on failure or Ctrl-C).
 * BENCH_VIEWS (10000000), BENCH_DAYS (365), BENCH_INGEST_SECONDS (10), BENCH_CPU_PROF (a folder: the
 * server child writes a V8 CPU profile there as it exits).
 */
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { COLLECT_PATH } from '../shared/analytics.ts'
import { startEnv, startNodeFlags } from './server-args.ts'
import { seededRandom } from '../shared/seeded-random.ts'

export const P5_VIEWS = 10_000_000
export const P5_DAYS = 365
export const P5_REPORT_BUDGET_MS = 300
/** Issue 32's bars: 10,000,000 views (the report's cost must not grow with them), 5,000 events/s, seeded within 3 minutes. */
export const P5_INGEST_EVENTS_PER_S = 5_000
export const P5_SEED_BUDGET_S = 180
export const P5_REPORT_CONNECTIONS = 10
export const P5_INGEST_CONNECTIONS = 20

const ADMIN_EMAIL = 'bench@yerth.com'
const ADMIN_PASSWORD = 'bench-Kestrel-7-harbour'
const REPORT_PATH = '/api/cms/analytics?range=365'

/** The tracker's browsers: desktop (Chrome, Safari, Firefox, Edge), phones (iPhone, Android), tablets (iPad, Android). */
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
]
const PAGES = [
  '/', '/about', '/journal', '/journal/blogs', '/journal/vlogs', '/hyperbuilt', '/hyperbuilt/reality', '/hyperbuilt/podcast',
  '/media', '/careers', '/contact', '/partners', '/events', '/privacy-policy', '/terms-of-service', '/cookie-settings',
]
const REFERRERS = [
  'https://www.google.com/', 'https://www.linkedin.com/', 'https://www.youtube.com/', 'https://www.bing.com/', 'https://t.co/abc123',
  'https://electrek.co/2026/11/01/yerth/', 'https://news.ycombinator.com/item?id=42', 'https://duckduckgo.com/',
]

/**
 * Beacons of different visitors: an address not used before on every call (a public IPv4 from about
 * 3.4 billion, one in ten an IPv6 address), so the per-IP budget (120 a minute) never answers and
 * every view is a visitor the database has not seen (a new visit). The page's own origin and Sec-Fetch-Site as a browser sends them.
 */
export function beacons(origin: string, seed = 1): () => { headers: Record<string, string>; body: string } {
  const random = seededRandom(seed)
  const int = (n: number) => Math.floor(random() * n)
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]
  const ipv4 = () => {
    // 1.0.0.0 to 223.255.255.255 without the private and loopback blocks.
    let first = 0
    while (first === 0 || first === 10 || first === 127 || first === 172 || first === 192 || first === 169 || first === 100) first = 1 + int(223)
    return `${first}.${int(256)}.${int(256)}.${1 + int(254)}`
  }
  const ipv6 = () => `2a0${1 + int(9)}:${Array.from({ length: 7 }, () => int(0x10000).toString(16)).join(':')}`
  const used = new Set<string>()
  const address = () => {
    let ip = random() < 0.9 ? ipv4() : ipv6()
    while (used.has(ip)) ip = random() < 0.9 ? ipv4() : ipv6()
    used.add(ip)
    return ip
  }
  return () => {
    let path = pick(PAGES)
    const r = random()
    if (r < 0.1) path += `?utm_source=newsletter&utm_campaign=${int(50)}`
    else if (r < 0.15 && path !== '/') path += '/'
    const referrer = random() < 0.35 ? pick(REFERRERS) : undefined
    const json = random() < 0.05
    return {
      headers: {
        'content-type': json ? 'application/json' : 'text/plain;charset=UTF-8',
        'user-agent': pick(USER_AGENTS),
        'x-forwarded-for': address(),
        origin,
        'sec-fetch-site': 'same-origin',
        'accept-language': 'en-GB,en;q=0.9',
      },
      body: JSON.stringify(referrer ? { path, referrer } : { path }),
    }
  }
}

/** Generates `views` page views over the `days` days ending today on the app's database at `url` (migrated), and rolls them up. */
export async function fillAnalytics(url: string, views: number, days: number): Promise<{ views: number; visits: number; ms: number }> {
  const { connectPostgres } = await import('../modules/core/db.ts')
  const { generateAnalytics } = await import('../modules/analytics/generate.ts')
  const { AnalyticsService } = await import('../modules/analytics/service.ts')
  const database = connectPostgres({ connectionString: url, max: 4 })
  try {
    const started = performance.now()
    const db = database.db as Kysely<any>
    const result = await generateAnalytics(db, { views, days })
    const service = new AnalyticsService(db, console as unknown as FastifyBaseLogger)
    try {
      await service.rebuild(result.from, result.to)
    } finally {
      await service.close()
    }
    // As autovacuum keeps a live table: statistics and visibility map after the bulk load (on a
    // connection without the app's statement limit: ten million rows take longer).
    const vacuum = new pg.Client({ connectionString: url })
    await vacuum.connect()
    try {
      await vacuum.query('vacuum analyze analytics_visits, analytics_page_views, analytics_daily, analytics_daily_pages, analytics_daily_sources, analytics_daily_devices')
    } finally {
      await vacuum.end()
    }
    return { views: result.views, visits: result.visits, ms: performance.now() - started }
  } finally {
    await database.close()
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

/** Signs in as the bench admin; the Cookie header of the session. */
export async function signIn(baseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status} ${await res.text()}`)
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

export interface ReportResult {
  sequential: { p50: number; p95: number; max: number; n: number }
  concurrent: { p50: number; p95: number; rps: number; requests: number; non2xx: number; errors: number }
  pageViews: number
}

/** The 365-day report: `warmups` then `n` requests in a row, then `connections` for `seconds` (latencies in ms). */
export async function measureReport(
  baseUrl: string,
  cookie: string,
  { warmups = 3, n = 30, connections = P5_REPORT_CONNECTIONS, seconds = 5 }: { warmups?: number; n?: number; connections?: number; seconds?: number } = {},
): Promise<ReportResult> {
  let pageViews = NaN
  const once = async () => {
    const started = performance.now()
    const res = await fetch(`${baseUrl}${REPORT_PATH}`, { headers: { cookie } })
    const body = await res.text()
    const ms = performance.now() - started
    if (res.status !== 200) throw new Error(`${REPORT_PATH} answered ${res.status} ${body}`)
    pageViews = (JSON.parse(body) as { pageViews: number }).pageViews
    return ms
  }
  for (let i = 0; i < warmups; i++) await once()
  const times: number[] = []
  for (let i = 0; i < n; i++) times.push(await once())
  times.sort((a, b) => a - b)
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${baseUrl}${REPORT_PATH}`, connections, duration: seconds, headers: { cookie } }, (err, res) => (err ? reject(err) : resolve(res)))
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return {
    sequential: { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1], n },
    concurrent: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), rps: result.requests.average, requests: latencies.length, non2xx: result.non2xx, errors: result.errors + result.timeouts },
    pageViews,
  }
}

export interface IngestResult {
  /** 202 answers. */
  accepted: number
  /** Other answers by status. */
  others: Map<number, number>
  errors: number
  seconds: number
  /** 202 answers per second. */
  rate: number
  p95: number
}

/**
 * Beacons at `connections`: `amount` requests (every one answered before this resolves), or for
 * `seconds` when no amount is given (the last requests in flight are then cut off: a warm-up).
 */
export async function measureIngestion(
  baseUrl: string,
  { connections = P5_INGEST_CONNECTIONS, amount, seconds = 10, next = beacons(P5_ORIGIN) }: { connections?: number; amount?: number; seconds?: number; next?: ReturnType<typeof beacons> } = {},
): Promise<IngestResult> {
  let accepted = 0
  const others = new Map<number, number>()
  const latencies: number[] = []
  const started = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, method: 'POST', path: COLLECT_PATH, ...next() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (status === 202) accepted++
      else others.set(status, (others.get(status) ?? 0) + 1)
    })
  })
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { accepted, others, errors: result.errors + result.timeouts, seconds: elapsed, rate: accepted / elapsed, p95: percentile(latencies, 0.95) }
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); null when unreadable. USER_HZ is 100. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * The site's configured address (PUBLIC_ORIGIN of the served app). A browser's beacon carries its
 * page's origin, which is this one: core's CSRF guard refuses any other (403).
 */
const P5_ORIGIN = 'http://127.0.0.1'

/** Child process: serve the app (every module) on the database at `url`, gate off, proxy trusted; print {url} once ready. */
async function serve(url: string) {
  const { loadConfig } = await import('../modules/core/config.ts')
  const { connectPostgres } = await import('../modules/core/db.ts')
  const { apiModules, buildApp, webModules } = await import('../fastify.config.ts')
  const config = loadConfig({
    NODE_ENV: 'production', PUBLIC_ORIGIN: P5_ORIGIN, LOG_LEVEL: 'warn', TRUST_PROXY: '1',
    ACCESS_PASSWORD: 'bench-access', ADMIN_EMAIL, ADMIN_PASSWORD,
  })
  const database = connectPostgres({ connectionString: url })
  // Bench only: the analytics service's counters (queued, written, dropped, failures).
  const benchRoutes = async (app: FastifyInstance) => {
    app.get('/__bench/p5-analytics', { config: { gate: 'open', cache: 'no-store' } }, async () => app.analytics.stats())
  }
  const app = await buildApp({ config, database, modules: [...apiModules, ...webModules, benchRoutes] })
  await app.settings.update({ password_protection_enabled: '0' }, null)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }))
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

async function main() {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    console.error('P5 needs a real PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    process.exit(2)
  }
  const views = Number(process.env.BENCH_VIEWS ?? P5_VIEWS)
  const days = Number(process.env.BENCH_DAYS ?? P5_DAYS)
  const ingestSeconds = Number(process.env.BENCH_INGEST_SECONDS ?? 10)
  const began = performance.now()
  const name = `yerth_bench_p5_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  // The server's connections carry a name, so their CPU time can be read (PostgreSQL on this machine).
  const serverUrl = new URL(scratch)
  serverUrl.searchParams.set('application_name', name)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const child = spawn(process.execPath, [...startNodeFlags(), ...profile, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...startEnv(), BENCH_DATABASE_URL: serverUrl.href },
  })
  // Counts the raw views in the scratch database.
  const probe = new pg.Client({ connectionString: scratch.href })
  const countIn = async () => Number((await probe.query<{ n: string }>('select count(*) as n from analytics_page_views')).rows[0].n)
  const countVisits = async () => Number((await probe.query<{ n: string }>('select count(*) as n from analytics_visits')).rows[0].n)
  let cleaned: Promise<void> | null = null
  const cleanup = () =>
    (cleaned ??= (async () => {
      await stop(child)
      await probe.end().catch(() => {})
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)))

  const local = ['localhost', '127.0.0.1', '[::1]', ''].includes(serverUrl.hostname)
  const cpuTimes = async () => {
    const backends = local ? (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [name])).rows.map((r) => r.pid) : []
    const postgres = backends.map(cpuMs)
    return { server: cpuMs(child.pid!), postgres: local && postgres.every((t) => t !== null) ? new Map(backends.map((pid, i) => [pid, postgres[i]!])) : null, self: cpuMs(process.pid) }
  }
  const rows: Array<[string, string, string, string]> = []
  const row = (what: string, value: string, verdict: boolean | null) => rows.push(['P5', what, value, verdict === null ? 'n/a' : verdict ? 'PASS' : 'FAIL'])
  try {
    const ready = await new Promise<{ url: string }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (l) => {
        if (l.startsWith('{')) resolve(JSON.parse(l))
      })
      child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
    await probe.connect()
    // The server has migrated the scratch database: fill it from here, on a connection of our own.
    const filled = await fillAnalytics(scratch.href, views, days)
    row(
      `seeding ${views.toLocaleString('en')} views over ${days} days (generate_series in PostgreSQL, rollups, vacuum)`,
      `${(filled.ms / 1000).toFixed(1)} s; ${filled.visits.toLocaleString('en')} visits; bar ${P5_SEED_BUDGET_S} s`,
      filled.ms <= P5_SEED_BUDGET_S * 1000,
    )
    console.log(
      `P5 setup: ${filled.views.toLocaleString('en')} page views in ${filled.visits.toLocaleString('en')} visits over ${days} days generated and rolled up in ` +
        `${(filled.ms / 1000).toFixed(1)} s; the load generator shares this machine's ${cpus().length} CPUs with the server and PostgreSQL`,
    )

    // Report.
    const cookie = await signIn(ready.url)
    const report = await measureReport(ready.url, cookie)
    const s = report.sequential
    row(`GET ${REPORT_PATH} (${views / 1e6}M views), ${s.n} in a row`, `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (after 3 warm-ups)`, s.p95 <= P5_REPORT_BUDGET_MS)
    const c = report.concurrent
    row(
      `GET ${REPORT_PATH}, ${P5_REPORT_CONNECTIONS} connections for 5 s`,
      `p50 ${c.p50.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms, ${c.rps.toFixed(0)} req/s, ${c.requests} requests, non-2xx ${c.non2xx}, errors ${c.errors}`,
      c.p95 <= P5_REPORT_BUDGET_MS && c.non2xx === 0 && c.errors === 0,
    )
    row('report pageViews = the views generated (sanity)', `${report.pageViews.toLocaleString('en')} of ${filled.views.toLocaleString('en')}`, report.pageViews === filled.views && filled.views === views)

    // Ingestion: a 3-s warm-up (JIT, pool, plans) sizes the measured run: about ingestSeconds at its
    // rate, and never fewer requests than the bar's rate for that long.
    const next = beacons(P5_ORIGIN)
    const warm = await measureIngestion(ready.url, { seconds: 3, next })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const amount = Math.round(Math.max(warm.accepted / warm.seconds, P5_INGEST_EVENTS_PER_S) * ingestSeconds)
    const stats = async () => (await (await fetch(`${ready.url}/__bench/p5-analytics`)).json()) as { queued: number; written: number; dropped: number; failures: number }
    const [before, visitsBefore, statsBefore, cpuBefore] = [await countIn(), await countVisits(), await stats(), await cpuTimes()]
    const r = await measureIngestion(ready.url, { amount, next })
    const cpuAfter = await cpuTimes()
    // The batches: written within about a second; checked after 3 s, then polled up to 30 s more.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    let grown = (await countIn()) - before
    const waited = performance.now()
    while (grown < r.accepted && performance.now() - waited < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      grown = (await countIn()) - before
    }
    const late = grown === r.accepted && performance.now() - waited > 300 ? ` (after ${(3 + (performance.now() - waited) / 1000).toFixed(1)} s, not 3 s)` : ''
    const [statsAfter, visits] = [await stats(), (await countVisits()) - visitsBefore]
    const othersText = [...r.others].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'
    row(
      `POST ${COLLECT_PATH}, ${P5_INGEST_CONNECTIONS} connections`,
      `${r.rate.toFixed(0)} events/s (${r.accepted} × 202 in ${r.seconds.toFixed(1)} s; p95 ${r.p95.toFixed(1)} ms); other answers ${othersText}, errors ${r.errors}`,
      r.rate >= P5_INGEST_EVENTS_PER_S && r.others.size === 0 && r.errors === 0,
    )
    row(
      'ingestion: nothing lost (rows added = 202 answers)',
      `+${grown} views for ${r.accepted} × 202${late}, +${visits} visits; dropped ${statsAfter.dropped - statsBefore.dropped}, failed batches ${statsAfter.failures - statsBefore.failures}`,
      grown === r.accepted && statsAfter.dropped === statsBefore.dropped,
    )
    const perEvent = (a: number | null, b: number | null) => (a === null || b === null ? '?' : `${((b - a) / r.accepted).toFixed(3)} ms`)
    let postgres = '?'
    if (cpuBefore.postgres && cpuAfter.postgres) {
      let ms = 0
      for (const [pid, t] of cpuAfter.postgres) ms += t - (cpuBefore.postgres.get(pid) ?? 0)
      postgres = `${(ms / r.accepted).toFixed(3)} ms`
    }
    row(
      'ingestion: CPU per event during the load run',
      `server ${perEvent(cpuBefore.server, cpuAfter.server)}, PostgreSQL ${postgres}, load generator ${perEvent(cpuBefore.self, cpuAfter.self)}`,
      null,
    )
  } finally {
    await cleanup()
  }

  const widths = [4, 58, 80, 4]
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')
  console.log(`\nYerth bench P5 (real PostgreSQL, scratch database ${name}, dropped; ${((performance.now() - began) / 1000).toFixed(0)} s)`)
  console.log(line(['bar', 'measure', 'value', 'ok']))
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const r of rows) console.log(line(r))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--serve') await serve(process.env.BENCH_DATABASE_URL!)
  else await main()
}
