import type { Kysely } from 'kysely'

// Filled in by the module's owner (see docs/CONTRACTS.md); an empty migration until then.
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
