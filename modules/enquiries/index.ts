/**
 * enquiries: what visitors send us (public-site §3 Contact submission and Newsletter subscription,
 * §7, §8; admin-area §2 Form Enquiries, §3 Enquiry, §4 Enquiry status, §7; issue 8).
 * Owns: tables enquiries and newsletter_subscriptions (migration 2026-11-24-03-enquiries); the
 * secrets 'unsubscribe' and 'personal-data' in core_secrets. Contact submissions become enquiries
 * (form_type career for the careers subject); a newsletter sign-up is one subscription per address
 * plus an enquiry of form_type newsletter. The notification and welcome mails go into the mail
 * outbox in the same transaction as their row (settings contact_form_email_enabled,
 * newsletter_email_enabled, contact_email, sender_email).
 * Exposes: app.enquiries (EnquiriesService); POST /api/public/contact, POST /api/public/newsletter,
 * GET /api/public/newsletter/unsubscribe (all open under the gate, never cached, per-IP budgets and
 * a honeypot on the forms); GET /api/cms/enquiries, PUT /api/cms/enquiries/:id/status,
 * POST /api/cms/enquiries/bulk (bulk-routes.ts: several marked read, replied or archived at once),
 * GET /api/cms/enquiries/export.csv, GET /api/cms/personal-data, POST /api/cms/personal-data/erase.
 * Options (tests): `budgets` replaces the per-IP form budgets.
 * Depends on: core (db, throttle, secrets, errors), auth (permissions, audit log), settings (the
 * mail switches and addresses), mail (the outbox).
 */
import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { sharedSecret } from '../core/secrets.ts'
import { bulkRoutes } from './bulk-routes.ts'
import { cmsRoutes } from './cms-routes.ts'
import { publicRoutes, type FormBudgets } from './public-routes.ts'
import { EnquiriesService } from './service.ts'
import type { EnquiriesTables } from './tables.ts'

export { EnquiriesService, ENQUIRY_MESSAGES, UNSUBSCRIBE_PATH } from './service.ts'
export { DEFAULT_FORM_BUDGETS, type FormBudget, type FormBudgets } from './public-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiriesService
  }
}

export interface EnquiriesOptions {
  /** Per-IP budgets of the two forms (default DEFAULT_FORM_BUDGETS). */
  budgets?: Partial<FormBudgets>
}

const enquiriesPlugin: FastifyPluginAsync<EnquiriesOptions> = async (app, opts) => {
  const [unsubscribeSecret, erasureSecret] = await Promise.all([sharedSecret(app.db, 'unsubscribe'), sharedSecret(app.db, 'personal-data')])
  app.decorate('enquiries', new EnquiriesService(app.db as Kysely<EnquiriesTables>, app.settings, app.mail, unsubscribeSecret, erasureSecret))
  await app.register(publicRoutes, { budgets: opts.budgets })
  await app.register(cmsRoutes)
  await app.register(bulkRoutes)
}

export const enquiries = fp(enquiriesPlugin, { name: 'enquiries', dependencies: ['core', 'auth', 'settings', 'mail'], fastify: '5.x' })
