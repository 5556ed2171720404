/**
 * The library of reusable sections (issue 31; saved-sections.ts): staff read it with pages:read and
 * change it with pages:edit. GET/POST /api/cms/sections, GET/PUT/DELETE /api/cms/sections/:id. A
 * change of a saved section shows on every page that shows it synced; the answer's `used_on` names
 * them (the console says "used on N pages" before saving). Refusals name the field in words.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SAVED_SECTION_LIMITS } from '../../shared/api/pages.ts'
import { IdParamsSchema } from '../../shared/api/params.ts'
import type { SavedSectionBody } from '../../shared/api/pages.ts'
import { PAGE_BODY_LIMIT } from './routes.ts'

// The block is checked in words as a page save checks it (validate.ts); here only its kind and the name's size.
const SectionBody = Type.Object(
  {
    name: Type.String({ maxLength: SAVED_SECTION_LIMITS.name * 4 }),
    section: Type.Unsafe<SavedSectionBody['section']>(Type.Object({}, { additionalProperties: true })),
    version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  },
  { additionalProperties: false },
)

export async function savedSectionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const read = { permission: 'pages:read' as const }
  const edit = { permission: 'pages:edit' as const }
  const library = () => app.pages.sections

  app.get('/api/cms/sections', { schema: { summary: 'List the saved sections, with the pages that show each' }, config: read }, async () => ({ sections: await library().list() }))

  app.get('/api/cms/sections/:id', { schema: { summary: 'Get a saved section', params: IdParamsSchema }, config: read }, async (request) => ({ section: await library().get(request.params.id) }))

  app.post('/api/cms/sections', { schema: { summary: 'Save a section to the library', body: SectionBody }, config: edit, bodyLimit: PAGE_BODY_LIMIT }, async (request, reply) => {
    const section = await library().create(request.body, request.admin!.id)
    await app.audit.record(request, 'section_saved', { targetType: 'saved_section', targetId: section.id, details: { name: section.name } })
    return reply.code(201).send({ section })
  })

  app.put('/api/cms/sections/:id', { schema: { summary: 'Change a saved section (every page that shows it synced)', params: IdParamsSchema, body: SectionBody }, config: edit, bodyLimit: PAGE_BODY_LIMIT }, async (request) => {
    const section = await library().update(request.params.id, request.body, request.admin!.id)
    await app.audit.record(request, 'section_updated', { targetType: 'saved_section', targetId: section.id, details: { name: section.name, pages: section.used_on.length } })
    return { section }
  })

  app.delete('/api/cms/sections/:id', { schema: { summary: 'Delete a saved section no page shows', params: IdParamsSchema }, config: edit }, async (request, reply) => {
    const section = await library().remove(request.params.id)
    await app.audit.record(request, 'section_deleted', { targetType: 'saved_section', targetId: section.id, details: { name: section.name } })
    return reply.code(204).send()
  })
}
