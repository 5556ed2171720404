/**
 * How a route's server part reaches its helpers (loaders, head texts, the list query, the block
 * catalogue) without importing them: a route module's static imports are edges of the browser's
 * module graph even when the part that uses them is dropped, and the bundler would pull those
 * modules into the frame every page loads. So the helpers are one module, ./server-kit.ts, which
 * only server code imports (entry-server.tsx, web-public/plugin.ts, page-route.ts, sitemap.ts);
 * importing it installs it (in the global slot YERTH_SERVER_KIT, read here).
 */
import type { SERVER_KIT } from './server-kit.ts'

export type ServerKit = typeof SERVER_KIT

declare global {
  /** Set by ./server-kit.ts when it is imported (server code only); a global slot, so that module need not import this one. */
  var YERTH_SERVER_KIT: ServerKit | undefined
}

/** The helpers of the server parts; only ever called on the server, where ./server-kit.ts is imported. */
export function serverKit(): ServerKit {
  const installed = globalThis.YERTH_SERVER_KIT
  if (!installed) throw new Error('web-public/src/routes/server-kit.ts is not imported: route server parts run on the server only')
  return installed
}
