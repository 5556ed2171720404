/** Icons of the media blocks (24px grid, stroke = currentColor, decorative): fixed UI chrome, not editor-chosen. */
import { Icon, type IconProps } from '../../components/Icons.tsx'

export const PaletteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.6-1-2.6 0-.9.7-1.5 1.6-1.5h2.1a4 4 0 0 0 4-4c0-4.2-3.8-7.2-8.5-7.2Z" />
    <circle cx="7.8" cy="11" r="1.2" />
    <circle cx="10.5" cy="7.3" r="1.2" />
    <circle cx="15" cy="7.6" r="1.2" />
  </Icon>
)

export const TypeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 7V5h11v2M10 5v14M7.5 19h5M14 12.5v-1.5h6v1.5M17 11v8M15.5 19h3" />
  </Icon>
)

export const LogoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5 19.5 8v8L12 20.5 4.5 16V8Z" />
    <path d="m8.5 9.5 3.5 3 3.5-3M12 12.5V16" />
  </Icon>
)

export const FileIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Z" />
    <path d="M14 3.5V8h4.5M9 13h6M9 16.5h4" />
  </Icon>
)

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
  </Icon>
)

export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 8A1.5 1.5 0 0 1 6 6.5h2l1.5-2h5l1.5 2h2A1.5 1.5 0 0 1 19.5 8v10a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 18Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
)

export const NewsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 5.5h11.5v13A1.5 1.5 0 0 0 18 20H6.5A1.5 1.5 0 0 1 5 18.5Z" />
    <path d="M16.5 9h2.5v9.5a1.5 1.5 0 0 1-3 0M8 9h5.5M8 12.5h5.5M8 16h3.5" />
  </Icon>
)

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.8 20a7.2 7.2 0 0 1 14.4 0" />
  </Icon>
)
