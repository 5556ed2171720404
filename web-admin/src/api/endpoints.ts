/** Typed calls of the console (admin-area §7), on the request/response types in shared/api. */
import type { Static } from 'typebox'
import type {
  AdminUser,
  ChangePasswordBodySchema,
  CreateAdminBody,
  LoginBody,
  ProfileUpdateBodySchema,
  Role,
} from '../../../shared/api/auth.ts'
import type {
  BlogInput,
  CmsBlog,
  CmsCategory,
  CmsVlog,
  PostState,
  UploadImageRequest,
  UploadImageResponse,
  VlogInput,
} from '../../../shared/api/journal.ts'
import type { AnalyticsRange, AnalyticsResponse, DashboardMetrics, DashboardOverview } from '../../../shared/api/analytics.ts'
import type { EnquiryListResponse, EnquiryResponse, EnquiryStatus, PersonalDataEraseResponse, PersonalDataResponse } from '../../../shared/api/enquiries.ts'
import type { MailOutboxResponse } from '../../../shared/api/mail.ts'
import type { CmsMediaKitListResponse, CmsPressListResponse, MediaFileUpload, MediaKitBody, MediaKitItem, PressBody, PressHighlight } from '../../../shared/api/media-kit.ts'
import type { BlockCatalogueEntry, Page, PageCreateBody, PagePreviewBody, PagesResponse, PageUpdateBody } from '../../../shared/api/pages.ts'
import type { SettingsUpdateBody, StaffSettings } from '../../../shared/api/settings.ts'
import { http, reportSessionExpired, type ApiErrorBody } from './client.ts'

export const authApi = {
  me: () => http.get<{ user: AdminUser }>('/api/auth/me'),
  login: (body: LoginBody) => http.post<{ user: AdminUser }>('/api/auth/login', body),
  logout: () => http.post<unknown>('/api/auth/logout'),
}

export const settingsApi = {
  load: () => http.get<{ settings: StaffSettings }>('/api/cms/settings'),
  save: (body: SettingsUpdateBody) => http.put<unknown>('/api/cms/settings', body),
}

export const profileApi = {
  update: (body: Static<typeof ProfileUpdateBodySchema>) => http.put<unknown>('/api/cms/profile/update', body),
  changePassword: (body: Static<typeof ChangePasswordBodySchema>) => http.put<unknown>('/api/cms/profile/change-password', body),
}

export const adminsApi = {
  list: () => http.get<{ admins: AdminUser[] }>('/api/cms/admins'),
  create: (body: CreateAdminBody) => http.post<unknown>('/api/cms/admins', body),
  setActive: (id: number, isActive: boolean) => http.put<unknown>(`/api/cms/admins/${id}/status`, { is_active: isActive }),
  remove: (id: number) => http.delete<unknown>(`/api/cms/admins/${id}`),
  setRole: (id: number, role: Role) => http.put<{ admin: AdminUser }>(`/api/cms/admins/${id}/role`, { role }),
  setPassword: (id: number, password: string) => http.put<unknown>(`/api/cms/admins/${id}/password`, { password }),
}

/** GET /api/cms/blogs and /api/cms/vlogs: a page of the console list. */
export interface ContentListQuery {
  search?: string
  status?: ContentStatusFilter
  limit: number
  offset: number
}
export type ContentStatusFilter = 'all' | PostState

const listUrl = (base: string, q: ContentListQuery) => `${base}?${listParams(q, { status: q.status })}`

export const blogsApi = {
  list: (q: ContentListQuery) => http.get<{ blogs: CmsBlog[]; total: number }>(listUrl('/api/cms/blogs', q)),
  get: (id: number) => http.get<{ blog: CmsBlog }>(`/api/cms/blogs/${id}`),
  create: (body: BlogInput) => http.post<{ blog: CmsBlog }>('/api/cms/blogs', body),
  update: (id: number, body: BlogInput) => http.put<{ blog: CmsBlog }>(`/api/cms/blogs/${id}`, body),
  remove: (id: number) => http.delete<{ success: boolean }>(`/api/cms/blogs/${id}`),
  categories: () => http.get<{ categories: CmsCategory[] }>('/api/cms/blog-categories'),
  addCategory: (name: string) => http.post<{ category: CmsCategory }>('/api/cms/blog-categories', { name }),
  renameCategory: (id: number, name: string) => http.put<{ category: CmsCategory }>(`/api/cms/blog-categories/${id}`, { name }),
  removeCategory: (id: number) => http.delete<{ success: boolean }>(`/api/cms/blog-categories/${id}`),
}

