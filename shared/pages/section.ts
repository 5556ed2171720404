/** Builds default sections tersely (every default section starts visible). */
import type { Section, SectionMetadata, SectionType } from '../api/pages.ts'

export function section(id: string, type: SectionType, title: string, content: string, metadata?: SectionMetadata): Section {
  return metadata ? { id, type, title, content, visible: true, metadata } : { id, type, title, content, visible: true }
}
