/**
 * The navigation API (issue 31). Staff read it with pages:read and change it with pages:edit:
 * - GET /api/cms/navigation: the draft, the published document, and where each item leads now;
 * - PUT /api/cms/navigation: saves the draft (visitors see nothing of it);
 * - POST /api/cms/navigation/publish: makes the draft (or the document sent) what visitors see, as a
 *   version (send the `version` it was based on: an older one is refused, 409);
 * - POST /api/cms/navigation/preview: a document as visitors would get it (the live preview).
 * GET /api/public/navigation answers the menus as visitors get them (gated content). Every
 * refusal names the item and field in words (`details: [{field: 'header.2.href', message}]`).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NAVIGATION_LIMITS } from '../../shared/navigation.ts'
import type { NavigationDb } from './service.ts'

// The document's shape is checked in words by navigationProblems (shared/navigation.ts); here only its size and kind.
const Doc = Type.Unsafe<unknown>(Type.Object({}, { additionalProperties: true }))
const DraftBody = Type.Object({ draft: Doc }, { additionalProperties: false })
const PublishBody = Type.Object({ draft: Type.Optional(Doc), version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })) }, { additionalProperties: false })

export async function navigationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'pages:read' as const }
  const edit = { permission: 'pages:edit' as const }
  const bodyLimit = NAVIGATION_LIMITS.json * 6

  app.get('/api/cms/navigation', { schema: { summary: 'Get the navigation: its draft, what visitors see, and where each item leads' }, config: read }, async () => {
    const state = await app.navigation.state()
    return { ...state, targets: await app.navigation.report(state.draft) }
  })

  app.put('/api/cms/navigation', { schema: { summary: 'Save the navigation draft', body: DraftBody }, config: edit, bodyLimit }, async (request) => {
    const state = await app.navigation.saveDraft(request.body.draft, request.admin!.id)
    await app.audit.record(request, 'navigation_draft_saved', { targetType: 'navigation', targetId: 1, details: {} })
    return { ...state, targets: await app.navigation.report(state.draft) }
  })

  app.post('/api/cms/navigation/publish', { schema: { summary: 'Publish the navigation', body: PublishBody }, config: edit, bodyLimit }, async (request) => {
    const author = { id: request.admin!.id, name: request.admin!.name }
    await app.revisions.save('navigation', 1, author, request.body.version, (trx) => app.navigation.publish(trx as NavigationDb, author.id, request.body.draft))
    await app.audit.record(request, 'navigation_published', { targetType: 'navigation', targetId: 1, details: {} })
    const state = await app.navigation.state()
    return { ...state, targets: await app.navigation.report(state.draft) }
  })

  app.post('/api/cms/navigation/preview', { schema: { summary: 'The navigation as visitors would get it', body: DraftBody }, config: read, bodyLimit }, async (request) => {
    return { navigation: await app.navigation.previewMenus(request.body.draft) }
  })

  app.get('/api/public/navigation', { schema: { summary: 'The menus as visitors get them' }, config: { gate: 'content' } }, async () => ({ navigation: await app.navigation.forVisitors() }))
}
