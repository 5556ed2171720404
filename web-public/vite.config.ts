/**
 * Vite build of the public site: a client bundle (hydration) and an SSR bundle (render), both
 * under dist/public. Build with `npx vite build --app --config web-public/vite.config.ts`.
 * The viteFastify plugin writes dist/public/vite.config.json, which web-public/plugin.ts reads in
 * production; `make dev` serves the sources through Vite's dev server instead.
 * The client's text files are precompressed (.br and .gz beside each), served by @fastify/static.
 */
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { viteFastify } from '@fastify/vite/plugin'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { BLOCKS } from '../shared/blocks/catalogue.ts'
import { SERVED_TYPES } from '../shared/content-types/served-types.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = resolve(root, '../dist/public')

/**
 * Modules of the frame (every page loads them) that page chunks import too: kept in one chunk. Vite's
 * preload helper goes there too: left to automatic splitting it lands in a page's chunk, which the
 * entry then imports statically (and every page would load that chunk and its CSS).
 */
const FRAME_MODULES =
  /web-public[\\/]src[\\/](?:lib[\\/](?:settings|site|head|nav|theme|api|route-data|lazy-page|blog-content-id)\.tsx?|routes[\\/][a-z-]+\.ts|components[\\/](?:AppLink|Icons|Logo|ThemeToggle|Loader|SocialLinks|ScreenErrorBoundary)\.tsx|frame-meta\.ts|document\.ts|consent[\\/]cookie\.ts|pages[\\/]NotFound\.tsx)$|shared[\\/](?:brand|ssr|settings-keys|form-limits|slug|content-types[\\/]paths|pages[\\/]managed)\.ts$|vite[\\/]preload-helper/

/**
 * The journal screens' shared parts (the list with its filters and cards, the cards' images and
 * icons, the journal's page texts and helpers): one chunk instead of five or six of 2–3 KB each, so
 * a journal page asks for fewer scripts before its first paint (QUALITY P3: Lighthouse's simulated
 * first paint of /journal/blogs counts every script requested before it). Nothing on `/` imports them.
 */
const JOURNAL_MODULES =
  /web-public[\\/]src[\\/](?:journal-meta\.ts|lib[\\/]journal\.ts|components[\\/]journal[\\/][A-Za-z-]+\.tsx?|pages[\\/]journal[\\/]JournalList\.tsx)$/

/** Modules without import-time effects (see treeshake below). */
const PURE_MODULES = /[\\/]shared[\\/].*\.ts$|web-public[\\/](?:loaders\.ts|src[\\/][a-z]+-meta\.ts)$/

/** The managed-page screen and the block machinery every page of blocks loads (kept in one chunk). */
const MANAGED_PAGE_MODULES =
  /web-public[\\/]src[\\/](?:pages[\\/]ManagedPage\.tsx|lib[\\/]use-route-resource\.ts|sections[\\/](?:registry\.ts|SectionList\.tsx|SectionBoundary\.tsx|content\.tsx|generic[\\/][A-Za-z]+\.tsx))$|^\0virtual:yerth-block-placement$/

/**
 * The console's words about each setting (label, hint, placeholder, lines) and the server's facts
 * (kind, limit, default, tab, a tracking id's example) are part of the setting's one descriptor
 * (shared/settings-keys.ts), but the public site reads only each key, its visibility and a tracking
 * id's pattern: the public build drops the rest from that file, so `/` does not carry it (QUALITY P2). Single-quoted strings
 * and numbers only; a `label:` written any other way there would stay (harmless, just bytes), and
 * web-public/plugin.test.ts checks the built frame holds none of them.
 */
