/**
 * mail: the e-mail outbox and its SMTP sender (issue 8).
 * Owns: table mail_outbox (migration 2026-11-24-02-mail). A module that sends mail calls
 * app.mail.enqueue(trx, mail) inside its own transaction, so the mail exists exactly when its cause
 * was committed; the sender loop (sender-loop.ts, started once the app is ready, only with SMTP_URL)
 * delivers due mails with nodemailer, retrying with backoff (30 s doubling to 1 h) and marking a
 * mail failed after MAX_ATTEMPTS. Instances share the work through the database (FOR UPDATE SKIP
 * LOCKED), never sending one mail twice. Without SMTP_URL mails stay queued and the console says so.
 * Exposes: app.mail (MailService: enqueue, deliverDue, stats, list, forAddress, eraseAddress);
 * GET /api/cms/mail/outbox (personal-data: its recipients are visitors). Shapes in shared/api/mail.ts.
 * Depends on: core (config.smtpUrl, db, errors), auth (the permission on the console route).
 */
import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { mailRoutes } from './routes.ts'
import { SENDER_LOOP_DEFAULTS, SenderLoop, type SenderLoopOptions } from './sender-loop.ts'
import { MailService } from './service.ts'
import type { MailTables } from './tables.ts'

export { MailService, MAX_ATTEMPTS, retryDelayMs, type OutgoingMail } from './service.ts'
export type { MailSummary, MailStatus } from '../../shared/api/mail.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService
  }
}

export interface MailOptions {
  /** The background sender's timing, or false for none (tests that call deliverDue() themselves). */
  senderLoop?: Partial<SenderLoopOptions> | false
}

const mailPlugin: FastifyPluginAsync<MailOptions> = async (app, opts) => {
  const service = new MailService(app.db as Kysely<MailTables>, app.config.smtpUrl, app.log)
  app.decorate('mail', service)
  await app.register(mailRoutes)

  if (!service.smtpConfigured) app.log.info('SMTP_URL is not set: e-mails are kept in the outbox, not sent')
  const loop = service.smtpConfigured && opts.senderLoop !== false ? new SenderLoop(() => service.deliverDue(), app.log, { ...SENDER_LOOP_DEFAULTS, ...opts.senderLoop }) : null
  if (loop) {
    service.onEnqueue = () => loop.nudge()
    app.addHook('onReady', async () => loop.start())
  }
  app.addHook('onClose', async () => {
    await loop?.stop()
    service.close()
  })
}

export const mail = fp(mailPlugin, { name: 'mail', dependencies: ['core', 'auth'], fastify: '5.x' })
