/**
 * An icon of the site's named set (shared/blocks/icons.ts), as a block's editor picked it; drawn from
 * the one shared drawing (shared/blocks/icon-art.ts). An unknown or empty name draws the spark.
 * Decorative: aria-hidden (Icon).
 */
import { ICON_ART, type IconShape } from '../../../shared/blocks/icon-art.ts'
import { isIconName } from '../../../shared/blocks/icons.ts'
import { Icon } from './Icons.tsx'

function Shape({ shape }: { shape: IconShape }) {
  if ('d' in shape) return <path d={shape.d} />
  if ('circle' in shape) return <circle cx={shape.circle[0]} cy={shape.circle[1]} r={shape.circle[2]} />
  const [x, y, width, height, rx] = shape.rect
  return <rect x={x} y={y} width={width} height={height} rx={rx} />
}

export function BlockIcon({ name, size = 24, className }: { name: string | undefined; size?: number; className?: string }) {
  const key = (name ?? '').trim().toLowerCase()
  const shapes = ICON_ART[isIconName(key) ? key : 'spark']
  return (
    <Icon size={size} className={className}>
      {shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </Icon>
  )
}
