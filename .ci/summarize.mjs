// Adds up the results of every step of `make test` and prints the closing line "N passed, N failed".
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

let passed = 0
let failed = 0
const lines = []

for (const step of ['typecheck', 'build']) {
  const ok = existsSync(`reports/${step}.status`) && readFileSync(`reports/${step}.status`, 'utf8').trim() === 'ok'
  ok ? passed++ : failed++
  lines.push(`${step}: ${ok ? 'ok' : 'FAILED'}`)
}

// tap: each file is a subtest; count the test points one level inside it (its t.test blocks).
// A file that failed without a failing point inside (a crash, a timeout) counts as one failure.
if (existsSync('reports/tap.txt')) {
  const tap = readFileSync('reports/tap.txt', 'utf8').split('\n')
  let p = 0, f = 0, innerFail = 0
  for (const line of tap) {
    if (/^ {4}ok \d+/.test(line)) p++
    else if (/^ {4}not ok \d+/.test(line)) { f++; innerFail++ }
    else if (/^ok \d+/.test(line)) innerFail = 0
    else if (/^not ok \d+/.test(line)) { if (innerFail === 0) f++; innerFail = 0 }
  }
  passed += p
  failed += f
  lines.push(`tap: ${p} passed, ${f} failed`)
} else {
  failed++
  lines.push('tap: no output')
}

if (existsSync('reports/e2e.json')) {
  const { stats } = JSON.parse(readFileSync('reports/e2e.json', 'utf8'))
  const p = (stats.expected ?? 0) + (stats.flaky ?? 0)
  const f = stats.unexpected ?? 0
  passed += p
  failed += f
  lines.push(`playwright: ${p} passed, ${f} failed${stats.skipped ? `, ${stats.skipped} skipped` : ''}`)
} else {
  failed++
  lines.push('playwright: did not run')
}

console.log(`\n${lines.join('\n')}`)
const summary = `${passed} passed, ${failed} failed`
writeFileSync('reports/summary.txt', `${summary}\n`)
console.log(summary)
process.exit(failed ? 1 : 0)
