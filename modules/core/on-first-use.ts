/**
 * A dependency loaded the first time it is used instead of when the server starts: the boot is a
 * budget (QUALITY P7, 2 s), and some packages are large and needed by few requests or none (the
 * PostgreSQL driver on the embedded database, the SMTP client without SMTP, the QR code at 2FA
 * enrolment, the HTML sanitiser at an editor's save). For CommonJS packages, which load
 * synchronously, so their callers stay as they are; their types come from `import type`.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** `() => module`, loading `specifier` on the first call (then `setUp(module)`, once). */
export function onFirstUse<T>(specifier: string, setUp?: (module: T) => void): () => T {
  let loaded: T | undefined
  return () => {
    if (loaded === undefined) {
      loaded = require(specifier) as T
      setUp?.(loaded)
    }
    return loaded
  }
}
