/**
 * dashboard: the console's landing screen's numbers (issue 9; admin-area §2 Dashboard, §3 Dashboard
 * metrics, §7). It owns no table: every figure is asked of the module that owns it, through its
 * service (analytics, the content types' engine for blog posts and vlogs, enquiries, mail, the audit log of auth).
 * Exposes: GET /api/cms/dashboard/metrics (the spec's five numbers) and GET /api/cms/dashboard/overview
 * (beyond the spec: what needs attention now, visitors on the site now, recent activity), both for
 * every staff role (console:read).
 * Depends on: core, auth, analytics, content-types (blog posts, vlogs), enquiries, mail.
 */
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { DashboardMetricsSchema, DashboardOverviewSchema, type DashboardMetrics, type DashboardOverview } from '../../shared/api/analytics.ts'

/** "Scheduled": published posts that go live within this many days. */
export const SCHEDULED_WITHIN_DAYS = 7
/** Entries of Recent Activity. */
export const ACTIVITY_LIMIT = 15

async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get('/api/cms/dashboard/metrics', { schema: { summary: 'Get the dashboard counts', response: { 200: DashboardMetricsSchema } }, config: { permission: 'console:read' } }, async (): Promise<DashboardMetrics> => {
    const [visitors, totalBlogs, totalVlogs, enquiries] = await Promise.all([
      app.analytics.summary(),
      app.contentTypes.countPublished('blogs'),
      app.contentTypes.countPublished('vlogs'),
      app.enquiries.counts(),
    ])
    return { totalVisitors: visitors.visits, totalBlogs, totalVlogs, avgSessionDuration: visitors.avgSessionDuration, totalEnquiries: enquiries.all }
  })

  app.get('/api/cms/dashboard/overview', { schema: { summary: 'Get the dashboard overview', response: { 200: DashboardOverviewSchema } }, config: { permission: 'console:read' } }, async (): Promise<DashboardOverview> => {
    const until = new Date(Date.now() + SCHEDULED_WITHIN_DAYS * 24 * 60 * 60_000)
    const [enquiries, blogs, vlogs, mail, liveVisitors, activity] = await Promise.all([
      app.enquiries.counts(),
      app.contentTypes.countScheduledUntil('blogs', until),
      app.contentTypes.countScheduledUntil('vlogs', until),
      app.mail.stats(),
      app.analytics.liveVisitors(),
      app.audit.activity(ACTIVITY_LIMIT),
    ])
    return {
      attention: { unreadEnquiries: enquiries.unread, scheduledPosts: blogs + vlogs, unsentMails: mail.queued + mail.failed, smtpConfigured: mail.smtpConfigured },
      liveVisitors,
      activity,
    }
  })
}

export const dashboard = fp(async (app) => app.register(dashboardRoutes), {
  name: 'dashboard',
  dependencies: ['core', 'auth', 'analytics', 'content-types', 'enquiries', 'mail'],
  fastify: '5.x',
})