export const vlogsApi = {
  list: (q: ContentListQuery) => http.get<{ vlogs: CmsVlog[]; total: number }>(listUrl('/api/cms/vlogs', q)),
  get: (id: number) => http.get<{ vlog: CmsVlog }>(`/api/cms/vlogs/${id}`),
  create: (body: VlogInput) => http.post<{ vlog: CmsVlog }>('/api/cms/vlogs', body),
  update: (id: number, body: VlogInput) => http.put<{ vlog: CmsVlog }>(`/api/cms/vlogs/${id}`, body),
  remove: (id: number) => http.delete<{ success: boolean }>(`/api/cms/vlogs/${id}`),
  categories: () => http.get<{ categories: CmsCategory[] }>('/api/cms/vlog-categories'),
  addCategory: (name: string) => http.post<{ category: CmsCategory }>('/api/cms/vlog-categories', { name }),
  renameCategory: (id: number, name: string) => http.put<{ category: CmsCategory }>(`/api/cms/vlog-categories/${id}`, { name }),
  removeCategory: (id: number) => http.delete<{ success: boolean }>(`/api/cms/vlog-categories/${id}`),
}

/** Query string of a console list: the page, the search and every filter not at "all". */
export function listParams(q: { search?: string; limit: number; offset: number }, filters: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) })
  if (q.search?.trim()) params.set('search', q.search.trim())
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') params.set(key, value)
  return params
}

/** GET /api/cms/media-kit, /api/cms/press-highlights: a page of the list. */
export interface MediaListQuery {
  search?: string
  limit: number
  offset: number
}

/** The Media Manager's calls (admin-area §7 Media and press). */
export const mediaKitApi = {
  list: (q: MediaListQuery) => http.get<CmsMediaKitListResponse>(`/api/cms/media-kit?${listParams(q)}`),
  create: (body: MediaKitBody) => http.post<{ item: MediaKitItem }>('/api/cms/media-kit', body),
  update: (id: number, body: MediaKitBody) => http.put<{ item: MediaKitItem }>(`/api/cms/media-kit/${id}`, body),
  remove: (id: number) => http.delete<{ success: boolean }>(`/api/cms/media-kit/${id}`),
}

export type PressStatusFilter = 'all' | 'draft' | 'published' | 'scheduled'

export const pressApi = {
  list: (q: MediaListQuery & { status?: PressStatusFilter }) => http.get<CmsPressListResponse>(`/api/cms/press-highlights?${listParams(q, { status: q.status })}`),
  create: (body: PressBody) => http.post<{ highlight: PressHighlight }>('/api/cms/press-highlights', body),
  update: (id: number, body: PressBody) => http.put<{ highlight: PressHighlight }>(`/api/cms/press-highlights/${id}`, body),
  remove: (id: number) => http.delete<{ success: boolean }>(`/api/cms/press-highlights/${id}`),
}

/** GET /api/cms/enquiries: search, the type and status filters, and the page. */
export interface EnquiryQuery {
  search?: string
  type?: string
  status?: string
  limit: number
  offset: number
}

/** Form Enquiries' calls (admin-area §7 Enquiries), the outbox and the personal-data tool. */
export const enquiriesApi = {
  list: (q: EnquiryQuery) => http.get<EnquiryListResponse>(`/api/cms/enquiries?${listParams(q, { type: q.type, status: q.status })}`),
  setStatus: (id: number, status: EnquiryStatus) => http.put<EnquiryResponse>(`/api/cms/enquiries/${id}/status`, { status }),
  // The CSV export is a download, so a link rather than a call: screens/enquiries/enquiries.ts exportUrl.
}

export const mailApi = {
  outbox: (q: { status?: 'all' | 'queued' | 'sent' | 'failed'; limit: number; offset: number }) =>
    http.get<MailOutboxResponse>(`/api/cms/mail/outbox?${listParams(q, { status: q.status })}`),
}

export const personalDataApi = {
  find: (email: string) => http.get<PersonalDataResponse>(`/api/cms/personal-data?${new URLSearchParams({ email })}`),
  erase: (email: string) => http.post<PersonalDataEraseResponse>('/api/cms/personal-data/erase', { email }),
}

