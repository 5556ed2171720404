// Adds up the results of every step of `make test` and prints the closing line "N passed, N failed".
// A runner that could not start, crashed, or ran no test at all is a failure with a line saying so:
// the suite must never turn green because a step silently did nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

let passed = 0
let failed = 0
const lines = []
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null)
const exitCode = (file) => {
  const text = read(file)
  return text === null || text === '' ? null : Number(text)
}

for (const step of ['typecheck', 'build']) {
  const ok = read(`reports/${step}.status`) === 'ok'
  ok ? passed++ : failed++
  lines.push(`${step}: ${ok ? 'ok' : 'FAILED'}`)
}

// tap: each file is a subtest; count the test points one level inside it (its t.test blocks).
// A file that failed without a failing point inside (a crash, a timeout) counts as one failure.
const tapText = read('reports/tap.txt')
if (tapText !== null) {
  let p = 0, f = 0, innerFail = 0
  for (const line of tapText.split('\n')) {
    if (/^ {4}ok \d+/.test(line)) p++
    else if (/^ {4}not ok \d+/.test(line)) { f++; innerFail++ }
    else if (/^ok \d+/.test(line)) innerFail = 0
    else if (/^not ok \d+/.test(line)) { if (innerFail === 0) f++; innerFail = 0 }
  }
  const code = exitCode('reports/tap.exit')
  let note = ''
  if (p + f === 0) { f++; note = ' (tap ran no test: FAILED)' }
  else if (code !== 0 && f === 0) { f++; note = ` (tap exited with ${code ?? 'no status'} without a failing test: FAILED)` }
  passed += p
  failed += f
  lines.push(`tap: ${p} passed, ${f} failed${note}`)
} else {
  failed++
  lines.push('tap: did not run (no output): FAILED')
}

const e2eText = read('reports/e2e.json')
if (e2eText !== null) {
  let report
  try { report = JSON.parse(e2eText) } catch { report = null }
  const stats = report?.stats ?? {}
  const p = (stats.expected ?? 0) + (stats.flaky ?? 0)
  let f = stats.unexpected ?? 0
  const code = exitCode('reports/e2e.exit')
  const errors = (report?.errors ?? []).map((e) => String(e.message ?? e).split('\n')[0])
  let note = ''
  if (!report) { f++; note = ' (unreadable report: FAILED)' }
  else if (errors.length) { f += errors.length; note = ` (runner error: ${errors.join(' | ')})` }
  else if (p + f === 0) { f++; note = ' (playwright ran no test: FAILED)' }
  else if (code !== 0 && f === 0) { f++; note = ` (playwright exited with ${code ?? 'no status'} without a failing test: FAILED)` }
  passed += p
  failed += f
  lines.push(`playwright: ${p} passed, ${f} failed${stats.skipped ? `, ${stats.skipped} skipped` : ''}${note}`)
} else {
  failed++
  lines.push('playwright: did not run (no report): FAILED')
}

console.log(`\n${lines.join('\n')}`)
const summary = `${passed} passed, ${failed} failed`
writeFileSync('reports/summary.txt', `${summary}\n`)
console.log(summary)
process.exit(failed ? 1 : 0)
