/**
 * Brand usage guidelines (block `brand-guidelines`; public-site §2 Media): logo, brand colour
 * (#22a625) and photography by default, each a card with its rules (one per line). An item's `kind`
 * (shared/blocks/media.ts GUIDELINE_KINDS) picks its visual: the logo, a swatch of its colour, or
 * the photography motif (also when empty).
 */
import { BRAND } from '../../../../shared/brand.ts'
import { CheckIcon } from '../../components/Icons.tsx'
import { LogoMark } from '../../components/Logo.tsx'
import { SectionHead } from '../../components/SectionHead.tsx'
import { items, lines } from '../content.tsx'
import type { SectionProps } from '../types.ts'
import { CameraIcon } from './icons.tsx'
import { anchorId } from './jump.ts'
import type { BRAND_GUIDELINES_BLOCK } from '../../../../shared/blocks/media.ts'

const hexColour = (value: string | undefined) => (value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : BRAND.primaryColor)

/** Dark text on light colours, white on dark ones (relative luminance, WCAG). */
function inkOn(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? '#03150a' : '#ffffff'
}

function Visual({ kind, color }: { kind: string; color: string }) {
  if (kind === 'colour') {
    return (
      <div className="md-rule-visual md-rule-visual--colour" style={{ background: color, color: inkOn(color) }}>
        <span className="md-swatch-hex">{color.toUpperCase()}</span>
      </div>
    )
  }
  if (kind === 'logo') {
    return (
      <div className="md-rule-visual md-rule-visual--logo">
        <LogoMark size={64} />
      </div>
    )
  }
  return (
    <div className="md-rule-visual md-rule-visual--photo">
      <CameraIcon size={44} />
    </div>
  )
}

export function Guidelines({ section, index }: SectionProps) {
  const rules = items<typeof BRAND_GUIDELINES_BLOCK>(section).filter((r) => r.title)
  const titleId = `media-${section.id}-title`
  return (
    <section id={anchorId(section.id) || undefined} tabIndex={-1} className="md-section md-guidelines" aria-labelledby={titleId} data-block={section.type} data-section={section.id}>
      <div className="container">
        <SectionHead name="md" as="div" title={section.title} intro={section.content} index={index} titleId={titleId} />
        <ul className="md-rule-grid">
          {rules.map((rule, i) => (
            <li key={`${rule.title}${i}`} className="md-rule">
              <Visual kind={rule.kind ?? ''} color={hexColour(rule.color)} />
              <div className="md-rule-body">
                <h3 className="md-rule-title">{rule.title}</h3>
                <ul className="md-rule-list">
                  {lines(rule.rules).map((line) => (
                    <li key={line}>
                      <CheckIcon size={16} />
                      {line}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