/** What POST /api/cms/media-kit/upload answered: the file's address, type and size, or why not. */
export interface FileUploadReply {
  ok: boolean
  status: number
  statusText: string
  body: (Partial<MediaFileUpload> & ApiErrorBody) | null
}

/**
 * POST /api/cms/media-kit/upload, multipart with one field `file` (up to 50 MB), by
 * XMLHttpRequest so the progress is real. Rejects only on a network failure or when aborted.
 */
export function uploadMediaKitFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<FileUploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/cms/media-kit/upload')
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let parsed: FileUploadReply['body'] = null
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as FileUploadReply['body']) : null
      } catch {
        parsed = null
      }
      if (xhr.status === 401) reportSessionExpired(parsed)
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, body: parsed })
    }
    xhr.onerror = () => reject(new Error('Network error'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const data = new FormData()
    data.append('file', file, file.name)
    xhr.send(data)
  })
}

/**
 * The Website Pages Manager's calls (admin-area §7 Pages; issue 17): the pages, the block catalogue
 * the section editor draws its forms from, creating a page (a missing managed page, or a new one with
 * its `slug`), saving one, and deleting a page an editor created (204; 409 for the seven managed pages).
 */
export const pagesApi = {
  list: () => http.get<PagesResponse>('/api/cms/pages'),
  blocks: () => http.get<BlockCatalogueEntry[]>('/api/cms/pages/blocks'),
  create: (body: PageCreateBody) => http.post<{ page: Page }>('/api/cms/pages', body),
  update: (id: number, body: PageUpdateBody) => http.put<{ page: Page }>(`/api/cms/pages/${id}`, body),
  remove: (id: number) => http.delete<null>(`/api/cms/pages/${id}`),
}

/** What POST /api/cms/pages/preview answered: the page's HTML, or why there is none. */
export type PreviewReply = { ok: true; html: string } | { ok: false; status: number; error: string | null }

/**
 * POST /api/cms/pages/preview: the page as the public site draws it with unsaved values, as a whole
 * HTML document. Outside `http` (the answer is HTML, not JSON), and a 401 here is not reported as an
 * ended session: the preview only says it is unavailable, the save asks for the sign-in.
 * Rejects on a network failure or when aborted.
 */
export async function previewPage(body: PagePreviewBody, signal?: AbortSignal): Promise<PreviewReply> {
  const response = await fetch('/api/cms/pages/preview', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'text/html' },
    body: JSON.stringify(body),
    signal,
  })
  const text = await response.text()
  if (response.ok) return { ok: true, html: text }
  let error: string | null = null
  try {
    const parsed = JSON.parse(text) as ApiErrorBody
    if (typeof parsed.error === 'string' && parsed.error.trim()) error = parsed.error.trim()
  } catch {
    error = null
  }
  return { ok: false, status: response.status, error }
}

/** Website Analytics (admin-area §7 Pages and analytics): the report of the last `range` days. */
export const analyticsApi = {
  report: (range: AnalyticsRange) => http.get<AnalyticsResponse>(`/api/cms/analytics?range=${range}`),
}

/** The Dashboard's calls: the spec's five metrics, and what needs attention now with recent activity. */
export const dashboardApi = {
  metrics: () => http.get<DashboardMetrics>('/api/cms/dashboard/metrics'),
  overview: () => http.get<DashboardOverview>('/api/cms/dashboard/overview'),
}

/** What POST /api/upload-image answered: its status line and body (null when the body is not JSON). */
export interface UploadReply {
  ok: boolean
  status: number
  statusText: string
  body: UploadImageResponse | null
}

/**
 * POST /api/upload-image {image, filename} (admin-area §7 Images). XMLHttpRequest rather than fetch,
 * so the upload's progress is real. Rejects only on a network failure or when aborted.
 */
export function uploadImage(body: UploadImageRequest, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/upload-image')
    xhr.setRequestHeader('content-type', 'application/json')
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let parsed: UploadImageResponse | null = null
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as UploadImageResponse) : null
      } catch {
        parsed = null
      }
      if (xhr.status === 401) reportSessionExpired(parsed as ApiErrorBody | null)
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, body: parsed })
    }
    xhr.onerror = () => reject(new Error('Network error'))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(JSON.stringify(body))
  })
}
