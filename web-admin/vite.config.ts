/**
 * Vite build of the admin console: a client-rendered SPA under /admin, built into dist/admin.
 * Build: `npx vite build --config web-admin/vite.config.ts` (part of `npm run build`).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { STORAGE_KEYS } from '../shared/brand.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = resolve(root, '../dist/admin')
const base = '/admin/'

/**
 * The theme must be on <html> before the first paint, and the CSP forbids inline scripts: the build
 * emits this tiny classic (render-blocking) script as a content-hashed file, loaded in <head> before the title.
 * In development (no CSP) it is inlined. Same rule as the public site: a stored "light"/"dark"
 * choice, else the system preference.
 */
function themeBootScript(): Plugin {
  const key = JSON.stringify(STORAGE_KEYS.theme)
  const source =
    `(function(){try{var s=localStorage.getItem(${key}),d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),e=document.documentElement;` +
    `e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})();\n`
  const fileName = `assets/theme-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`
  let building = false
  return {
    name: 'yerth-admin-theme-boot',
    configResolved(config) {
      building = config.command === 'build'
    },
    transformIndexHtml(html) {
      const tag = building ? `<script src="${base}${fileName}"></script>` : `<script>${source}</script>`
      return html.replace('<title>', `${tag}\n    <title>`)
    },
    generateBundle() {
      if (building) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

/** Writes .br and .gz beside every text asset; the server answers with them (@fastify/static preCompressed). */
function precompress(): Plugin {
  return {
    name: 'yerth-admin-precompress',
    apply: 'build',
    async writeBundle() {
      const assets = join(outDir, 'assets')
      for (const name of await readdir(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue
        const file = join(assets, name)
        const body = await readFile(file)
        if (body.length < 1024) continue
        await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

export default defineConfig({
  root,
  base,
  publicDir: false,
  plugins: [react(), themeBootScript(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // The console imports the shared schemas and brand constants from ../shared.
    fs: { allow: [resolve(root, '..')] },
  },
})
