/**
 * An icon of the site's named set (shared/blocks/icons.ts) as inline SVG, drawn from the one shared
 * drawing (shared/blocks/icon-art.ts) that the public site's BlockIcon draws too: a block's icon in
 * the picker and the section list, and every choice of the icon picker. Decorative (aria-hidden).
 */
import { ICON_ART, type IconShape } from '../../../../shared/blocks/icon-art.ts'
import { isIconName } from '../../../../shared/blocks/icons.ts'

function Shape({ shape }: { shape: IconShape }) {
  if ('d' in shape) return <path d={shape.d} />
  if ('circle' in shape) return <circle cx={shape.circle[0]} cy={shape.circle[1]} r={shape.circle[2]} />
  const [x, y, width, height, rx] = shape.rect
  return <rect x={x} y={y} width={width} height={height} rx={rx} />
}

/** `name` not in the set (an unknown block's icon, an empty field) draws the spark, as the site does. */
export function BlockGlyph({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const shapes = ICON_ART[isIconName(name) ? name : 'spark']
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </svg>
  )
}
