/**
 * Vite build of the public site: a client bundle (hydration) and an SSR bundle (render), both
 * under dist/public. Build with `npx vite build --app --config web-public/vite.config.ts`.
 * The viteFastify plugin writes dist/public/vite.config.json, which web-public/plugin.ts reads in
 * production; `make dev` serves the sources through Vite's dev server instead.
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { viteFastify } from '@fastify/vite/plugin'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  base: '/',
  publicDir: resolve(root, 'public'),
  plugins: [viteFastify({ clientModule: '/src/entry-server.tsx' }), react()],
  build: {
    outDir: resolve(root, '../dist/public'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would only add bytes to `/`.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
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
