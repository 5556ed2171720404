/**
 * Draws a page's sections: the visible ones, in stored order, each by its designed component (by
 * section id, from the registry) or else by the generic component of its type.
 */
import type { PublicPage } from '../../../shared/api/pages.ts'
import { GENERIC_SECTIONS } from './registry.ts'
import type { DesignedSections, PageExtras } from './types.ts'
import { SectionBoundary } from './SectionBoundary.tsx'

export function SectionList({ page, designed, extras }: { page: PublicPage; designed: DesignedSections; extras: PageExtras }) {
  const visible = page.sections.filter((s) => s.visible)
  return (
    <>
      {visible.map((section, index) => {
        const Component = (Object.hasOwn(designed, section.id) ? designed[section.id] : undefined) ?? GENERIC_SECTIONS[section.type] ?? GENERIC_SECTIONS.text
        return (
          <SectionBoundary key={section.id} id={section.id}>
            <Component section={section} page={page} extras={extras} index={index} />
          </SectionBoundary>
        )
      })}
    </>
  )
}
