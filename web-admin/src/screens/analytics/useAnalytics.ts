/**
 * The report of the chosen range. A newer range wins over an older answer still on its way; while a
 * new range loads, the last report stays on screen (dimmed). A failed load is only logged (admin-area
 * §8) and the screen shows its defaults: "—" and the empty states, never another range's figures.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalyticsRange, AnalyticsResponse } from '../../../../shared/api/analytics.ts'
import { analyticsApi } from '../../api/endpoints.ts'

export interface AnalyticsState {
  report: AnalyticsResponse | null
  loading: boolean
}

export function useAnalytics(range: AnalyticsRange) {
  const [state, setState] = useState<AnalyticsState>({ report: null, loading: true })
  const latest = useRef(0)

  const load = useCallback(async (days: AnalyticsRange) => {
    const request = ++latest.current
    setState((s) => ({ ...s, loading: true }))
    try {
      const response = await analyticsApi.report(days)
      if (request !== latest.current) return
      if (response.ok) setState({ report: response.data, loading: false })
      else {
        console.error('Loading the analytics report failed', response.status, response.data)
        setState({ report: null, loading: false })
      }
    } catch (err) {
      if (request !== latest.current) return
      console.error('Loading the analytics report failed', err)
      setState({ report: null, loading: false })
    }
  }, [])

  useEffect(() => {
    void load(range)
    return () => {
      // An answer that arrives after the screen closed is dropped.
      latest.current++
    }
  }, [load, range])

  return state
}
