/**
 * newsletter_subscriptions.token_generation: part of what an unsubscribe token is signed over. It
 * moves on every re-subscription, so a link from a mail sent before the person unsubscribed and
 * signed up again no longer unsubscribes them (issue 16).
 * Frozen in time: Kysely<any>, never the app's types.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('token_generation').execute()
}
