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
