/**
 * Every migration, in order. Migrations are frozen in time: they use Kysely<any>, never the app's
 * table types, and are never edited after they ship.
 */
import type { Migration } from 'kysely/migration'
import * as m01 from './2026-11-21-01-core.ts'
import * as m02 from './2026-11-21-02-auth.ts'
import * as m03 from './2026-11-21-03-settings.ts'
import * as m04 from './2026-11-21-04-blogs.ts'
import * as m05 from './2026-11-21-05-vlogs.ts'
import * as m06 from './2026-11-21-06-media.ts'
import * as m07 from './2026-11-23-01-auth-ended-sessions.ts'
import * as m08 from './2026-11-23-02-journal-lists.ts'
import * as m09 from './2026-11-23-03-blogs-list-table.ts'
import * as m10 from './2026-11-24-01-pages.ts'
import * as m11 from './2026-11-24-02-mail.ts'
import * as m12 from './2026-11-24-03-enquiries.ts'
import * as mediaKitPress from './2026-11-24-04-media-kit-press.ts'
import * as blogsTitleTrigram from './2026-11-25-01-blogs-title-trigram.ts'
import * as analytics from './2026-11-25-02-analytics.ts'
import * as newsletterTokenGeneration from './2026-11-25-07-newsletter-token-generation.ts'
import * as blogExcerpts from './2026-11-26-01-blog-excerpts.ts'
import * as mediaKitDownloads from './2026-11-26-02-media-kit-downloads.ts'
import * as vlogWatchLinks from './2026-11-26-03-vlog-watch-links.ts'
import * as homeFilmLinks from './2026-11-26-04-home-film-links.ts'
import * as mediaFounderFields from './2026-11-26-05-media-founder-fields.ts'
import * as blocks from './2026-11-26-06-blocks.ts'
import * as redirects from './2026-11-26-07-redirects.ts'
import * as mediaLibrary from './2026-11-26-08-media-library.ts'
import * as revisions from './2026-11-26-09-revisions.ts'
import * as twoFactor from './2026-11-27-01-two-factor.ts'
import * as staffAccounts from './2026-11-27-02-staff-accounts.ts'
import * as twoFactorPendingSteps from './2026-11-28-01-two-factor-pending-steps.ts'
import * as heroBrandLine from './2026-11-28-02-hero-brand-line.ts'
import * as events from './2026-11-29-01-events.ts'
import * as openRoles from './2026-11-29-02-open-roles.ts'
import * as analyticsIncoming from './2026-12-02-01-analytics-incoming.ts'
import * as vlogsOnTheEngine from './2026-12-02-02-vlogs-on-the-engine.ts'
import * as blogsOnTheEngine from './2026-12-02-03-blogs-on-the-engine.ts'
import * as pageSocialCards from './2026-12-02-04-page-social-cards.ts'
import * as blockRichText from './2026-12-03-01-block-rich-text.ts'
import * as pageSchedule from './2026-12-03-02-page-schedule.ts'
import * as navigation from './2026-12-03-03-navigation.ts'
import * as savedSections from './2026-12-03-04-saved-sections.ts'

export const migrations: Record<string, Migration> = {
  '2026-11-21-01-core': m01,
  '2026-11-21-02-auth': m02,
  '2026-11-21-03-settings': m03,
  '2026-11-21-04-blogs': m04,
  '2026-11-21-05-vlogs': m05,
  '2026-11-21-06-media': m06,
  '2026-11-23-01-auth-ended-sessions': m07,
  '2026-11-23-02-journal-lists': m08,
  '2026-11-23-03-blogs-list-table': m09,
  '2026-11-24-01-pages': m10,
  '2026-11-24-02-mail': m11,
  '2026-11-24-03-enquiries': m12,
  '2026-11-24-04-media-kit-press': mediaKitPress,
  '2026-11-25-01-blogs-title-trigram': blogsTitleTrigram,
  '2026-11-25-02-analytics': analytics,
  '2026-11-25-07-newsletter-token-generation': newsletterTokenGeneration,
  '2026-11-26-01-blog-excerpts': blogExcerpts,
  '2026-11-26-02-media-kit-downloads': mediaKitDownloads,
  '2026-11-26-03-vlog-watch-links': vlogWatchLinks,
  '2026-11-26-04-home-film-links': homeFilmLinks,
  '2026-11-26-05-media-founder-fields': mediaFounderFields,
  '2026-11-26-06-blocks': blocks,
  '2026-11-26-07-redirects': redirects,
  '2026-11-26-08-media-library': mediaLibrary,
  '2026-11-26-09-revisions': revisions,
  '2026-11-27-01-two-factor': twoFactor,
  '2026-11-27-02-staff-accounts': staffAccounts,
  '2026-11-28-01-two-factor-pending-steps': twoFactorPendingSteps,
  '2026-11-28-02-hero-brand-line': heroBrandLine,
  '2026-11-29-01-events': events,
  '2026-11-29-02-open-roles': openRoles,
  '2026-12-02-01-analytics-incoming': analyticsIncoming,
  '2026-12-02-02-vlogs-on-the-engine': vlogsOnTheEngine,
  '2026-12-02-03-blogs-on-the-engine': blogsOnTheEngine,
  '2026-12-02-04-page-social-cards': pageSocialCards,
  '2026-12-03-01-block-rich-text': blockRichText,
  '2026-12-03-02-page-schedule': pageSchedule,
  '2026-12-03-03-navigation': navigation,
  '2026-12-03-04-saved-sections': savedSections,
}