function dropConsoleWords(): Plugin {
  const WORDS =
    /^\s*(?:label|hint|placeholder|kind|tab|example): '(?:[^'\\\n]|\\.)*',?[ \t]*$|\b(?:label|hint|placeholder|kind|tab|example): '(?:[^'\\\n]|\\.)*',? ?|\b(?:lines|limit): \d+,? ?|\bdefault: (?:'[^'\n]*'|BRAND\.defaults\.\w+),? ?/gm
  return {
    name: 'yerth-public-drop-console-words',
    enforce: 'pre',
    transform(code, id) {
      if (!/shared[\\/]settings-keys\.ts$/.test(id)) return null
      return { code: code.replace(WORDS, ''), map: null }
    },
  }
}

/**
 * The served content types (shared/content-types/served-types.ts) as the browser's route table needs
 * them: each type's name and list address, derived from the declarations at build time. Their
 * fields, hints and JSON-LD stay in the types' own screens' chunks, out of the frame (P2); the SSR
 * build and the server read the declarations themselves.
 */
function servedSites(): Plugin {
  const ID = '\0yerth-served-sites'
  return {
    name: 'yerth-served-sites',
    enforce: 'pre',
    resolveId: (source, _importer, options) => (!options?.ssr && /[\\/]content-types[\\/]served-types\.ts$/.test(source) ? ID : null),
    load(id) {
      if (id !== ID) return null
      // A type with screens of its own (blog posts) has no derived route: the browser need not know it.
      const sites = SERVED_TYPES.filter((t) => !('ownScreens' in t.served.site)).map((t) => ({
        type: t.type,
        served: { site: { path: t.served.site.path, ...('list' in t.served.site && { list: t.served.site.list }), ...('detail' in t.served.site && { detail: t.served.site.detail }) } },
      }))
      return `export const SERVED_TYPES = ${JSON.stringify(sites)}`
    },
  }
}

/**
 * `virtual:yerth-block-placement`: block type → [chunk, row?], derived from the block declarations
 * (shared/blocks/catalogue.ts) at build time. The public registry needs only these two facts of each
 * declaration; the catalogue itself (labels, field lists, default copy) stays out of the bundle (P2).
 */
function blockPlacement(): Plugin {
  const ID = 'virtual:yerth-block-placement'
  return {
    name: 'yerth-block-placement',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null
      const table = Object.fromEntries(BLOCKS.map((b) => [b.type, b.row ? [b.chunk, b.row] : [b.chunk]]))
      return `export default ${JSON.stringify(table)}`
    },
  }
}

/** Files worth compressing (not index.html: the server renders pages from it, it is never sent as it is). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/
/** Below this the encoded file saves less than it costs to look it up. */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli, quality 11: done once, at build time) and `<file>.gz` (gzip, level 9)
 * beside every text file of the client build, public files included; a variant that is not
 * smaller is not written. @fastify/static (preCompressed, plugin.ts) answers with them by
 * Accept-Encoding and sets Vary.
 */
function precompress(): Plugin {
  return {
    name: 'yerth-public-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const dir = join(outDir, 'client')
      const entries = await readdir(dir, { recursive: true, withFileTypes: true })
      for (const entry of entries) {
        const file = join(entry.parentPath, entry.name)
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${join(dir, '.vite')}`)) continue
        const body = await readFile(file)
        if (body.length < MIN_BYTES) continue
        const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        const gz = gzipSync(body, { level: 9 })
        if (br.length < body.length) await writeFile(`${file}.br`, br)
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
      }
    },
  }
}

/** A file of React Router's production build. */
const ROUTER_PRODUCTION = (file: string) => resolve(root, '../node_modules/react-router/dist/production', file)

export default defineConfig({
  root,
  base: '/',
  publicDir: resolve(root, 'public'),
  resolve: {
    // React Router's package points every condition at its development build (its warnings and
    // checks on every <Link>); the production build it ships beside it is what a site should run, in
    // the browser and in the server render alike (bench/JOURNAL.md, session 41).
    alias: [
      { find: /^react-router-dom$/, replacement: resolve(root, '../node_modules/react-router-dom/dist/index.mjs') },
      { find: /^react-router$/, replacement: ROUTER_PRODUCTION('index.mjs') },
      { find: /^react-router\/dom$/, replacement: ROUTER_PRODUCTION('dom-export.mjs') },
    ],
  },
  plugins: [viteFastify({ clientModule: '/src/entry-server.tsx' }), react(), dropConsoleWords(), blockPlacement(), servedSites(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would only add bytes to `/`.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rollupOptions: {
      // Declarations only: nothing in these runs for its effect when imported. Told to the bundler,
      // what a route's server part alone imports (loaders, head texts, the block catalogue with its
      // default copy) falls out of the browser build with that part (src/routes/define.ts).
      treeshake: { moduleSideEffects: (id) => !PURE_MODULES.test(id) },
      output: {
        // React, React DOM and the router are needed by every page: one file instead of the handful
        // of small shared chunks automatic splitting makes of them (each costs its own request and
        // gzip overhead on `/`, QUALITY P2).
        // Likewise the frame's own small modules that the pages import too (links, icons, settings,
        // routes, head): loaded by every page, so one file.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/ },
            { name: 'frame', test: FRAME_MODULES },
            // The screen of every page of blocks with what it always needs (the registry, the row
            // layout, the spec's four generic blocks and their text helpers): one file, not five.
            { name: 'ManagedPage', test: MANAGED_PAGE_MODULES },
            // After ManagedPage: what that group takes (the route-data hook the journal uses too) stays there.
            { name: 'journal-kit', test: JOURNAL_MODULES },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        // @fastify/vite loads the SSR bundle by the entry's file name (entry-server.js).
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        copyPublicDir: false,
      },
    },
  },
})
