/**
 * The console asks and tells with its own dialogs and status lines (issue 29): no source file of
 * the console calls the browser's alert, confirm or prompt, which block the page and ignore the theme.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

t.test('no console screen opens a browser alert, confirm or prompt', async (t) => {
  // The console's own `confirm` (from useConfirm()) is always awaited; the browser's never is.
  const native = /window\.(?:alert|confirm|prompt)\b|(?<![\w.]|await |function )(?:alert|confirm|prompt)\(/
  const found = sources(root).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line, i) => ({ path, line: i + 1, text: line }))
      .filter(({ text }) => native.test(text) && !/^\s*(?:\*|\/\/)/.test(text)),
  )
  t.same(found.map((f) => `${f.path.slice(root.length + 1)}:${f.line}: ${f.text.trim()}`), [])
})
