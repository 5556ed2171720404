/**
 * Starts the trackers the visitor consented to (a chunk loaded only then, by ConsentMount): the
 * official loader scripts by <script src>, with the set-up calls made here rather than in inline
 * scripts (the CSP allows no inline script). The ids were checked against their formats
 * (cookie.ts trackingIds). Page views of in-app navigations: GA4's enhanced measurement and the
 * Meta Pixel follow history changes themselves; Tag Manager containers use a History Change trigger.
 * A script that cannot load (offline, blocked) is only a warning.
 */

type Queue = unknown[]
interface Fbq {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: Queue
  push: Fbq
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    dataLayer?: Queue
    gtag?: (...args: unknown[]) => void
    fbq?: Fbq
    _fbq?: Fbq
  }
}

const started = new Set<string>()

function addScript(src: string, name: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.tracker = name
  script.onerror = () => console.warn(`${name} could not be loaded (offline or blocked).`)
  document.head.appendChild(script)
}

function dataLayer(): Queue {
  window.dataLayer = window.dataLayer ?? []
  return window.dataLayer
}

function googleAnalytics(id: string) {
  dataLayer()
  // gtag.js reads the arguments objects themselves from the data layer, as Google's snippet pushes them.
  window.gtag ??= function gtag() {
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', id)
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, 'Google Analytics')
}

function tagManager(id: string) {
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`, 'Google Tag Manager')
}

function metaPixel(id: string) {
  if (!window.fbq) {
    // Meta's queueing stub: calls wait in `queue` until fbevents.js takes over (callMethod).
    const fbq = function (this: unknown) {
      // As Meta's snippet: the arguments objects themselves are queued and handed on.
      if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments as unknown as unknown[])
      else fbq.queue.push(arguments)
    } as Fbq
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.queue = []
    window.fbq = fbq
    window._fbq ??= fbq
  }
  window.fbq('init', id)
  window.fbq('track', 'PageView')
  addScript('https://connect.facebook.net/en_US/fbevents.js', 'Meta Pixel')
}

/** Starts each tracker whose id is given, once per page load. */
export function loadTrackers(ids: { ga?: string; gtm?: string; pixel?: string }) {
  const start = (key: string, id: string | undefined, fn: (id: string) => void) => {
    if (!id || started.has(`${key}:${id}`)) return
    started.add(`${key}:${id}`)
    fn(id)
  }
  start('ga', ids.ga, googleAnalytics)
  start('gtm', ids.gtm, tagManager)
  start('pixel', ids.pixel, metaPixel)
}
