/**
 * Two instances behind a real cache (issue 32, QUALITY P9; docs/OPERATIONS.md "Two instances behind
 * nginx"): Debian's nginx with docs/nginx/yerth.conf (only its addresses and paths replaced) in front
 * of two instances of the built server (dist/server/start.js with `npm start`'s node flags, as
 * `make run` starts it) on one scratch database of the local PostgreSQL, dropped afterwards.
 *
 * Checks (each printed PASS or FAIL; any FAIL exits 1):
 * - a visitor's page is kept by the proxy (a HIT on the second visit), and a publish shows through it
 *   within the page's s-maxage;
 * - staff, preview, gated and signed-in answers are never kept (BYPASS or MISS every time, private);
 * - a session and the sign-in throttle hold across both instances;
 * - SIGKILL of one instance under load (wrk, bounded, loopback only): every GET is answered (by the
 *   other), and every acknowledged POST (contact, newsletter, page view) is a row afterwards.
 * Rows (unless --checks): the cached page through nginx against nginx sending the same bytes as a
 * static file, before and after one instance is killed (wrk pinned to its own CPU, nginx to the other).
 *
 * Usage: npx tsx bench/proxy.ts [--checks]   (modules/proxy.test.ts runs --checks in `make test`)
 * Needs: nginx and wrk (Debian packages), `npm run build`, PostgreSQL at BENCH_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import pg from 'pg'
import { eventually } from '../modules/core/eventually.ts'
import { startEnv, startNodeFlags } from './server-args.ts'

const CHECKS_ONLY = process.argv.includes('--checks')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))
const SERVER_CPU = 0
const LOAD_CPU = 1
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const ADMIN = { email: 'proxy-owner@example.com', password: `Proxy-${randomBytes(9).toString('base64url')}` }
/** The page's own s-maxage (web-public/plugin.ts PUBLIC_PAGE_CACHE_CONTROL), read from its answer. */
let sMaxAge = 30

if (!NGINX) {
  console.error('bench/proxy.ts needs nginx (Debian: apt-get install -y nginx)')
  process.exit(2)
}
if (!existsSync('dist/server/start.js')) {
  console.error('bench/proxy.ts needs the built server: run `npm run build`')
  process.exit(2)
}

const work = mkdtempSync(join(tmpdir(), 'yerth-proxy-'))
chmodSync(work, 0o755)
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL')
  // Kept when a check failed: the instances' and nginx's logs are there.
  if (!failed) rmSync(work, { recursive: true, force: true })
})

let failed = 0
function check(ok: boolean, what: string, detail = '') {
  if (!ok) failed++
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` (${detail})` : ''}`)
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

function spawnTracked(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const child = spawn('taskset', ['-c', String(SERVER_CPU), command, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const out: Buffer[] = []
  child.stdout!.on('data', (d: Buffer) => out.push(d))
  child.stderr!.on('data', (d: Buffer) => out.push(d))
  child.on('exit', () => {
    children.delete(child)
    writeFileSync(join(work, log), Buffer.concat(out))
  })
  children.add(child)
  return child
}

// ---------------------------------------------------------------- a plain HTTP client

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request; `from` picks the client's loopback address (nginx passes it on as the client's). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body))
    const headers: Record<string, string> = { ...options.headers }
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length), origin: PROXY })
    const req = httpRequest(url, { method: options.method ?? 'GET', headers, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${url}`)))
    req.end(payload)
  })
}

