/**
 * The lint step for CSS custom properties (issue 30): a `var(--name)` without a fallback whose
 * property no stylesheet or component of the same bundle defines is an empty value at run time (a
 * colour that silently disappears, a block with no spacing). Each bundle is checked with what it
 * ships: web-public and shared for the public site, web-admin and shared for the console.
 * A property counts as defined by a declaration (`--name: …`), an `@property --name` rule, or a
 * quoted name in a component (`style={{ '--name': … }}`, `setProperty('--name', …)`).
 */
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const SOURCE = /\.(?:css|tsx?)$/

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(path))
    else if (SOURCE.test(entry.name) && !entry.name.includes('.test.')) out.push(path)
  }
  return out
}

/** Properties used without a fallback in stylesheets that no file of `files` defines, with where they are used. */
function undefinedProperties(files: Array<{ path: string; text: string }>): Map<string, string[]> {
  const defined = new Set<string>()
  const used = new Map<string, string[]>()
  for (const { path, text } of files) {
    for (const m of text.matchAll(/(--[A-Za-z][\w-]*)\s*:/g)) defined.add(m[1])
    for (const m of text.matchAll(/@property\s+(--[A-Za-z][\w-]*)/g)) defined.add(m[1])
    for (const m of text.matchAll(/['"`](--[A-Za-z][\w-]*)['"`]/g)) defined.add(m[1])
    if (!path.endsWith('.css')) continue
    for (const m of text.matchAll(/var\(\s*(--[\w-]+)\s*(,)?/g)) {
      if (m[2]) continue
      used.set(m[1], [...(used.get(m[1]) ?? []), path])
    }
  }
  return new Map([...used].filter(([name]) => !defined.has(name)))
}

t.test('the checker finds a property nobody defines, and accepts a fallback', async (t) => {
  const found = undefinedProperties([
    { path: 'a.css', text: ':root { --ink: #111 } .a { color: var(--ink); border-color: var(--inc); margin: var(--gap, 1rem) }' },
    { path: 'b.tsx', text: "<div style={{ '--tilt': '2deg' }} />" },
    { path: 'b.css', text: '.b { transform: rotate(var(--tilt)) }' },
  ])
  t.same([...found.keys()], ['--inc'])
})

for (const [bundle, roots] of [
  ['public site', ['web-public', 'shared']],
  ['console', ['web-admin', 'shared']],
] as const) {
  t.test(`every custom property the ${bundle}'s stylesheets use is defined in its bundle`, async (t) => {
    const files = roots.flatMap((root) => sourceFiles(join(ROOT, root))).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
    const stylesheets = files.filter((f) => f.path.endsWith('.css'))
    t.ok(stylesheets.length > 5, `${stylesheets.length} stylesheets read`)
    const missing = undefinedProperties(files)
    t.same(
      [...missing].map(([name, where]) => `${name} (${[...new Set(where)].join(', ')})`),
      [],
      'a property used without a fallback is declared somewhere in the bundle',
    )
  })
}
