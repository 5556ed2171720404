/** Recent Activity's wording: every recorded action has a label; others read as their name; times relative, then dates. */
import t from 'tap'
import { ACTIVITY_KINDS, activityActor, activityKind, activityLabel, activityWhen, humanizeAction } from './activity.ts'

/** The actions the server records (grep modules/ for `audit.record(`). */
const RECORDED = [
  'login', 'logout', 'login_failed',
  'blog_created', 'blog_updated', 'blog_deleted', 'blog_category_created', 'blog_category_renamed', 'blog_category_deleted',
  'vlog_created', 'vlog_updated', 'vlog_deleted', 'vlog_category_created', 'vlog_category_renamed', 'vlog_category_deleted',
  'media_kit_item_created', 'media_kit_item_updated', 'media_kit_item_deleted',
  'press_highlight_created', 'press_highlight_updated', 'press_highlight_deleted',
  'page_created', 'page_updated', 'settings_changed', 'enquiry_status_changed', 'enquiries_exported', 'personal_data_erased',
  'admin_created', 'admin_activated', 'admin_deactivated', 'admin_deleted', 'admin_role_changed', 'password_reset', 'profile_updated', 'password_changed',
  'image_uploaded', 'media_file_uploaded',
]

t.test('every recorded action has its own label', async (t) => {
  for (const action of RECORDED) t.ok(Object.hasOwn(ACTIVITY_KINDS, action), action)
  t.equal(activityKind('blog_created').label, 'Blog post created')
  t.equal(activityKind('vlog_category_renamed').label, 'Vlog category renamed')
  t.equal(activityKind('media_kit_item_created').label, 'Media kit item added')
  t.equal(activityKind('login_failed').label, 'Failed sign-in')
  t.equal(activityKind('login_failed').tone, 'warning')
  t.equal(activityKind('blog_deleted').icon, 'trash')
})

t.test('an action the console does not know reads as its name in words', async (t) => {
  t.equal(humanizeAction('media_kit_item_archived'), 'Media kit item archived')
  t.equal(humanizeAction('  __weird--name.. '), 'Weird name')
  t.equal(humanizeAction(''), 'Activity')
  t.same(activityKind('newsletter_sent'), { label: 'Newsletter sent', icon: 'pulse', tone: 'neutral' })
  t.equal(activityKind('toString').label, 'Tostring', 'inherited names are not labels')
})

t.test('a failed sign-in without an account says so, and nothing typed', async (t) => {
  t.equal(activityLabel({ action: 'login_failed', actor: null }), 'Failed sign-in for an unknown account')
  t.equal(activityLabel({ action: 'login_failed', actor: 'ed@yerth.com' }), 'Failed sign-in')
  t.equal(activityLabel({ action: 'blog_created', actor: null }), 'Blog post created')
})

t.test('who and when', async (t) => {
  t.equal(activityActor({ actor: 'Ada Lovelace' }), 'Ada Lovelace')
  t.equal(activityActor({ actor: null }), 'Unknown account')
  t.equal(activityActor({ actor: '  ' }), 'Unknown account')
  const now = Date.parse('2026-11-20T12:00:00Z')
  t.equal(activityWhen('2026-11-20T11:59:50Z', now), 'just now')
  t.equal(activityWhen('2026-11-20T11:55:00Z', now), '5 minutes ago')
  t.equal(activityWhen('2026-11-20T09:00:00Z', now), '3 hours ago')
  t.equal(activityWhen('2026-11-17T12:00:00Z', now), '3 days ago')
  t.notMatch(activityWhen('2026-11-01T12:00:00Z', now), /ago/, 'a week or older: the date')
  t.equal(activityWhen('not a date', now), 'not a date')
})
