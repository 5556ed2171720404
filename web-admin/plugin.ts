/**
 * web-admin: serves the admin console, a client-rendered React app, under /admin.
 * Owns: no tables. Routes: GET /admin and /admin/* (the app's HTML, never cached), and in
 * production /admin/assets/* (content-hashed files of dist/admin, cached for a year).
 * While the site gate blocks a visitor without a staff session, every console address answers with
 * the coming-soon page instead (admin-area §2); the built assets stay reachable, they hold no content.
 * Depends on: web-public (`app.renderComingSoon`), gate (`app.gate.blocks`), auth (`request.admin`).
 * Production serves the Vite build (`npm run build`); with `YERTH_DEV` Vite's dev server runs
 * in middleware mode inside this plugin's own scope, with hot reload.
 */
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
/** Where `vite build --config web-admin/vite.config.ts` writes the console. */
export const ADMIN_DIST_DIR = resolve(here, '../dist/admin')

interface ConsoleSource {
  /** The console's HTML for a request URL. */
  html: (url: string) => Promise<string>
  /** Development only: answers the request itself (Vite's modules and files) and returns true. */
  passThrough?: (request: FastifyRequest, reply: FastifyReply) => boolean
}

export const adminConsole = fp(
  async (app) => {
    const source = app.config.devServer ? await devServerSource(app) : await builtSource(app)

    async function serveConsole(request: FastifyRequest, reply: FastifyReply) {
      if (source.passThrough?.(request, reply)) return reply
      if (request.admin == null && (await app.gate.blocks(request))) {
        await app.renderComingSoon(request, reply)
        return reply
      }
      const html = await source.html(request.url)
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html)
    }

    app.get('/admin', serveConsole)
    app.get('/admin/*', serveConsole)
  },
  { name: 'web-admin', dependencies: ['web-public', 'gate'], fastify: '5.x' },
)

/** Production: index.html read once at boot; the hashed assets served by @fastify/static in a scope of their own. */
async function builtSource(app: FastifyInstance): Promise<ConsoleSource> {
  let html: string
  try {
    html = await readFile(join(ADMIN_DIST_DIR, 'index.html'), 'utf8')
  } catch {
    const problem = `The admin console is not built (${join(ADMIN_DIST_DIR, 'index.html')} is missing). Run \`npm run build\`.`
    if (app.config.env === 'production') throw new Error(problem)
    app.log.warn(problem)
    return {
      html: async () =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin console not built</title></head>` +
      `<body><p>The admin console is not built yet. Run <code>npm run build</code> and restart the server.</p></body></html>`,
    }
  }

  // Own scope and decorateReply: false, so this registration cannot clash with the public site's @fastify/static.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: join(ADMIN_DIST_DIR, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    })
  })
  return { html: async () => html }
}

/** Development: Vite in middleware mode; its modules and files pass through to it, every other /admin path gets the transformed index.html. */
async function devServerSource(app: FastifyInstance): Promise<ConsoleSource> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    configFile: join(here, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: 'custom',
  })
  app.addHook('onClose', async () => {
    await vite.close()
  })

  // Vite's own endpoints (/admin/@vite/client, /admin/@fs/...), the sources, and anything with a file extension.
  const isViteRequest = (path: string) => /^\/admin\/(@|src\/|node_modules\/)/.test(path) || /\/[^/]+\.[a-z0-9]+$/i.test(path)
  const template = join(here, 'index.html')

  return {
    html: async (url) => vite.transformIndexHtml(url, await readFile(template, 'utf8')),
    passThrough(request, reply) {
      if (!isViteRequest(request.url.split('?')[0])) return false
      reply.hijack()
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404
        reply.raw.end('Not found')
      })
      return true
    },
  }
}
