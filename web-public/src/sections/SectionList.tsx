/**
 * Draws a page's sections: the visible ones, in stored order, each by the component of its block
 * type (registry.ts). Consecutive blocks that share a `row` (their declaration says so) are drawn
 * inside one `<div class="block-row block-row--<row>">`, whose grid the row's stylesheet lays out;
 * each block still draws only itself, so reordering or hiding one always changes the page.
 */
import type { PublicPage, Section } from '../../../shared/api/pages.ts'
import { rowOf, useBlockComponents } from './registry.ts'
import type { PageExtras } from './types.ts'
import { SectionBoundary } from './SectionBoundary.tsx'

type Run = { row?: string; sections: Array<{ section: Section; index: number }> }

/** The visible sections in runs: one run per row of neighbours, one per block otherwise. */
function runsOf(sections: readonly Section[]): Run[] {
  const runs: Run[] = []
  sections.forEach((section, index) => {
    const row = rowOf(section.type)
    const last = runs.at(-1)
    if (row && last?.row === row) last.sections.push({ section, index })
    else runs.push({ row, sections: [{ section, index }] })
  })
  return runs
}

export function SectionList({ page, extras }: { page: PublicPage; extras: PageExtras }) {
  const visible = page.sections.filter((s) => s.visible)
  const componentOf = useBlockComponents(visible)
  const draw = ({ section, index }: Run['sections'][number]) => {
    const Component = componentOf(section.type)
    return (
      <SectionBoundary key={section.id} id={section.id}>
        <Component section={section} page={page} extras={extras} index={index} />
      </SectionBoundary>
    )
  }
  return (
    <>
      {runsOf(visible).map((run) =>
        run.row ? (
          <div key={`row:${run.sections[0].section.id}`} className={`block-row block-row--${run.row}`}>
            {run.sections.map(draw)}
          </div>
        ) : (
          draw(run.sections[0])
        ),
      )}
    </>
  )
}
