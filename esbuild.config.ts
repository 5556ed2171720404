/**
 * Builds the server for production (`make run`, `npm run build:server`): one esbuild pass over the
 * TypeScript sources into plain ES modules under dist/server, with source maps (`node
 * --enable-source-maps` maps stack traces back to the .ts lines). tsx still runs the sources for
 * `make dev`, the tests and the shell tools (`npm run migrate`, `npm run admin`); production does
 * not carry a TypeScript loader, which costs about a second of boot and 75 MB of memory.
 *
 * Entries: start.js (the server) and bench-serve.js (bench/serve.ts: the app as `make bench`
 * measures it). They share their chunks, so the bench runs the very code start.js runs.
 */
import { build, type Plugin } from 'esbuild'
import { readFile, rm } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))
export const SERVER_OUT_DIR = resolve(root, 'dist/server')

const entryPoints = {
  start: 'bin/start.ts',
  'bench-serve': 'bench/serve.ts',
}

/**
 * Packages loaded from node_modules at run time; every other one is bundled into the server. Loading
 * a package's files one by one (resolving, reading, the CommonJS lexer for each file an ES module
 * imports) was a third of the boot: typebox and kysely are ES modules of hundreds of small files, and
 * fastify with its plugins about two hundred CommonJS ones (bench/JOURNAL.md, sessions 28 and 41).
 * These stay outside because bundling would change what they are:
 * - native addons (argon2, sharp) and PGlite, which find their binaries, wasm and data files beside
 *   their own modules;
 * - React, React DOM and the router, which the SSR bundle (dist/public/server) imports too: one copy
 *   of each, or hooks and contexts would not meet;
 * - what loads only when first used (core/on-first-use.ts: pg, nodemailer, qrcode, sanitize-html, the
 *   common-password list) and Vite (the dev server);
 * - pino with its writers, which start worker threads from files of their own;
 * - @fastify/swagger, which reads its package.json beside its own files;
 * - the block placement, a virtual module of the public build.
 */
const EXTERNAL_PACKAGES = new Set([
  'argon2',
  'sharp',
  '@electric-sql/pglite',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'pg',
  'nodemailer',
  'qrcode',
  'sanitize-html',
  '@zxcvbn-ts/language-common',
  'vite',
  '@fastify/vite',
  'pino',
  'thread-stream',
  'sonic-boom',
  '@fastify/swagger',
  'virtual:yerth-block-placement',
])

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || !EXTERNAL_PACKAGES.has(packageName(args.path))) return undefined
      return { path: args.path, external: true }
    })
  },
}

/**
 * Code that finds files next to itself (web-public and web-admin locate their built bundles with
 * `new URL(..., import.meta.url)`) must see its source file's location, not the bundle's. Every
 * output file sits directly in dist/server, so each `import.meta.url` becomes the source file's URL
 * computed from there: the compiled server finds everything exactly where tsx does.
 */
const sourceLocation: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const fromOutput = relative(SERVER_OUT_DIR, args.path).split('\\').join('/')
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

const started = performance.now()
await rm(SERVER_OUT_DIR, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir: SERVER_OUT_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // The .ts files are in the checkout; maps only need to point at them.
  sourcesContent: false,
  chunkNames: '[name]-[hash]',
  entryNames: '[name]',
  plugins: [externalPackages, sourceLocation],
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none of its own.
  banner: { js: "import { createRequire as createRequireForBundledPackages } from 'node:module'; const require = createRequireForBundledPackages(import.meta.url);" },
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
console.log(`server: dist/server built in ${(performance.now() - started).toFixed(0)} ms (${(bytes / 1024).toFixed(0)} KB with maps)`)
