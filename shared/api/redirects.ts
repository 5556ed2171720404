/** The Redirects API (issue 18): GET/POST /api/cms/redirects, PUT/DELETE /api/cms/redirects/:id. */

export type RedirectStatus = 301 | 302

export interface Redirect {
  id: number
  /** The old address, a path of this site (`/old-story`). */
  from_path: string
  /** Where it leads: a path of this site, or an absolute http(s) URL. */
  to: string
  status: RedirectStatus
  /** Visitors it has sent on (counted in memory, written every few seconds). */
  hits: number
  last_hit_at: string | null
  created_at: string
  updated_at: string
}

export interface RedirectBody {
  from_path: string
  to: string
  status: RedirectStatus
}

export interface RedirectListResponse {
  redirects: Redirect[]
  total: number
  page: number
  page_size: number
}

export const REDIRECT_LIMITS = { path: 500, to: 2000, search: 200, pageSize: 20 } as const
