/**
 * The about page's card icons, named by the `icon` field of an item (shared/pages/defaults/about.ts
 * lists the names). An unknown or empty name draws the spark. Decorative: aria-hidden (Icon).
 */
import { Icon, type IconProps } from '../../components/Icons.tsx'

const PATHS: Record<string, React.JSX.Element> = {
  heart: <path d="M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
  leaf: (
    <>
      <path d="M5 19.5C5 11 10 5.5 19.5 4.5 19.5 14 14 19.5 5 19.5Z" />
      <path d="M5 19.5 13.5 11" />
    </>
  ),
  spark: <path d="M12 3.5 13.8 10.2 20.5 12l-6.7 1.8L12 20.5l-1.8-6.7L3.5 12l6.7-1.8Z" />,
  bolt: <path d="M13.5 3 5.5 13.5h6L10.5 21l8-10.5h-6Z" />,
  person: (
    <>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M5 20.5a7 7 0 0 1 14 0" />
    </>
  ),
  chip: (
    <>
      <rect x="7" y="7" width="10" height="10" rx="2" />
      <path d="M10 3.5V7M14 3.5V7M10 17v3.5M14 17v3.5M3.5 10H7M3.5 14H7M17 10h3.5M17 14h3.5" />
      <path d="M10.5 12.2h3" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.5 3.5 5.3 3.5 8.5s-1.2 6-3.5 8.5C9.7 18 8.5 15.2 8.5 12S9.7 6 12 3.5Z" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4.2" />
      <path d="M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6" />
    </>
  ),
  wrench: <path d="M20 7.6a4.6 4.6 0 0 1-6.3 4.3L6.6 19a1.9 1.9 0 0 1-2.6-2.6l7.1-7.1A4.6 4.6 0 0 1 16.4 3l-2.7 2.7.6 2.4 2.4.6Z" />,
  refresh: <path d="M19.5 10.5A7.7 7.7 0 0 0 5.6 7.2M5 3.8v3.7h3.7M4.5 13.5a7.7 7.7 0 0 0 13.9 3.3M19 20.2v-3.7h-3.7" />,
  sensor: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.6 8.6a4.8 4.8 0 0 0 0 6.8M15.4 8.6a4.8 4.8 0 0 1 0 6.8M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0M15.5 5a3.2 3.2 0 0 1 0 6M17 14.3a5.5 5.5 0 0 1 3.5 5.2" />
    </>
  ),
}

export function Glyph({ name, ...rest }: IconProps & { name: string | undefined }) {
  return <Icon {...rest}>{PATHS[(name ?? '').trim().toLowerCase()] ?? PATHS.spark}</Icon>
}
