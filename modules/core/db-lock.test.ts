/**
 * The embedded database is opened by one process at a time (QUALITY R12): a real server on a data
 * folder, then the two command-line tools against the same folder, which must refuse with a clear
 * message, exit non-zero and change nothing; a SIGKILLed server leaves nothing that blocks the next
 * opener. The server is started the way `npm start` on a fresh machine does (production, no
 * PUBLIC_ORIGIN), so its start line's word on the defaulted origin is checked here too.
 */
import t from 'tap'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { connectPglite } from './db.ts'
import { DatabaseInUseError, lockAddress } from './db-lock.ts'
import { builtBundles } from '../../web-public/testing.ts'
import { eventually } from './eventually.ts'

const ROOT = resolve(import.meta.dirname, '../..')
// The server starts in production, which serves the built bundles.
await builtBundles('public', 'admin')
const { DATABASE_URL: _a, PUBLIC_ORIGIN: _b, ...baseEnv } = process.env

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

function tool(dataDir: string, script: string, ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...baseEnv, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: res.status, out: res.stdout, err: res.stderr }
}

t.test('in one process: a second open of a folder in use is refused, and allowed again once closed', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'yerth-lock-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  const folder = join(root, 'pglite')
  const first = await connectPglite(folder)
  const refused = await connectPglite(folder).then(
    () => null,
    (err: unknown) => err,
  )
  t.ok(refused instanceof DatabaseInUseError)
  t.equal((refused as Error).message, `The embedded database in ${root} is in use by another Yerth process (pid ${process.pid}). Stop the server first, or set DATABASE_URL to use PostgreSQL.`)
  await first.close()
  t.notOk(existsSync(lockAddress(folder)), 'closing removes the lock')
  const again = await connectPglite(folder)
  await again.close()
})

t.test('a running server holds its data folder against both command-line tools; a killed one does not', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yerth-lock-server-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const port = await freePort()
  let out = ''
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bin/start.ts')], {
    cwd: ROOT,
    env: { ...baseEnv, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_EMAIL: 'owner@lock.example', ADMIN_PASSWORD: 'owner-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.teardown(() => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  })
  server.stdout.on('data', (d) => (out += d))
  server.stderr.on('data', (d) => (out += d))
  const exited = new Promise<void>((done) => server.once('exit', () => done()))
  // Its start line, or its end (a server that stops is not waited for).
  await eventually(
    () => {
      if (!out.includes('Yerth is running') && server.exitCode === null && server.signalCode === null) throw new Error(`its output so far:\n${out}`)
    },
    { timeout: 90_000, interval: 50, what: "the server's start line" },
  )
  if (!out.includes('Yerth is running')) throw new Error(`the server did not start:\n${out}`)
  t.match(
    out,
    `PUBLIC_ORIGIN is not set, so links in pages, the sitemap and mails use http://localhost:${port}`,
    'production without PUBLIC_ORIGIN: npm start defaults it and says so',
  )

  const message = new RegExp(`The embedded database in ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by another Yerth process \\(pid \\d+\\)\\. Stop the server first, or set DATABASE_URL to use PostgreSQL\\.`)
  const admin = tool(dataDir, 'bin/admin.ts', 'create', '--email', 'ghost@lock.example', '--role', 'admin')
  t.equal(admin.code, 1, 'npm run admin exits non-zero')
  t.match(admin.err, message)
  t.notMatch(admin.out, /password/i, 'and prints no password for an account that does not exist')
  const generate = tool(dataDir, 'bin/analytics-generate.ts', '--views=50', '--days=2')
  t.equal(generate.code, 1, 'npm run analytics:generate exits non-zero')
  t.match(generate.err, message)
  t.notMatch(generate.err, /\n\s+at /, 'a message, not a stack')

  // A crash: nothing runs the server's cleanup, the socket file stays behind.
  server.kill('SIGKILL')
  await exited
  const database = await connectPglite(join(dataDir, 'pglite'))
  t.teardown(() => database.close())
  const admins = await database.db.selectFrom('admins').select('email').orderBy('email').execute()
  t.same(admins.map((a) => a.email), ['owner@lock.example'], 'the refused create added nobody')
  const views = await database.db.selectFrom('analytics_page_views').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  t.equal(views.n, 0, 'the refused generator wrote no page view')
})
