/** Icons of the partners and events pages (24px grid, stroke = currentColor, decorative). */
import { Icon, type IconProps } from '../../components/Icons.tsx'

export const ChipIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6.5" y="6.5" width="11" height="11" rx="2" />
    <rect x="9.5" y="9.5" width="5" height="5" rx="1" />
    <path d="M9.5 3.5v3M14.5 3.5v3M9.5 17.5v3M14.5 17.5v3M3.5 9.5h3M3.5 14.5h3M17.5 9.5h3M17.5 14.5h3" />
  </Icon>
)

export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5c-2.5-2.6-3.6-5.4-3.6-8.5S9.5 6.1 12 3.5Z" />
  </Icon>
)

export const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
)

export const RocketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13.5 16.5 7.5 10.5c1.8-4.5 5.6-7 11.5-7 0 5.9-2.5 9.7-7 11.5Z" />
    <path d="M7.5 10.5 4 10l2.5-3.5h4M13.5 16.5l.5 3.5 3.5-2.5v-4M6 15c-1.5.5-2.2 2-2.5 4.5 2.5-.3 4-1 4.5-2.5" />
    <circle cx="15" cy="9" r="1.4" />
  </Icon>
)

export const UsersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8.5" r="3.3" />
    <path d="M3 19.5a6 6 0 0 1 12 0M15.5 5.4a3.3 3.3 0 0 1 0 6.2M17.5 14a6 6 0 0 1 3.5 5.5" />
  </Icon>
)

export const StageIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4" width="17" height="11" rx="2" />
    <path d="M8 20l4-5 4 5M7.5 11l3-3 2.5 2.5 3.5-3.5" />
  </Icon>
)
