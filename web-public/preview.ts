/**
 * Live preview of a managed page (issue 7, Website Pages Manager): POST /api/cms/pages/preview
 * with the editor's unsaved page answers the page as the public site draws it — the same SSR code,
 * the same frame and stylesheets — as one standalone HTML document for the console's sandboxed
 * iframe. Staff only (pages:edit), never cached (no-store, like every /api/cms answer), writes
 * nothing: the pages module only checks and cleans the values (app.pages.previewPage) exactly as a
 * save would, so a preview shows what Save Changes would store, and a value a save would refuse
 * answers the same 400.
 *
 * The document carries no script at all (no hydration, no theme script): the iframe runs none. Its
 * theme is the console's (body.theme), links and buttons do not react (it is a picture of the page).
 */
import { Type, type Static } from 'typebox'
import type { FastifyInstance } from 'fastify'
import { PAGE_LIMITS, type PagePreviewBody, type PublicPage } from '../shared/api/pages.ts'
import type { VisitorNavigation } from '../shared/navigation.ts'

export const PagePreviewBodySchema = Type.Object(
  {
    page_name: Type.String({ minLength: 1, maxLength: 100 }),
    slug: Type.Optional(Type.String({ maxLength: 200 })),
    content_json: Type.String({ maxLength: PAGE_LIMITS.contentJson }),
    meta_title: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.metaTitle })),
    meta_description: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.metaDescription })),
    meta_keywords: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.metaKeywords })),
    canonical_url: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.url })),
    social_image: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.url })),
    social_title: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.socialTitle })),
    social_description: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.socialDescription })),
    theme: Type.Optional(Type.Union([Type.Literal('light'), Type.Literal('dark')])),
    /** The Navigation screen's draft menus (issue 31), drawn in the page's frame instead of the published ones; checked in words by the navigation module. */
    navigation: Type.Optional(Type.Unsafe<unknown>(Type.Object({}, { additionalProperties: true }))),
  },
  { additionalProperties: false },
)
type Body = Static<typeof PagePreviewBodySchema> & PagePreviewBody

/** What the preview needs of the navigation module: a draft as visitors would get it (a 400 in words when it cannot be stored). */
export interface NavigationPreviewer {
  previewMenus(draft: unknown): Promise<VisitorNavigation>
}

/** What the preview needs from the pages module. */
export interface PagePreviewer {
  /** The page as visitors would get it with these values (cleaned as a save would); throws a 400 error when a save would refuse them. */
  previewPage(body: PagePreviewBody): { key: string; path: string; page: PublicPage }
}

/** Turns a rendered public page into the preview document: no scripts, the console's theme, inert links. */
export function previewDocument(html: string, theme: 'light' | 'dark'): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html([^>]*)>/, (_m, attrs: string) => `<html${attrs}${theme === 'dark' ? ' class="dark"' : ''}>`)
    .replace('</head>', '<style>a,button,input,select,textarea,summary{pointer-events:none}</style></head>')
}

export function installPagePreview(
  app: FastifyInstance,
  renderPreview: (path: string, key: string, page: PublicPage, navigation?: VisitorNavigation) => Promise<string>,
) {
  app.post<{ Body: Body }>(
    '/api/cms/pages/preview',
    { schema: { summary: 'Render a preview of a page being edited', body: PagePreviewBodySchema }, config: { permission: 'pages:edit' } },
    async (request, reply) => {
      const pages = (app as unknown as { pages?: PagePreviewer }).pages
      if (!pages?.previewPage) return reply.code(404).send({ error: 'Not found' })
      const { navigation: draft, ...body } = request.body
      const { key, path, page } = pages.previewPage(body)
      const menus = (app as unknown as { navigation?: NavigationPreviewer }).navigation
      const navigation = draft !== undefined && menus ? await menus.previewMenus(draft) : undefined
      const html = await renderPreview(path, key, page, navigation)
      return reply.header('content-type', 'text/html; charset=utf-8').send(previewDocument(html, request.body.theme ?? 'light'))
    },
  )
}
