/** A fixed icon of the contact details (24px grid, stroke = currentColor, decorative); icons an editor picks are BlockIcon's. */
import { Icon, type IconProps } from '../../components/Icons.tsx'

export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.4" />
  </Icon>
)
