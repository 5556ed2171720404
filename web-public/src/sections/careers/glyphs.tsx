/**
 * The careers page's card icons, named by the `icon` field of an item (shared/pages/defaults/careers.ts
 * lists the names). An unknown or empty name draws the spark. Decorative: aria-hidden (Icon).
 */
import { Icon, type IconProps } from '../../components/Icons.tsx'

const PATHS: Record<string, React.JSX.Element> = {
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.8" />
      <circle cx="12" cy="12" r="1.2" />
    </>
  ),
  rocket: (
    <>
      <path d="M9.5 14.5 7 12l1.8-3.6h3.8C14.8 5.6 17.6 4 20 4c0 2.4-1.6 5.2-4.4 7.4v3.8L12 17Z" />
      <path d="M7.2 16.8C5.5 17 4.5 18.6 4 20c1.4-.5 3-1.5 3.2-3.2ZM15.5 8.5h.01" />
    </>
  ),
  spark: <path d="M12 3.5 13.8 10.2 20.5 12l-6.7 1.8L12 20.5l-1.8-6.7L3.5 12l6.7-1.8Z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0M15.5 5a3.2 3.2 0 0 1 0 6M17 14.3a5.5 5.5 0 0 1 3.5 5.2" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19.5C5 11 10 5.5 19.5 4.5 19.5 14 14 19.5 5 19.5Z" />
      <path d="M5 19.5 13.5 11" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.6 8.4-2.1 5.1-5.1 2.1 2.1-5.1Z" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.2 5 6v5.2c0 4.3 2.9 8 7 9.6 4.1-1.6 7-5.3 7-9.6V6Z" />
      <path d="m9 12 2.2 2.2L15.2 10" />
    </>
  ),
  handshake: (
    <>
      <circle cx="9" cy="12" r="5" />
      <circle cx="15" cy="12" r="5" />
    </>
  ),
  growth: <path d="M4 19.5h16M5.5 15.5l4-4 3 3 6-6.5M14.5 8h4v4" />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  book: <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5ZM20 5.5A1.5 1.5 0 0 0 18.5 4H13v16h5.5a1.5 1.5 0 0 0 1.5-1.5Z" />,
  bike: (
    <>
      <circle cx="6" cy="15.5" r="3.5" />
      <circle cx="18" cy="15.5" r="3.5" />
      <path d="M6 15.5 9.5 9h5.5L18 15.5M9.5 9l3 6.5H6M13.5 6H16l-1 3" />
    </>
  ),
  chart: <path d="M4 20h16M7 16.5v-4M12 16.5V8M17 16.5V5" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4.2" />
      <path d="M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  flask: <path d="M9 3.5h6M10 3.5v5.8L4.6 18.6A1.6 1.6 0 0 0 6 21h12a1.6 1.6 0 0 0 1.4-2.4L14 9.3V3.5M7.3 15h9.4" />,
}

export function Glyph({ name, ...rest }: IconProps & { name: string | undefined }) {
  return <Icon {...rest}>{PATHS[(name ?? '').trim().toLowerCase()] ?? PATHS.spark}</Icon>
}
