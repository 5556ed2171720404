/**
 * The public app: the site gate decides between the coming-soon page and the routed pages in the
 * shared frame. Server and browser render it from the same PublicPageData (no second fetch).
 * Without server data (a cached or hand-served page) it asks the server for the gate status and
 * shows the branded loader meanwhile; protection counts as off when that request fails (§4).
 */
import { Suspense, useCallback, useEffect, useState } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import type { GateState, PasswordSettingsResponse } from '../../shared/api/gate.ts'
import type { PublicSettings } from '../../shared/api/settings.ts'
import { SITE_ACCESS_GRANTED, STORAGE_KEYS } from '../../shared/brand.ts'
import { Layout } from './components/Layout.tsx'
import { Loader } from './components/Loader.tsx'
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary.tsx'
import { RouteDataContext } from './lib/route-data.tsx'
import { SiteContext } from './lib/site.tsx'
import { emptySettings, mergeSettings } from './lib/settings.ts'
import type { LazyPage } from './lib/lazy-page.tsx'
import { COMING_SOON } from './pages.ts'
import { matchRoute, screenOf, type PageData, type RouteMatch } from './routes/index.ts'
import { NotFound } from './pages/NotFound.tsx'
import type { VisitorNavigation } from '../../shared/navigation.ts'
import { NO_NAVIGATION } from './lib/nav.ts'

export const SCROLL_AFTER_ACCESS_MS = 100

/**
 * A code-split screen: while its chunk downloads (a navigation inside the app) the loader shows;
 * a chunk that cannot load (e.g. a new release replaced it) offers a reload.
 */
function Screen({ page: Page, match }: { page: LazyPage<{ match: RouteMatch }>; match: RouteMatch }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loader />}>
        <Page match={match} />
      </Suspense>
    </ScreenErrorBoundary>
  )
}

/**
 * The screen of the address: the route table's matcher (routes/index.ts) decides, the same one the
 * server's status, render cache and sitemap follow, so React Router does not rank a second copy of
 * the table on every render. Case-sensitive: `/About` is the 404 page in the browser too. Keyed by
 * the route, so a screen that failed is left behind when the visitor goes to another one.
 */
function MatchedScreen() {
  const match = matchRoute(useLocation().pathname)
  const part = match && screenOf(match.kind)
  return match && part ? <Screen key={match.kind} page={part.screen} match={match} /> : <NotFound />
}

function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<MatchedScreen />} />
      </Route>
    </Routes>
  )
}

function sessionGranted(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.siteAccess) === SITE_ACCESS_GRANTED
  } catch {
    return false
  }
}

/** Public settings from GET /api/cms/settings (answers `{ settings }` or the bare object). */
async function fetchSettings(): Promise<unknown> {
  const res = await fetch('/api/cms/settings', { credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`GET /api/cms/settings answered ${res.status}`)
  const body = (await res.json()) as { settings?: unknown } | null
  return body && typeof body === 'object' && 'settings' in body ? body.settings : body
}

/** The menus as visitors get them (GET /api/public/navigation); null when they cannot be read (the starting menus stay). */
async function fetchNavigation(): Promise<VisitorNavigation | null> {
  try {
    const res = await fetch('/api/public/navigation', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (!res.ok) return null
    const body = (await res.json()) as { navigation?: VisitorNavigation } | null
    return body?.navigation && Array.isArray(body.navigation.header) && Array.isArray(body.navigation.footer) ? body.navigation : null
  } catch {
    return null
  }
}

export function App({ initial }: { initial: PageData | null }) {
  const [settings, setSettings] = useState<PublicSettings>(() => initial?.settings ?? emptySettings())
  const [navigation, setNavigation] = useState<VisitorNavigation>(() => initial?.navigation ?? NO_NAVIGATION)
  const [gate, setGate] = useState<GateState | null>(initial?.gate ?? null)
  const staff = initial?.staff ?? false

  useEffect(() => {
    if (gate) return
    let cancelled = false
    ;(async () => {
      let next: GateState
      try {
        const res = await fetch('/api/public/password-settings', { credentials: 'same-origin' })
        if (!res.ok) throw new Error(`GET /api/public/password-settings answered ${res.status}`)
        const body = (await res.json()) as PasswordSettingsResponse
        next = { protected: body?.settings?.password_protection_enabled === '1', hasAccess: sessionGranted() }
      } catch (err) {
        console.error('Could not load the site protection status:', err)
        next = { protected: false, hasAccess: true }
      }
      if (!next.protected || next.hasAccess) {
        try {
          const incoming = await fetchSettings()
          if (!cancelled) setSettings((s) => mergeSettings(s, incoming))
        } catch (err) {
          console.error('Could not load site settings:', err)
        }
        const menus = await fetchNavigation()
        if (menus && !cancelled) setNavigation(menus)
      }
      if (!cancelled) setGate(next)
    })()
    return () => {
      cancelled = true
    }
  }, [gate])

  const onAccessGranted = useCallback(async () => {
    // The admin console is a different app: the server serves it once the gate cookie is set.
    if (window.location.pathname.startsWith('/admin')) {
      window.location.reload()
      return
    }
    try {
      const incoming = await fetchSettings()
      setSettings((s) => mergeSettings(s, incoming))
    } catch (err) {
      console.error('Could not load site settings:', err)
    }
    // The menus are gated content: the coming-soon page had none.
    const menus = await fetchNavigation()
    if (menus) setNavigation(menus)
    setGate((g) => ({ protected: g?.protected ?? true, hasAccess: true }))
    setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_AFTER_ACCESS_MS)
  }, [])

  if (!gate) return <Loader fullscreen />

  // The server's answer decides; a session-storage flag alone never opens the gate.
  const gated = gate.protected && !gate.hasAccess
  return (
    <SiteContext.Provider value={{ settings, staff, navigation }}>
      <RouteDataContext.Provider value={initial?.route}>
        {gated ? (
          <ScreenErrorBoundary>
            <Suspense fallback={<Loader fullscreen />}>
              <COMING_SOON onAccessGranted={onAccessGranted} />
            </Suspense>
          </ScreenErrorBoundary>
        ) : (
          <SiteRoutes />
        )}
      </RouteDataContext.Provider>
    </SiteContext.Provider>
  )
}
