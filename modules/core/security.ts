/**
 * Security headers (CSP without inline scripts except by hash) and the CSRF guard: a state-changing
 * request from another site is refused, and JSON APIs accept only JSON bodies (else 415).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import { createHash } from 'node:crypto'
import type { AppConfig } from './config.ts'
import { forbidden } from './errors.ts'

/** Inline scripts the pages may run, allowed by their SHA-256 hash. */
export class ScriptHashes {
  private hashes = new Set<string>()
  allow(scriptSource: string): string {
    const hash = `'sha256-${createHash('sha256').update(scriptSource).digest('base64')}'`
    this.hashes.add(hash)
    return hash
  }
  directive(): string[] {
    return ["'self'", ...this.hashes]
  }
}

/**
 * The security headers of every answer, from one helmet middleware built at boot. (@fastify/helmet
 * builds a new helmet middleware for every request: about a tenth of the cost of serving a cached
 * page; the headers are the same. CSP's script-src is read per request, so hashes allowed by
 * plugins while they register are in it.)
 */
export async function installSecurityHeaders(app: FastifyInstance, config: AppConfig, scripts: ScriptHashes) {
  const setHeaders = helmet({
    // Vite's dev server injects inline modules for hot reload; CSP is enforced on built bundles.
    contentSecurityPolicy: config.devServer
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [() => scripts.directive().join(' ')],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Editors insert images by URL (admin-area §5) and vlogs without a stored thumbnail show
            // the video's own from YouTube, so https images are allowed; scripts and frames are not.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'"],
            frameSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
    hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)))
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function expectedOrigin(request: FastifyRequest, config: AppConfig): string[] {
  const own = `${request.protocol}://${request.host}`
  return config.publicOrigin ? [config.publicOrigin, own] : [own]
}

export function installCsrfGuard(app: FastifyInstance, config: AppConfig) {
  // Only JSON bodies are parsed: a cross-site <form> can send text/plain or urlencoded bodies
  // without a preflight, so refusing them (415) closes that door. Multipart routes opt in locally.
  app.removeContentTypeParser(['text/plain'])

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    const site = request.headers['sec-fetch-site']
    if (site === 'cross-site') throw forbidden('Cross-site request refused')
    const origin = request.headers.origin
    if (origin !== undefined && !expectedOrigin(request, config).includes(origin)) {
      throw forbidden('Cross-origin request refused')
    }
  })
}
