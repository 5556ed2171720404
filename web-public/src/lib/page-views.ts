/**
 * The page-view tracker (issue 9): one beacon per page shown, on the first load and on every
 * navigation inside the app, to the analytics module's collection call. It sets no cookie and keeps
 * nothing in the browser; the server decides who the visitor is (a daily-salted hash), whether to
 * count the view at all (bots, staff) and where the visit came from. Kept tiny on purpose
 * (QUALITY.md P6: at most 1 KB gzip, measured by `make bench`), so no dependency.
 *
 * sendBeacon survives the page being left and sends text/plain (a type it may send without a
 * preflight; the collection route reads it as JSON). Without it, a keepalive fetch does the same.
 */
import { COLLECT_PATH } from '../../../shared/analytics.ts'

let lastPath: string | null = null

/** Reports that `path` is shown; `referrer` only with a page load's first view (document.referrer). */
export function reportPageView(path: string, referrer = ''): void {
  // React may run an effect twice (StrictMode) and re-render the same page: one view per page shown.
  if (path === lastPath) return
  lastPath = path
  const body = JSON.stringify(referrer ? { path, referrer } : { path })
  try {
    if (navigator.sendBeacon?.(COLLECT_PATH, body)) return
  } catch {
    // A browser that refuses the beacon (e.g. a body limit) gets the fetch below.
  }
  fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => {})
}
