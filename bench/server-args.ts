/**
 * How `make bench` starts its server (bench/serve.ts): as `npm start` runs production, with the
 * node flags of package.json's "start" script and the bench's entry dist/server/bench-serve.js
 * (built with the server, sharing its chunks) in place of dist/server/start.js. Node is spawned
 * directly, without npm, so the measured process is the server itself.
 * BENCH_RUNTIME=tsx runs bench/serve.ts from the sources through tsx instead, to compare.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const START_ENTRY = 'dist/server/start.js'
const BENCH_ENTRY = 'dist/server/bench-serve.js'

/** package.json's "start" script as words: `[VAR=value ...] exec node [flags] dist/server/start.js`. */
function startScript(root: string): { env: Record<string, string>; flags: string[] } {
  const start = String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts?.start ?? '')
  const words = start.trim().split(/\s+/)
  const env: Record<string, string> = {}
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=')
    env[name] = value.join('=')
  }
  if (words[0] === 'exec') words.shift()
  const [node, ...args] = words
  const entry = args.indexOf(START_ENTRY)
  if (node !== 'node' || entry !== args.length - 1) {
    throw new Error(`package.json's "start" script should be "[VAR=value ...] exec node [flags] ${START_ENTRY}" (got "${start}")`)
  }
  return { env, flags: args.slice(0, entry) }
}

/** The node flags of package.json's "start" script (memory limits, source maps), relative to the project root `root`. */
export function startNodeFlags(root = process.cwd()): string[] {
  return startScript(root).flags
}

/** The environment package.json's "start" script sets for node (MALLOC_ARENA_MAX: see docs/decisions/0026-memory-of-a-used-process.md). */
export function startEnv(root = process.cwd()): Record<string, string> {
  return startScript(root).env
}

/** Arguments for `node`, relative to the project root `root`. */
export function benchServerArgs(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.BENCH_RUNTIME === 'tsx') return ['--import', 'tsx', 'bench/serve.ts']
  const flags = startNodeFlags(root)
  if (!existsSync(join(root, BENCH_ENTRY))) throw new Error(`${BENCH_ENTRY} is missing: run \`npm run build:server\` (make bench does)`)
  return [...flags, BENCH_ENTRY]
}
