/**
 * Secrets shared by every instance (cookie signing), generated once and kept in PostgreSQL
 * unless the environment provides one.
 */
import { randomBytes } from 'node:crypto'
import type { AnyDb } from './db.ts'

export async function sharedSecret(db: AnyDb, name: string): Promise<string> {
  await db
    .insertInto('core_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('core_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value as string
}