const cacheStatus = (a: Answer) => String(a.headers['x-cache-status'] ?? '')
const cookieOf = (a: Answer) => ([] as string[]).concat(a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')

// ---------------------------------------------------------------- wrk

function wrk(url: string, options: { seconds?: number; connections?: number; script?: string } = {}): Promise<{ rps: number; bad: number; requests: number }> {
  const args = ['-c', String(LOAD_CPU), 'wrk', '-t1', `-c${options.connections ?? 10}`, `-d${options.seconds ?? SECONDS}s`, '--timeout', '10s', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`]
  if (options.script) args.push('-s', options.script)
  args.push(url)
  return new Promise((resolve, reject) => {
    execFile('taskset', args, { encoding: 'utf8' }, (err, out) => {
      if (err) return reject(new Error(`wrk failed on ${url}: ${err.message}`))
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
      const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
      const errors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0
      resolve({ rps, bad: non2xx + errors, requests })
    })
  })
}

// ---------------------------------------------------------------- the scratch database and the instances

const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const dbName = `yerth_proxy_${process.pid}_${randomBytes(3).toString('hex')}`
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
const dbUrl = new URL(serverUrl)
dbUrl.pathname = `/${dbName}`
const db = new pg.Client({ connectionString: dbUrl.href })

const [portA, portB, proxyPort, staticPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()])
const PROXY = `http://127.0.0.1:${proxyPort}`

function startInstance(port: number, name: string): ChildProcess {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...startEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.href,
    PUBLIC_ORIGIN: PROXY,
    TRUST_PROXY: 'true',
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    DATA_DIR: join(work, name),
  }
  return spawnTracked(process.execPath, [...startNodeFlags(), 'dist/server/start.js'], env, `${name}.log`)
}

const ready = (port: number, child: ChildProcess, name: string) =>
  Promise.race([
    eventually(async () => (await send(`http://127.0.0.1:${port}/readyz`)).status === 200, { timeout: 60_000, interval: 100, what: `${name} answering /readyz` }),
    new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: see ${join(work, `${name}.log`)}`)))),
  ])

let instanceA: ChildProcess | null = null
let nginx: ChildProcess | null = null
try {
  // The first instance makes the schema; the second finds it made (both would also wait for each other).
  instanceA = startInstance(portA, 'instance-a')
  await ready(portA, instanceA, 'instance-a')
  const instanceB = startInstance(portB, 'instance-b')
  await ready(portB, instanceB, 'instance-b')
  await db.connect()

  // ---------------------------------------------------------------- nginx, with the shipped file
  const shipped = readFileSync('docs/nginx/yerth.conf', 'utf8')
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`docs/nginx/yerth.conf no longer holds "${from}": update bench/proxy.ts`)
    return text.replaceAll(from, to)
  }
  let site = replace(shipped, '127.0.0.1:3001', `127.0.0.1:${portA}`)
  site = replace(site, '127.0.0.1:3002', `127.0.0.1:${portB}`)
  site = replace(site, 'listen 80;', `listen 127.0.0.1:${proxyPort};`)
  site = replace(site, 'server_name www.example.com;', 'server_name 127.0.0.1;')
  site = replace(site, '/var/cache/nginx/yerth', join(work, 'cache'))
  writeFileSync(join(work, 'yerth.conf'), site)
  for (const dir of ['cache', 'temp', 'static']) mkdirSync(join(work, dir))
  // The static twin for P9: the same bytes and headers from a file (filled in below).
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      'user root;',
      'worker_processes 1;',
      `error_log ${join(work, 'nginx-error.log')} warn;`,
      `pid ${join(work, 'nginx.pid')};`,
      'events { worker_connections 4096; }',
      'http {',
      // As Debian's /etc/nginx/nginx.conf has them (the http block docs/nginx/yerth.conf is included in).
      '  sendfile on;',
      '  tcp_nopush on;',
      '  access_log off;',
      `  client_body_temp_path ${join(work, 'temp')};`,
      `  proxy_temp_path ${join(work, 'temp')};`,
      `  fastcgi_temp_path ${join(work, 'temp')};`,
      `  uwsgi_temp_path ${join(work, 'temp')};`,
      `  scgi_temp_path ${join(work, 'temp')};`,
      `  include ${join(work, 'yerth.conf')};`,
      `  include ${join(work, 'static.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  writeFileSync(join(work, 'static.conf'), `server { listen 127.0.0.1:${staticPort}; location / { return 404; } }\n`)
  const startNginx = () => {
    const child = spawnTracked(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], { PATH: process.env.PATH }, 'nginx.log')
    return child
  }
  const test = spawnTracked(NGINX, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], { PATH: process.env.PATH }, 'nginx-test.log')
  const tested = await new Promise<number | null>((resolve) => test.once('exit', resolve))
  check(tested === 0, 'nginx accepts docs/nginx/yerth.conf (nginx -t)', tested === 0 ? '' : readFileSync(join(work, 'nginx-test.log'), 'utf8').trim())
  if (tested !== 0) throw new Error('nginx -t failed')
  nginx = startNginx()
  await eventually(async () => (await send(`${PROXY}/readyz`)).status === 200, { timeout: 10_000, interval: 50, what: 'nginx passing /readyz on' })

  // ---------------------------------------------------------------- the owner signs in; the site opens
  const login = await send(`${PROXY}/api/auth/login`, { method: 'POST', body: ADMIN })
  check(login.status === 200, 'the owner signs in through the proxy', `${login.status}`)
  const staff = { cookie: cookieOf(login) }
  const opened = await send(`${PROXY}/api/cms/settings`, { method: 'PUT', headers: staff, body: { password_protection_enabled: '0' } })
  check(opened.status === 200, 'the site gate is switched off', `${opened.status} ${opened.body}`)

  // A session and its rights on both instances (they keep sessions in PostgreSQL).
  const me = await Promise.all([portA, portB].map((port) => send(`http://127.0.0.1:${port}/api/auth/me`, { headers: staff })))
  check(me.every((a) => a.status === 200), 'the session signed in through the proxy is known to both instances', me.map((a) => a.status).join(', '))

  // ---------------------------------------------------------------- a visitor's page is kept; a publish shows
  const list = '/journal/blogs'
  const first = await send(`${PROXY}${list}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })
  const second = await send(`${PROXY}${list}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })
  sMaxAge = Number(/s-maxage=(\d+)/.exec(String(first.headers['cache-control']))?.[1] ?? 30)
  check(first.status === 200 && /public/.test(String(first.headers['cache-control'])), "a visitor's page says it may be shared", String(first.headers['cache-control']))
  check(cacheStatus(second) === 'HIT', "the proxy answers a visitor's second visit from its cache", `${cacheStatus(first)} then ${cacheStatus(second)}`)
  check(second.headers['content-encoding'] === first.headers['content-encoding'] && String(second.headers['content-encoding'] ?? '') !== '', 'the cached answer keeps the app\'s compression', String(second.headers['content-encoding']))

  const category = await send(`${PROXY}/api/cms/blog-categories`, { method: 'POST', headers: staff, body: { name: 'Proxy news' } })
  const title = `Through the proxy ${randomBytes(3).toString('hex')}`
  const publishedAt = performance.now()
  const post = await send(`${PROXY}/api/cms/blogs`, { method: 'POST', headers: staff, body: { title, category: 'Proxy news', content: '<p>Two instances, one cache.</p>', status: 'published' } })
  check(category.status === 201 && post.status === 201, 'an editor publishes a post through the proxy', `${category.status}, ${post.status}`)
  // Asked as the cached copy was (the same Accept-Encoding: nginx keeps one copy per variant), and read decompressed.
  const visitorSees = async () => {
    const answer = await send(`${PROXY}${list}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })
    const encoding = answer.headers['content-encoding']
    const html = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
    return { html: html.toString(), cache: cacheStatus(answer) }
  }
  check((await visitorSees()).cache === 'HIT' && !(await visitorSees()).html.includes(title), 'right after the publish the proxy still answers from its copy (until s-maxage)')
  // Seen once the kept copy's s-maxage has run out (one refetch later): the checks below run meanwhile.
  const shown = eventually(async () => (await visitorSees()).html.includes(title), { timeout: (sMaxAge + 10) * 1000, interval: 250, what: 'the post on the cached list' }).then(
    () => (performance.now() - publishedAt) / 1000,
  )

  // ---------------------------------------------------------------- never kept: staff, preview, signed-in, gated
  const never = async (what: string, path: string, headers: Record<string, string>, expectPrivate = true) => {
    const answers = [await send(`${PROXY}${path}`, { headers }), await send(`${PROXY}${path}`, { headers })]
    const kept = answers.some((a) => cacheStatus(a) === 'HIT')
    const cc = String(answers[1].headers['cache-control'] ?? '')
    check(!kept && (!expectPrivate || /private|no-store/.test(cc)), what, `${answers.map(cacheStatus).join(', ')}; ${cc}`)
    return answers[1]
  }
  await never('a staff API answer is never kept by the proxy', '/api/cms/blogs', staff)
  await never("a signed-in visitor's page is never kept", '/', staff)
  const draftTitle = `Draft behind the proxy ${randomBytes(3).toString('hex')}`
  const draft = await send(`${PROXY}/api/cms/blogs`, { method: 'POST', headers: staff, body: { title: draftTitle, category: 'Proxy news', content: '<p>Not yet.</p>', status: 'draft' } })
  const draftSlug = (JSON.parse(draft.body.toString()) as { blog: { slug: string } }).blog.slug
  const preview = await never("staff's preview of a draft is never kept", `/journal/blogs/${draftSlug}`, staff)
  check(preview.body.toString().includes(draftTitle), 'the preview shows the draft to staff')
  const visitorOfDraft = await send(`${PROXY}/journal/blogs/${draftSlug}`)
  check(visitorOfDraft.status === 404 && !visitorOfDraft.body.toString().includes(draftTitle), 'a visitor then gets the 404 page, not the preview', `${visitorOfDraft.status}`)
  const closed = await send(`${PROXY}/api/cms/settings`, { method: 'PUT', headers: staff, body: { password_protection_enabled: '1' } })
  const gated = await never('a page while the gate is on is never kept', '/partners', {})
  check(closed.status === 200 && gated.body.toString().toLowerCase().includes('coming soon'), 'the gated page is the coming-soon page')
  await send(`${PROXY}/api/cms/settings`, { method: 'PUT', headers: staff, body: { password_protection_enabled: '0' } })

  // ---------------------------------------------------------------- the sign-in throttle holds across both
  const attempts: number[] = []
  for (let i = 0; i < 6; i++) attempts.push((await send(`${PROXY}/api/auth/login`, { method: 'POST', body: { email: ADMIN.email, password: 'wrong-password' }, from: '127.0.0.9' })).status)
  check(attempts.slice(0, 5).every((s) => s === 401) && attempts[5] === 429, 'five failed sign-ins through both instances, then 429', attempts.join(', '))

  // ---------------------------------------------------------------- SIGKILL of one instance under load
  // GETs that reach the instances (a search renders each time) and writes from many visitors at once.
  const script = join(work, 'search.lua')
  writeFileSync(script, 'math.randomseed(os.time())\nrequest = function()\n  return wrk.format(nil, "/journal/blogs?search=x" .. math.random(1, 1000000000))\nend\n')
  const loadSeconds = 6
  const gets = wrk(`${PROXY}/`, { seconds: loadSeconds, connections: 16, script })
  const cachedGets = wrk(`${PROXY}${list}`, { seconds: loadSeconds, connections: 4 })
  const acknowledged = { contact: 0, newsletter: 0, view: 0 }
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  const refused: number[] = []
  const stopAt = performance.now() + (loadSeconds - 1) * 1000
  const writers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; performance.now() < stopAt; i++) {
      // Each write from another visitor address (127.0.w.i), so the forms' per-visitor budgets allow them all.
      const from = `127.0.${w + 1}.${(i % 250) + 1}`
      const kind = (['contact', 'newsletter', 'view'] as const)[i % 3]
      const tag = `w${w}-${i}-${randomBytes(2).toString('hex')}`
      const res = await send(`${PROXY}/api/public/${kind === 'view' ? 'analytics/collect' : kind}`, {
        method: 'POST',
        from,
        headers: { 'user-agent': BROWSER },
        body:
          kind === 'contact'
            ? { name: `Proxy ${tag}`, email: `proxy-${tag}@example.com`, subject: 'general', message: `Sent through the proxy (${tag}).`, source_page: 'contact' }
            : kind === 'newsletter'
              ? { email: `proxy-${tag}@example.com`, source_page: 'footer' }
              : { path: '/journal/blogs' },
      }).catch(() => ({ status: 0 }) as Answer)
      if (res.status >= 200 && res.status < 300) acknowledged[kind]++
      else refused.push(res.status)
    }
  })
  await new Promise((r) => setTimeout(r, 2000))
  instanceA.kill('SIGKILL')
  const killedAt = performance.now()
  const [load, cachedLoad] = await Promise.all([gets, cachedGets, ...writers])
  check(load.requests > 0 && load.bad === 0, 'every GET is answered while one instance is killed (the other takes them)', `${load.requests} uncached GETs, ${load.bad} failed`)
  check(cachedLoad.requests > 0 && cachedLoad.bad === 0, 'every cached GET is answered too', `${cachedLoad.requests} GETs, ${cachedLoad.bad} failed`)
  const rows = {
    contact: Number((await db.query(`select count(*) as n from enquiries where form_type = 'contact' and message like 'Sent through the proxy%'`)).rows[0].n),
    newsletter: Number((await db.query(`select count(*) as n from enquiries where form_type = 'newsletter' and email like 'proxy-%'`)).rows[0].n),
    // Accepted views are committed rows from their 202 on, counted into visits by whichever instance comes next.
    view: Number((await db.query(`select (select count(*) from analytics_page_views) + (select count(*) from analytics_incoming) as n`)).rows[0].n),
  }
  check(
    rows.contact >= acknowledged.contact && rows.newsletter >= acknowledged.newsletter && rows.view >= acknowledged.view && acknowledged.contact * acknowledged.newsletter * acknowledged.view > 0,
    'every acknowledged write is a row after the kill',
    `contact ${acknowledged.contact} acknowledged, ${rows.contact} rows; newsletter ${acknowledged.newsletter} acknowledged, ${rows.newsletter} rows; page views ${acknowledged.view} acknowledged, ${rows.view} rows; refused: ${[...new Set(refused)].join(' ') || 'none'}; killed ${((killedAt - stopAt) / 1000 + loadSeconds - 1).toFixed(1)} s into the load`,
  )
  instanceA = null
  const shownAfter = await shown
  check(shownAfter <= sMaxAge + 2, `the publish shows on the cached list within its s-maxage (${sMaxAge} s, and one refetch)`, `${shownAfter.toFixed(1)} s`)

  // ---------------------------------------------------------------- P9: the cached page against nginx's static file
  if (!CHECKS_ONLY) {
    const answer = await send(`${PROXY}${list}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })
    writeFileSync(join(work, 'static', 'page'), answer.body)
    // Every header the proxied answer carries, but those nginx writes itself for a file (and the cache's own).
    const own = new Set(['date', 'server', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type', 'x-cache-status', 'last-modified', 'accept-ranges'])
    const addHeaders = Object.entries(answer.headers)
      .filter(([h]) => !own.has(h))
      .flatMap(([h, v]) => ([] as string[]).concat(v ?? []).map((value) => `add_header ${h} '${value.replace(/'/g, "\\'")}' always;`))
      .join(' ')
    writeFileSync(
      join(work, 'static.conf'),
      `server { listen 127.0.0.1:${staticPort}; location / { root ${join(work, 'static')}; try_files /page =404; open_file_cache max=10000 inactive=60s; open_file_cache_valid 30s; default_type '${answer.headers['content-type']}'; gzip off; etag off; ${addHeaders} } }\n`,
    )
    spawnTracked(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-s', 'reload'], { PATH: process.env.PATH }, 'nginx-reload.log')
    await eventually(async () => (await send(`http://127.0.0.1:${staticPort}/page`)).status === 200, { timeout: 10_000, what: 'the static twin' })
    const measure = async () => {
      const proxied: number[] = []
      const file: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        file.push((await wrk(`http://127.0.0.1:${staticPort}/page`)).rps)
        proxied.push((await wrk(`${PROXY}${list}`)).rps)
      }
      const ratios = proxied.map((r, i) => r / file[i])
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
      return { proxied: median(proxied), file: median(file), ratio: median(ratios), rounds: ratios.map((r) => (r * 100).toFixed(0)).join('/') }
    }
    const before = await measure()
    // Both instances again, then one killed: the cache keeps answering as before.
    instanceA = startInstance(portA, 'instance-a2')
    await ready(portA, instanceA, 'instance-a2')
    instanceA.kill('SIGKILL')
    instanceA = null
    const after = await measure()
    // QUALITY.md raises P9 with issue 32 ("the bench adopts these numbers when that issue is done"):
    // until then the rows are measured against its target and say so, without a verdict.
    const row = (what: string, m: typeof before) =>
      console.log(`P9   | ${what.padEnd(60)} | ${`${m.proxied.toFixed(0)} vs ${m.file.toFixed(0)}; ratio ${(m.ratio * 100).toFixed(0)}% (rounds ${m.rounds}); target 90% (issue 32)`.padEnd(60)} | n/a`)
    row(`cached ${list} through nginx vs nginx static file (req/s)`, before)
    row('the same with one instance killed (req/s)', after)
  }
} catch (err) {
  failed++
  console.log(`FAIL  the proxy run stopped: ${(err as Error).message}`)
} finally {
  nginx?.kill('SIGTERM')
  for (const c of children) c.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 300))
  await db.end().catch(() => {})
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [dbName]).catch(() => {})
  await admin.query(`drop database if exists ${dbName}`).catch((err: Error) => console.error(`could not drop ${dbName}: ${err.message}`))
  await admin.end()
}
console.log(failed ? `proxy: ${failed} check(s) failed; the instances' and nginx's logs are in ${work}` : 'proxy: every check passed')
process.exit(failed ? 1 : 0)
