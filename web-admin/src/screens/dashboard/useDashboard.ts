/**
 * The Dashboard's data: the five metrics once, and the overview (what needs attention, who is on the
 * site, recent activity) again every minute while the tab is visible. A failed load is only logged
 * (admin-area §8): the screen keeps what it had, and "—" where it never had a value.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DashboardMetrics, DashboardOverview } from '../../../../shared/api/analytics.ts'
import type { ApiResponse } from '../../api/client.ts'
import { dashboardApi } from '../../api/endpoints.ts'

const OVERVIEW_REFRESH_MS = 60_000

export interface Loaded<T> {
  data: T | null
  /** True until the first answer (or failure). */
  loading: boolean
  /** The last load failed. */
  failed: boolean
}

function useLoaded<T>(what: string, load: () => Promise<ApiResponse<T>>) {
  const [state, setState] = useState<Loaded<T>>({ data: null, loading: true, failed: false })
  const live = useRef(true)

  const reload = useCallback(async () => {
    try {
      const response = await load()
      if (!live.current) return
      if (response.ok) setState({ data: response.data, loading: false, failed: false })
      else {
        console.error(`Loading ${what} failed`, response.status, response.data)
        setState((s) => ({ ...s, loading: false, failed: true }))
      }
    } catch (err) {
      if (!live.current) return
      console.error(`Loading ${what} failed`, err)
      setState((s) => ({ ...s, loading: false, failed: true }))
    }
  }, [what, load])

  useEffect(() => {
    live.current = true
    void reload()
    return () => {
      live.current = false
    }
  }, [reload])

  return { ...state, reload }
}

export function useDashboard() {
  const metrics = useLoaded<DashboardMetrics>('the dashboard metrics', dashboardApi.metrics)
  const overview = useLoaded<DashboardOverview>('the dashboard overview', dashboardApi.overview)
  const reloadOverview = overview.reload

  useEffect(() => {
    const refresh = () => document.visibilityState === 'visible' && void reloadOverview()
    const timer = window.setInterval(refresh, OVERVIEW_REFRESH_MS)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [reloadOverview])

  return { metrics, overview }
}
