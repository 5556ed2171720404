/**
 * The console's enquiry calls (admin-area §2 Form Enquiries, §4 Enquiry status, §7): the list with
 * server-side search, filters, paging and the stat-card counts; status changes (enquiries:write,
 * audited); the CSV export of every matching enquiry (audited without the search text); and finding
 * everything kept about one address and erasing it (audited with counts and a keyed hash, never the
 * address). Every call that returns or erases a visitor's data needs the one permission
 * `personal-data` (editors and up; docs/decisions/0033-one-permission-for-visitors-personal-data.md).
 * The personal-data routes log at warn, so the address in their query string stays out of the access log.
 */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  EnquiryExportQuerySchema,
  EnquiryIdParamsSchema,
  EnquiryListQuerySchema,
  EnquiryListResponseSchema,
  EnquiryResponseSchema,
  EnquiryStatusBodySchema,
  PersonalDataEraseBodySchema,
  PersonalDataEraseResponseSchema,
  PersonalDataQuerySchema,
  PersonalDataResponseSchema,
  enquiriesCsvFileName,
} from '../../shared/api/enquiries.ts'
import { CSV_CONTENT_TYPE, csvHeader, enquiryRecord } from './csv.ts'

export async function cmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/cms/enquiries',
    { schema: { summary: 'List enquiries', querystring: EnquiryListQuerySchema, response: { 200: EnquiryListResponseSchema } }, config: { permission: 'personal-data' } },
    async (request) => app.enquiries.list(request.query),
  )

  app.put(
    '/api/cms/enquiries/:id/status',
    { schema: { summary: 'Change the status of an enquiry', params: EnquiryIdParamsSchema, body: EnquiryStatusBodySchema, response: { 200: EnquiryResponseSchema } }, config: { permission: 'enquiries:write' } },
    async (request) => {
      const { enquiry, previous } = await app.enquiries.setStatus(request.params.id, request.body.status)
      if (previous !== enquiry.status) {
        await app.audit.record(request, 'enquiry_status_changed', { targetType: 'enquiry', targetId: enquiry.id, details: { from: previous, to: enquiry.status } })
      }
      return { enquiry }
    },
  )

  app.get(
    '/api/cms/enquiries/export.csv',
    { schema: { summary: 'Export enquiries as CSV', querystring: EnquiryExportQuerySchema }, config: { permission: 'personal-data' } },
    async (request, reply) => {
      const { search, type = 'all', status = 'all' } = request.query
      const batches = app.enquiries.exportBatches({ search, type, status })
      // The first batch before the headers: a database outage is still a clean 503 {error}.
      const first = await batches.next()
      await app.audit.record(request, 'enquiries_exported', { targetType: 'enquiry', details: { type, status, searched: Boolean(search?.trim()) } })
      async function* csv() {
        yield csvHeader()
        if (first.done) return
        yield first.value.map(enquiryRecord).join('')
        for await (const rows of batches) yield rows.map(enquiryRecord).join('')
      }
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${enquiriesCsvFileName()}"`)
        .send(Readable.from(csv()))
    },
  )

  app.get(
    '/api/cms/personal-data',
    {
      schema: { summary: 'Look up the personal data held about an email address', querystring: PersonalDataQuerySchema, response: { 200: PersonalDataResponseSchema } },
      config: { permission: 'personal-data' },
      logLevel: 'warn',
    },
    async (request) => app.enquiries.personalData(request.query.email),
  )

  app.post(
    '/api/cms/personal-data/erase',
    {
      schema: { summary: 'Erase the personal data held about an email address', body: PersonalDataEraseBodySchema, response: { 200: PersonalDataEraseResponseSchema } },
      config: { permission: 'personal-data' },
      logLevel: 'warn',
    },
    async (request) => {
      const erased = await app.enquiries.erasePersonalData(request.body.email)
      await app.audit.record(request, 'personal_data_erased', {
        targetType: 'personal_data',
        details: { summary: 'erased personal data', ...erased, address_hash: app.enquiries.erasedAddressHash(request.body.email) },
      })
      return { erased }
    },
  )
}
