/** Builds default sections tersely (every default section starts visible). */
import type { Section, SectionMetadata } from '../api/pages.ts'

export function section(id: string, type: string, title: string, content: string, metadata?: SectionMetadata): Section {
  return metadata ? { id, type, title, content, visible: true, metadata } : { id, type, title, content, visible: true }
}

/**
 * A block of the catalogue placed on a seeded page: its declared defaults under the page's own id,
 * with the page's own copy where it differs (metadata given here replaces the defaults' metadata).
 */
export function place(id: string, block: { defaults: Section }, changes: Partial<Pick<Section, 'title' | 'content' | 'metadata'>> = {}): Section {
  const placed: Section = { ...structuredClone(block.defaults), ...structuredClone(changes), id }
  if (!placed.metadata) delete placed.metadata
  return placed
}
