/**
 * The block picker's small preview of a block, drawn from its catalogue entry, not from a stored
 * picture: its first default picture when it has one (else its icon, large), its default heading,
 * then a mark per declared field by kind (lines for text, a pill for a link, a tile for an image...)
 * and a card per default entry. Decorative: the picker's button says the block's name and description.
 */
import type { BlockCatalogueEntry } from '../../../../shared/api/pages.ts'
import { blockSketch, type FieldDescription } from './blockForm.ts'
import { BlockGlyph } from './BlockGlyph.tsx'

const MARK: Record<FieldDescription['kind'], string> = {
  shortText: 'line',
  longText: 'lines',
  richText: 'lines',
  link: 'pill',
  video: 'pill',
  image: 'tile',
  icon: 'dot',
  select: 'chip',
  number: 'chip',
  boolean: 'chip',
  date: 'chip',
}

export function BlockSketch({ entry }: { entry: BlockCatalogueEntry }) {
  const sketch = blockSketch(entry)
  return (
    <span className="block-sketch" aria-hidden="true">
      <span className="block-sketch-art">
        {sketch.image ? <img src={sketch.image} alt="" loading="lazy" decoding="async" /> : <BlockGlyph name={entry.icon} size={34} />}
      </span>
      <span className="block-sketch-heading">{sketch.heading}</span>
      <span className="block-sketch-marks">
        {sketch.kinds.map((kind, i) => (
          <span key={i} className={`block-sketch-mark is-${MARK[kind]}`} />
        ))}
      </span>
      {sketch.items > 0 && (
        <span className="block-sketch-items">
          {Array.from({ length: Math.min(4, sketch.items) }, (_, i) => (
            <span key={i} className="block-sketch-item" />
          ))}
          {sketch.items > 4 && <span className="block-sketch-more">+{sketch.items - 4}</span>}
        </span>
      )}
    </span>
  )
}
