/**
 * No async hook in the server (QUALITY P1): in Node 20 an AsyncLocalStorage or createHook installs a
 * hook that every promise and tick of every request then pays for (docs/decisions/0027-cached-pages-skip-the-framework.md;
 * measured in bench/JOURNAL.md). Context that must follow a transaction is held by the transaction object
 * (core/changes.ts publishIn), not by the async context.
 */
import t from 'tap'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ROOTS = ['modules', 'web-public', 'shared', 'fastify.config.ts']
const FORBIDDEN = /from ['"](node:)?async_hooks['"]|require\(['"](node:)?async_hooks['"]\)/

function sources(path: string): string[] {
  if (statSync(path).isFile()) return /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : []
  return readdirSync(path).flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : sources(join(path, name))))
}

t.test('no server source installs an async hook', async (t) => {
  const offenders = ROOTS.flatMap(sources).filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))
  t.same(offenders, [])
})
