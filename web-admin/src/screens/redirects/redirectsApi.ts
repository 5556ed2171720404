/** The console's calls of the Redirects API (issue 18; modules/redirects): list, add, change, delete. */
import type { Redirect, RedirectBody, RedirectListResponse } from '../../../../shared/api/redirects.ts'
import { http, type ApiResponse } from '../../api/client.ts'
import type { ListPage, ListQuery } from '../../collections/types.ts'
import { listParams } from './redirects.ts'

export const redirectsApi = {
  list: (q: Pick<ListQuery, 'search' | 'limit' | 'offset'>) => http.get<RedirectListResponse>(`/api/cms/redirects?${listParams(q)}`),
  create: (body: RedirectBody) => http.post<{ redirect: Redirect }>('/api/cms/redirects', body),
  update: (id: number, body: RedirectBody) => http.put<{ redirect: Redirect }>(`/api/cms/redirects/${id}`, body),
  remove: (id: number) => http.delete<unknown>(`/api/cms/redirects/${id}`),
}

/** A page of the list as the shared list pieces take it (collections/useCollectionList.ts). */
export async function loadRedirects(q: ListQuery): Promise<ApiResponse<ListPage<Redirect>>> {
  const response = await redirectsApi.list(q)
  return response.ok ? { ...response, data: { items: response.data.redirects, total: response.data.total } } : response
}
