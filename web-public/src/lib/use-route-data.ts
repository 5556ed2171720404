/**
 * The data of a route's screen from its route's one loader (issue 30): the server's route data on
 * the page it rendered, else fetched from GET /api/public/route-data for the address. Its own
 * module, apart from use-route-resource.ts (in the managed-page chunk every page of blocks loads),
 * so only the screens that use it carry it.
 */
import { useLocation } from 'react-router-dom'
import type { RouteDataBase } from './route-data.tsx'
import { routeDataOf, useRouteResource, type Resource } from './use-route-resource.ts'

/** Where a screen's data is fetched on navigations inside the site (web-public/route-data-api.ts). */
const ROUTE_DATA_API = '/api/public/route-data'

/** Loads the address as a page instead: the server answers whatever it is (a redirect, the 404 page, a fresh render). */
function loadAsPage(address: string): Promise<never> {
  window.location.assign(address)
  return new Promise<never>(() => {})
}

/** The route data of `address`; anything but data (a failure, a redirect, no page) loads the address as a page. Rejects only when aborted. */
async function fetchRouteData<D>(address: string, signal: AbortSignal): Promise<D> {
  let res: Response
  try {
    res = await fetch(`${ROUTE_DATA_API}?path=${encodeURIComponent(address)}`, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal })
  } catch (err) {
    if (signal.aborted) throw err
    return loadAsPage(address)
  }
  const body = (await res.json().catch(() => null)) as { data?: D; redirect?: string } | null
  if (res.ok && typeof body?.redirect === 'string') return loadAsPage(body.redirect)
  if (!res.ok || !body || body.data == null) return loadAsPage(address)
  return body.data
}

/**
 * The data of the current screen as its route's loader gives it (`server.load`, one loader for the
 * first render and every navigation): the server's data on the page it rendered, else fetched for
 * the address. When it cannot be fetched, the address is loaded as a page, which the server always
 * answers. For routes whose screens have no API call of their own in the spec.
 */
export function useRouteData<D extends RouteDataBase>(kind: D['kind']): Resource<D> {
  const { pathname, search } = useLocation()
  const address = pathname + search
  return useRouteResource<D>(
    address,
    (route) => routeDataOf<D>(route, kind),
    (signal) => fetchRouteData<D>(address, signal),
    // Never used: fetchRouteData rejects only when the navigation moved on (aborted).
    () => {
      throw new Error('unreachable')
    },
  )
}
