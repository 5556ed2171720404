/**
 * Data of a screen: from the server's route data on the page it rendered, else fetched. Lives apart
 * from route-data.tsx so the frame's chunk (which provides the context) does not carry it.
 */
import { useContext, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { RouteDataContext, SERVER_ENTRY_KEY, type RouteDataBase } from './route-data.tsx'

/** The server's route data when it is of route `kind` (the screen names its data's type), else undefined. */
export const routeDataOf = <D extends RouteDataBase>(route: RouteDataBase, kind: D['kind']): D | undefined => (route.kind === kind ? (route as D) : undefined)

export interface Resource<T> {
  /** null while loading. */
  data: T | null
  loading: boolean
}

/**
 * Data for `key`: taken from the server's route data when this is the page the server rendered
 * (the history entry the page was loaded on) and `fromServer` finds it there, otherwise fetched with `load`. A
 * failed load is logged and gives `empty` (public-site §8: lists stay empty and show their empty
 * state). A new key shows the loading state until its data arrives.
 */
export function useRouteResource<T>(
  key: string,
  fromServer: (route: RouteDataBase) => T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  empty: () => T,
): Resource<T> {
  const route = useContext(RouteDataContext)
  const { key: historyKey } = useLocation()
  const initial = () => {
    // The entry the server rendered (also after going back to it, or reloading it).
    const server = route && historyKey === SERVER_ENTRY_KEY ? fromServer(route) : undefined
    return server === undefined ? null : { key, data: server }
  }
  const [state, setState] = useState<{ key: string; data: T } | null>(initial)

  useEffect(() => {
    if (state?.key === key) return
    const fromSsr = initial()
    if (fromSsr) {
      setState(fromSsr)
      return
    }
    const ac = new AbortController()
    load(ac.signal).then(
      (data) => setState({ key, data }),
      (err: unknown) => {
        if (ac.signal.aborted) return
        console.error(err)
        setState({ key, data: empty() })
      },
    )
    return () => ac.abort()
    // `load`, `empty` and `fromServer` are recreated every render; the key names what they fetch.
  }, [key])

  const data = state?.key === key ? state.data : null
  return { data, loading: data === null }
}

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
