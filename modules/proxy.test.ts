/**
 * Two instances behind nginx (issue 32, QUALITY P9): runs bench/proxy.ts --checks, which starts
 * Debian's nginx with docs/nginx/yerth.conf in front of two built instances on a scratch database
 * and checks what is kept, what never is, a session and a throttle across both, and a SIGKILL of one
 * instance under load (every GET answered, every acknowledged write a row). Needs nginx and wrk
 * (`.ci/run` installs them) and the build (make test builds first).
 */
import t from 'tap'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))
const wrk = ['/usr/bin/wrk', '/usr/local/bin/wrk'].some((p) => existsSync(p))
const built = existsSync('dist/server/start.js')
/** Two instances share one real PostgreSQL (the embedded database is one process's): the suite's server (CI sets it). */
const postgres = Boolean(process.env.TEST_DATABASE_URL)

t.test('nginx in front of two instances: cache, failover, nothing lost', { skip: !nginx || !wrk || !built || !postgres ? `needs ${[!nginx && 'nginx', !wrk && 'wrk', !built && 'the build (npm run build)', !postgres && 'TEST_DATABASE_URL (a PostgreSQL server)'].filter(Boolean).join(', ')}` : false }, async (t) => {
  const { code, out } = await new Promise<{ code: number; out: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'bench/proxy.ts', '--checks'], { env: { ...process.env, BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL }, maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    )
  })
  const lines = out.split('\n').filter((l) => /^(PASS|FAIL) /.test(l))
  for (const line of lines) t.ok(line.startsWith('PASS'), line.slice(6))
  t.ok(lines.length >= 15, `every check ran (${lines.length})`)
  t.equal(code, 0, out.split('\n').slice(-3).join('\n'))
})
