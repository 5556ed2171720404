/**
 * The ops path (`make run`): `npm start`, the compiled server (dist/server/start.js, built by `make
 * build`), on the embedded database in a fresh data folder and a free port. First start creates a
 * super admin and an access password and prints them once; SIGTERM (sent to npm, as a process
 * manager would) stops it cleanly; a restart keeps every row and prints nothing again.
 */
import { test, expect, freePort, waitUntilReady } from './test.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function start(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let out = ''
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  return { child, output: () => out }
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

test('first start on the embedded database, graceful stop, restart keeps the data', async () => {
  test.setTimeout(120_000)
  expect(existsSync('dist/server/start.js'), 'the compiled server exists (npm run build)').toBe(true)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'yerth-first-start-'))
  const started: ChildProcess[] = []
  try {
    const first = start(dataDir, port)
    started.push(first.child)
    await waitUntilReady(base, first.child, 30_000)
    await expect.poll(first.output).toContain('Site access password')
    const admin = /Admin sign-in: (\S+) \/ (\S+)/.exec(first.output())
    expect(admin, first.output()).not.toBeNull()
    const [, email, password] = admin!
    expect(password.length).toBeGreaterThanOrEqual(16)

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    expect(login.status).toBe(200)
    const page = await fetch(`${base}/`)
    expect(await page.text()).toContain('Hypermobility is')

    // SIGTERM with requests in flight (QUALITY R8): every request already sent is answered.
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      fetch(`${base}/journal?n=${i}`).then(
        (r) => r.status,
        (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
      ),
    )
    await new Promise((r) => setTimeout(r, 20))
    const stopped = exited(first.child)
    const t0 = Date.now()
    first.child.kill('SIGTERM')
    const answers = await Promise.all(inFlight)
    // A request that had not reached the server when it stopped listening is refused; one that had
    // is answered (200, or 503 while closing). A reset or hang-up would be a request cut off.
    expect(answers.filter((a) => typeof a !== 'number' && a !== 'ECONNREFUSED'), 'no request was cut off').toEqual([])
    expect(answers.filter((a) => a === 200).length, 'requests in flight were answered').toBeGreaterThan(0)
    expect(await stopped).toBe(0)
    expect(Date.now() - t0).toBeLessThan(10_000)

    const second = start(dataDir, port)
    started.push(second.child)
    await waitUntilReady(base, second.child, 30_000)
    const again = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    expect(again.status, 'the admin survived the restart').toBe(200)
    expect(second.output()).not.toContain('Admin sign-in')
    const stopped2 = exited(second.child)
    second.child.kill('SIGTERM')
    expect(await stopped2).toBe(0)
  } finally {
    // A failed step leaves no server behind (npm passes the signal on to node).
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
