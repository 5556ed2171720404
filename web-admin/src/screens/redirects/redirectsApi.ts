/** The console's calls of the Redirects API (issue 18; modules/redirects): list, add, change, delete, check a target as typed. */
import type { Redirect, RedirectBody, RedirectListResponse } from '../../../../shared/api/redirects.ts'
import { http, type ApiResponse } from '../../api/client.ts'
import type { ListPage, ListQuery } from '../../collections/types.ts'
import { listParams } from './redirects.ts'

export const redirectsApi = {
  list: (q: Pick<ListQuery, 'search' | 'limit' | 'offset'>) => http.get<RedirectListResponse>(`/api/cms/redirects?${listParams(q)}`),
  create: (body: RedirectBody) => http.post<{ redirect: Redirect }>('/api/cms/redirects', body),
  update: (id: number, body: RedirectBody) => http.put<{ redirect: Redirect }>(`/api/cms/redirects/${id}`, body),
  remove: (id: number) => http.delete<unknown>(`/api/cms/redirects/${id}`),
  /** What the server would say of this target before it is saved (a loop; a hidden or missing page). */
  check: (from: string, to: string, id: number | null) => {
    const params = new URLSearchParams({ to })
    if (from) params.set('from_path', from)
    if (id !== null) params.set('id', String(id))
    return http.get<TargetCheck>(`/api/cms/redirects/check?${params}`)
  },
}

/** GET /api/cms/redirects/check (modules/redirects/target-check.ts): `problem` would refuse the save, `warning` would not. */
export interface TargetCheck {
  problem: string | null
  warning: string | null
}

/** A page of the list as the shared list pieces take it (collections/useCollectionList.ts). */
export async function loadRedirects(q: ListQuery): Promise<ApiResponse<ListPage<Redirect>>> {
  const response = await redirectsApi.list(q)
  return response.ok ? { ...response, data: { items: response.data.redirects, total: response.data.total } } : response
}
