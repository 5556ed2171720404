/**
 * Demo content of the types served from their fields (shared/content-types/served-types.ts): each
 * type's demo items are in its own module, modules/demo/served/<type>.ts (a default export of
 * `(now) => items`), found by the type's name, so a new type adds no line here. An item is the
 * type's API body with a fixed slug (the demo's idempotence) and, optionally, `art`: the seed of an
 * illustration uploaded as its first image field.
 */
import { SERVED_TYPES } from '../../shared/content-types/served-types.ts'
import type { ServedContentType } from '../../shared/content-types/served.ts'

export type ServedDemoItem = Record<string, unknown> & { slug: string; art?: number }

/**
 * Each served type that has a demo module, with its demo items. A type without one is left to
 * demo.ts (vlogs: their categories come first, and their survey is its own).
 */
export async function servedDemo(now: Date): Promise<Array<{ type: ServedContentType; items: ServedDemoItem[] }>> {
  const found = await Promise.all(
    (SERVED_TYPES as readonly ServedContentType[]).map(async (type) => {
      const mod = (await import(`./served/${type.type}.ts`).catch(() => null)) as { default?: (now: Date) => ServedDemoItem[] } | null
      return mod?.default ? { type, items: mod.default(now) } : null
    }),
  )
  return found.filter((f) => f !== null)
}
