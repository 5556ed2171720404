/** The console's calls of the media library (issue 18; modules/media/library-routes.ts). */
import type { LibraryImage, MediaLibraryInUse, MediaLibraryResponse } from '../../../../shared/api/media-library.ts'
import { http } from '../../api/client.ts'

export const libraryApi = {
  list: (search: string, page: number) => {
    const params = new URLSearchParams()
    if (search) params.set('search', search)
    if (page > 1) params.set('page', String(page))
    const qs = params.toString()
    return http.get<MediaLibraryResponse>(`/api/cms/media/library${qs ? `?${qs}` : ''}`)
  },
  /** One image with where it is used now (asked before a delete). */
  get: (id: number) => http.get<{ item: LibraryImage }>(`/api/cms/media/library/${id}`),
  setAlt: (id: number, alt: string) => http.put<{ item: LibraryImage }>(`/api/cms/media/library/${id}`, { alt }),
  remove: (id: number) => http.delete<unknown>(`/api/cms/media/library/${id}`),
}

/** The places a 409 of DELETE names (the refusal's `used_in`), or null for another answer. */
export function usesOfRefusal(data: unknown): MediaLibraryInUse['used_in'] | null {
  const usedIn = (data as Partial<MediaLibraryInUse> | null)?.used_in
  return Array.isArray(usedIn) ? usedIn : null
}
