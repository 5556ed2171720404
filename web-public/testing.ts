/**
 * For tests that render through the built bundles under dist/ (the server reads dist/public in
 * production, as `npm start` does): `await builtBundles('public')` makes sure the bundle is there and
 * newer than every source it is built from, and builds it when not, saying so, as `npm run build`
 * would. A test never fails on an old build without a word. `make test` builds before tap, so there
 * it finds the bundles fresh and does nothing. Two test files (tap runs two at once) that both find a
 * bundle old build it once: a lock folder lets the first build while the second waits for the lock.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { eventually } from '../modules/core/eventually.ts'
import { createTestApp, jsonHeaders } from '../modules/core/testing.ts'
import { auth } from '../modules/auth/index.ts'
import { staff } from '../modules/auth/testing.ts'
import { settings } from '../modules/settings/index.ts'
import { gate } from '../modules/gate/index.ts'
import { pages } from '../modules/pages/index.ts'
import { contentTypes } from '../modules/content-types/index.ts'
import { media } from '../modules/media/index.ts'
import { redirects } from '../modules/redirects/index.ts'
import { navigation } from '../modules/navigation/index.ts'
import { publicSite } from './plugin.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Each bundle: the file its build writes last-ish, what it is built from, and the build. */
const BUNDLES = {
  public: {
    built: 'dist/public/vite.config.json',
    sources: ['web-public/src', 'web-public/public', 'web-public/index.html', 'web-public/vite.config.ts', 'shared', 'package-lock.json'],
    build: ['vite', 'build', '--app', '--config', 'web-public/vite.config.ts'],
  },
  admin: {
    built: 'dist/admin/index.html',
    sources: ['web-admin/src', 'web-admin/index.html', 'web-admin/vite.config.ts', 'shared', 'package-lock.json'],
    build: ['vite', 'build', '--config', 'web-admin/vite.config.ts'],
  },
} as const

export type Bundle = keyof typeof BUNDLES

/** The newest file under `path` (tests left out: they are not in any bundle). */
function newest(path: string): { file: string; at: number } | null {
  if (!existsSync(path)) return null
  const stat = statSync(path)
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? null : { file: path, at: stat.mtimeMs }
  let best: { file: string; at: number } | null = null
  for (const name of readdirSync(path)) {
    const found = newest(join(path, name))
    if (found && (!best || found.at > best.at)) best = found
  }
  return best
}

/** Why `bundle` must be built again, or null when it is up to date. */
export function staleness(bundle: Bundle): string | null {
  const { built, sources } = BUNDLES[bundle]
  const path = join(ROOT, built)
  if (!existsSync(path)) return `${built} is missing`
  const builtAt = statSync(path).mtimeMs
  for (const source of sources) {
    const found = newest(join(ROOT, source))
    if (found && found.at > builtAt) return `${built} is older than ${relative(ROOT, found.file)}`
  }
  return null
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Builds each bundle that is missing or older than its sources (one build at a time across test files). */
export async function builtBundles(...bundles: Bundle[]): Promise<void> {
  for (const bundle of bundles) {
    const lock = join(ROOT, `dist/.test-build-${bundle}.lock`)
    mkdirSync(join(ROOT, 'dist'), { recursive: true })
    for (;;) {
      const why = staleness(bundle)
      if (why === null) break
      try {
        mkdirSync(lock)
      } catch {
        // Another test file is building it: wait for its lock to go (or its process, if it died).
        await eventually(
          () => {
            if (!existsSync(lock)) return true
            // Throws while the other file has not yet written its pid: asked again.
            const owner = Number(readFileSync(join(lock, 'pid'), 'utf8'))
            if (!alive(owner)) rmSync(lock, { recursive: true, force: true })
            return !existsSync(lock)
          },
          { timeout: 180_000, interval: 200, what: `the build of dist/${bundle} by another test file` },
        ).catch((error) => {
          if (existsSync(lock)) throw error
        })
        continue
      }
      try {
        writeFileSync(join(lock, 'pid'), String(process.pid))
        process.stderr.write(`# ${why}: building it (as \`npm run build\` does)\n`)
        try {
          execFileSync('npx', [...BUNDLES[bundle].build], { cwd: ROOT, stdio: 'pipe' })
        } catch (error) {
          const out = String((error as { stderr?: Buffer }).stderr ?? '').split('\n').slice(-20).join('\n')
          throw new Error(`${why}, and building it failed; run \`npm run build\` to see why.\n${out}`)
        }
        if (staleness(bundle) !== null) throw new Error(`${why}, and is still after a build; run \`npm run build\`.`)
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
      break
    }
  }
}

/**
 * The whole public site (with redirects and navigation) on a test database, open (no gate), with an editor signed in and one
 * published post, so every block that lists posts (the journal, latest posts) draws its cards.
 */
export async function siteWithAPost(t: Test) {
  const app = await createTestApp([auth, settings, gate, pages, media, contentTypes, redirects, navigation, publicSite])
  t.teardown(() => app.close())
  const editor = await staff(app, 'editor')
  await app.settings.update({ password_protection_enabled: '0' }, null)
  await app.inject({ method: 'POST', url: '/api/cms/blog-categories', headers: jsonHeaders(editor.cookie), payload: { name: 'News' } })
  const post = await app.inject({
    method: 'POST',
    url: '/api/cms/blogs',
    headers: jsonHeaders(editor.cookie),
    payload: { title: 'First ride', category: 'News', author_name: 'Ada Green', content: '<p>We rode it.</p>', status: 'published' },
  })
  t.equal(post.statusCode, 201, post.body.slice(0, 200))
  return { app, editor }
}
