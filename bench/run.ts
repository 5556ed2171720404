/**
 * `make bench`: measures the QUALITY.md performance bars that exist so far and prints one table.
 * The app runs in a child process (bench/serve.ts) so the load generator here does not share its
 * event loop. Run `make build` first (make bench does). Writes nothing into tracked files.
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { gzipSync } from 'node:zlib'
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchServerArgs } from './server-args.ts'

const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10
const ROUNDS = 3

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Requests per second; `unique` gives every request its own query string (a render-cache miss). */
async function rps(url: string, unique = false): Promise<number> {
  let n = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(unique ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/?bench=${n++}` }) }] } : {}),
  })
  return result.requests.average
}

const rows: Array<[string, string, string, string]> = []
const row = (id: string, what: string, value: string, verdict: boolean | null) =>
  rows.push([id, what, value, verdict === null ? 'n/a' : verdict ? 'PASS' : 'FAIL'])

interface Ready {
  url: string
  bootMs: number
  database: string
}

/** Starts bench/serve.ts (compiled, as `npm start` runs; see server-args.ts) on `dataDir`; resolves once it prints that it is listening. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, benchServerArgs(), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_DATA_DIR: dataDir },
  })
  const ready = new Promise<Ready>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => {
      if (l.startsWith('{')) resolve(JSON.parse(l))
    })
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })
  return { child, ready }
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

// First start creates the database; the measured one is a restart on it, as in production.
const dataDir = mkdtempSync(join(tmpdir(), 'yerth-bench-data-'))
const first = startServer(dataDir)
const firstBoot = await first.ready
await stopServer(first.child)
const { child, ready: readyPromise } = startServer(dataDir)
const ready = await readyPromise
const base = ready.url
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

// P1: SSR of / against the same bytes served as a static file by the same host.
const html = await (await fetch(`${base}/`)).text()
const ssr: number[] = []
const stat: number[] = []
const uncached: number[] = []
for (let i = 0; i < ROUNDS; i++) {
  stat.push(await rps(`${base}/__bench/home.html`))
  ssr.push(await rps(`${base}/`))
  uncached.push(await rps(`${base}/`, true))
}
const rssUnderLoad = rssOf(child.pid!)
const ssrRps = median(ssr)
const staticRps = median(stat)
row('P1', 'SSR / vs static file of the same bytes (req/s, median)', `${ssrRps.toFixed(0)} vs ${staticRps.toFixed(0)} = ${((ssrRps / staticRps) * 100).toFixed(0)}%`, ssrRps >= staticRps * 0.5)
row('P1', 'uncached SSR of / (every request rendered; req/s, median)', median(uncached).toFixed(0), median(uncached) >= 300)

// P2: what / makes the browser load before interaction.
const clientDir = join(process.cwd(), 'dist/public/client')
const assets = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1])
let js = 0
let css = 0
for (const url of new Set(assets)) {
  const file = join(clientDir, url)
  if (!existsSync(file)) continue
  const size = gzipSync(readFileSync(file)).length
  if (url.endsWith('.css')) css += size
  else js += size
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
row('P2', 'JS loaded by / (gzip)', kb(js), js <= 100 * 1024)
row('P2', 'CSS loaded by / (gzip)', kb(css), css <= 30 * 1024)
const publicJs = assets.filter((a) => a.endsWith('.js')).map((a) => readFileSync(join(clientDir, a), 'utf8')).join('\n')
row('P2', 'admin libraries in the public bundle', /prosemirror|uplot/i.test(publicJs) ? 'found' : 'none', !/prosemirror|uplot/i.test(publicJs))

// P7: boot and memory under load.
row('P7', 'first start: create database, migrate, ready (ms)', firstBoot.bootMs.toFixed(0), null)
row('P7', 'boot: restart on existing data to ready (ms)', ready.bootMs.toFixed(0), ready.bootMs <= 2000)
row('P7', 'server memory after the load runs (RSS)', `${(rssUnderLoad / 1024 / 1024).toFixed(0)} MB`, rssUnderLoad <= 250 * 1024 * 1024)

for (const [id, what] of [
  ['P3', 'Lighthouse on /, /journal/blogs and a post'],
  ['P5', 'analytics report over 1,000,000 views'],
  ['P6', 'page-view tracker size'],
]) row(id, what, 'not measured yet: the feature arrives with a later issue', null)
row('P4', 'GET /api/public/blogs at 10,000 posts (real PostgreSQL)', process.env.BENCH_DATABASE_URL ? 'measured below (bench/p4-blogs.ts)' : 'set BENCH_DATABASE_URL to measure', null)

await stopServer(child)
rmSync(dataDir, { recursive: true, force: true })

const widths = [4, 56, 56, 4]
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ')
console.log(`\nYerth bench (${DURATION}s x ${ROUNDS} rounds, ${CONNECTIONS} connections, ${ready.database})`)
console.log(line(['bar', 'measure', 'value', 'ok']))
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
for (const r of rows) console.log(line(r))
