/**
 * The one line a revision is listed with: the fields a save changed ("Changed title and content"),
 * and for a page's blocks, which were added, removed, edited or moved ("Added FAQ; edited Hero").
 */
import type { Snapshot } from '../../shared/api/revisions.ts'
import { blockByType } from '../../shared/blocks/catalogue.ts'

const SUMMARY_MAX = 300

/** JSON with object keys in one order: PostgreSQL's jsonb gives a snapshot's keys back in its own. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  )
}

export const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b)

/** "a", "a and b", "a, b and c". */
export function listed(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

interface BlockLike {
  id?: unknown
  type?: unknown
  title?: unknown
}

function blocksOf(json: unknown): BlockLike[] {
  if (typeof json !== 'string') return []
  try {
    const parsed = JSON.parse(json) as unknown
    return Array.isArray(parsed) ? (parsed as BlockLike[]) : []
  } catch {
    return []
  }
}

const blockName = (b: BlockLike) => {
  const label = (typeof b.type === 'string' && blockByType(b.type)?.label) || String(b.type ?? 'block')
  const title = typeof b.title === 'string' ? b.title.trim() : ''
  return title ? `${label} “${title.length > 40 ? `${title.slice(0, 39)}…` : title}”` : label
}

/** What happened to a page's blocks between two content_json texts. */
export function blockChanges(before: unknown, after: unknown): string[] {
  const was = blocksOf(before)
  const now = blocksOf(after)
  const byId = (list: BlockLike[]) => new Map(list.map((b) => [String(b.id), b]))
  const wasById = byId(was)
  const nowById = byId(now)
  const added = now.filter((b) => !wasById.has(String(b.id)))
  const removed = was.filter((b) => !nowById.has(String(b.id)))
  const edited = now.filter((b) => wasById.has(String(b.id)) && !same(wasById.get(String(b.id)), b))
  const keptOrder = (list: BlockLike[], other: Map<string, BlockLike>) => list.filter((b) => other.has(String(b.id))).map((b) => String(b.id))
  const moved = keptOrder(was, nowById).join('\n') !== keptOrder(now, wasById).join('\n')
  const out: string[] = []
  if (added.length) out.push(`added ${listed(added.map(blockName))}`)
  if (removed.length) out.push(`removed ${listed(removed.map(blockName))}`)
  if (edited.length) out.push(`edited ${listed(edited.map(blockName))}`)
  if (moved) out.push('reordered blocks')
  return out
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const cut = (s: string) => (s.length > SUMMARY_MAX ? `${s.slice(0, SUMMARY_MAX - 1)}…` : s)

/**
 * The summary of `after` against `before` (null: nothing recorded before). `labels` names the fields
 * for people; a field without a label is named by its key.
 */
export function summarise(before: Snapshot | null, after: Snapshot, labels: Record<string, string>): string {
  if (!before) return 'Saved (the first version recorded)'
  const parts: string[] = []
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]))
  const blocks = fields.includes('content_json') ? blockChanges(before.content_json, after.content_json) : []
  const others = fields.filter((key) => key !== 'content_json' || !blocks.length).map((key) => labels[key] ?? key)
  if (blocks.length) parts.push(blocks.join('; '))
  if (others.length) parts.push(`changed ${listed(others)}`)
  return parts.length ? cut(capital(parts.join('; '))) : 'Saved without changes'
}
