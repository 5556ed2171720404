/**
 * The routes' server parts stay out of the browser by structure (issue 30): no module the browser's
 * entry reaches, through static or dynamic imports, is in src/routes/server/ or is a server module
 * of web-public (its loaders, plugin, sitemap). Type-only imports do not count: they leave nothing
 * in the bundle. And every kind of the route table (shared/routes/) has its screen and server part.
 */
import t from 'tap'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { ROUTES } from '../shared/routes/index.ts'
import { screenOf } from './src/routes/screens.ts'
import { serverOf } from './src/routes/server/index.ts'

const ROOT = process.cwd()
const ENTRY = 'web-public/src/entry-client.tsx'

/** The relative modules a source imports for their values (static and dynamic), resolved to files. */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  const statics = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g
  const dynamics = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g
  for (const re of [statics, dynamics]) for (const m of source.matchAll(re)) found.push(m[1])
  return found.map((spec) => resolve(dirname(file), spec)).filter((path) => existsSync(path) && /\.(ts|tsx)$/.test(path))
}

function reached(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [resolve(ROOT, entry)]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...valueImports(file))
  }
  return seen
}

t.test('no module the browser loads is a route server part or server code', async (t) => {
  const files = [...reached(ENTRY)].map((f) => relative(ROOT, f))
  t.ok(files.includes('web-public/src/routes/screens.ts'), 'the walk reaches the route screens (it follows the imports)')
  t.ok(files.includes('shared/routes/index.ts'), 'and the route table in shared/')
  const server = files.filter((f) => f.startsWith('web-public/src/routes/server/') || /^web-public\/[^/]+\.ts$/.test(f) || f.startsWith('modules/'))
  t.same(server, [], 'server-only modules reached from the browser entry')
})

t.test('every route of the table has a screen and a server part', async (t) => {
  for (const route of ROUTES) {
    t.ok(screenOf(route.kind), `${route.kind}: a screen`)
    t.ok(serverOf(route.kind), `${route.kind}: a server part`)
  }
})
