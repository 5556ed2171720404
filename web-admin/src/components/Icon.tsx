/** The console's icon set: small line drawings on a 24 px grid, drawn for this project. Decorative (aria-hidden). */
import type { ReactNode } from 'react'

const paths = {
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7.5" height="9.5" rx="2" />
      <rect x="13" y="3.5" width="7.5" height="5.5" rx="2" />
      <rect x="13" y="11" width="7.5" height="9.5" rx="2" />
      <rect x="3.5" y="15" width="7.5" height="5.5" rx="2" />
    </>
  ),
  blog: (
    <>
      <rect x="4.5" y="3" width="15" height="18" rx="3" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </>
  ),
  vlog: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3.5" />
      <path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </>
  ),
  media: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="9.5" r="1.7" />
      <path d="M3.5 17.5l5-4.5 3.5 3 3.5-3.5 5 4.5" />
    </>
  ),
  pages: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M3 9h18M7 13h6M7 16h10" />
    </>
  ),
  enquiries: (
    <>
      <path d="M4 13.5 6.3 6a2.2 2.2 0 0 1 2.1-1.5h7.2A2.2 2.2 0 0 1 17.7 6L20 13.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M4 13.5h4.3l1.4 2.3h4.6l1.4-2.3H20" />
    </>
  ),
  analytics: (
    <>
      <path d="M3.5 20.5h17" />
      <rect x="5.5" y="11" width="3.2" height="6.5" rx="1" />
      <rect x="10.4" y="5" width="3.2" height="12.5" rx="1" />
      <rect x="15.3" y="13.5" width="3.2" height="4" rx="1" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h8.5M17.5 7H20M4 17h2.5M11.5 17H20" />
      <circle cx="15" cy="7" r="2.5" />
      <circle cx="9" cy="17" r="2.5" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
      <path d="m10 8-4 4 4 4M6 12h9" />
    </>
  ),
  arrowLeft: <path d="M19 12H5.5M11 6l-6 6 6 6" />,
  arrowUp: <path d="M12 19V5.5M6 11l6-6 6 6" />,
  // A line moving in under the one above it, and back out (the Navigation screen's nesting).
  indent: <path d="M4 6h16M11 12h9M11 18h9M4 10l3.5 2.5L4 15" />,
  outdent: <path d="M4 6h16M11 12h9M11 18h9M7.5 10 4 12.5 7.5 15" />,
  arrowDown: <path d="M12 5v13.5M6 13l6 6 6-6" />,
  chevronDown: <path d="m6.5 9.5 5.5 5.5 5.5-5.5" />,
  monitor: (
    <>
      <rect x="3" y="4.5" width="18" height="12" rx="2.5" />
      <path d="M9 20h6M12 16.5V20" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2.5" />
      <path d="M11 17.5h2" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h10" />,
  close: <path d="m6.5 6.5 11 11M17.5 6.5l-11 11" />,
  sidebar: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M9.5 4v16M15.5 10l-2 2 2 2" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="3.8" />
      <path d="M12 2.8v2M12 19.2v2M2.8 12h2M19.2 12h2M5.5 5.5l1.4 1.4M17.1 17.1l1.4 1.4M5.5 18.5l1.4-1.4M17.1 6.9l1.4-1.4" />
    </>
  ),
  moon: <path d="M19.5 14.6A7.8 7.8 0 0 1 9.4 4.5a7.8 7.8 0 1 0 10.1 10.1z" />,
  eye: (
    <>
      <path d="M2.8 12S6.2 5.8 12 5.8 21.2 12 21.2 12 17.8 18.2 12 18.2 2.8 12 2.8 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M9.9 6.1A9.6 9.6 0 0 1 12 5.8c5.8 0 9.2 6.2 9.2 6.2a16 16 0 0 1-2.4 3.1M14.1 14.2A2.8 2.8 0 0 1 9.8 10.1" />
      <path d="M6.4 7.6C4 9.3 2.8 12 2.8 12s3.4 6.2 9.2 6.2c1.6 0 3-.5 4.2-1.1M4 4l16 16" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  edit: (
    <>
      <path d="M4 20h4L19.3 8.7a2.1 2.1 0 0 0 0-3L18.3 4.7a2.1 2.1 0 0 0-3 0L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  upload: (
    <>
      <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5" />
      <path d="M4.5 14.5v3a2.5 2.5 0 0 0 2.5 2.5h10a2.5 2.5 0 0 0 2.5-2.5v-3" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="3" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 17.5 4.8-4.3 3.4 3 3.3-3.2 4.5 4.3" />
    </>
  ),
  replace: (
    <>
      <path d="M19.5 9A7.8 7.8 0 0 0 5.2 7.2M4.5 4v3.5H8" />
      <path d="M4.5 15a7.8 7.8 0 0 0 14.3 1.8M19.5 20v-3.5H16" />
    </>
  ),
  play: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.2 8.8v6.4l5.2-3.2z" fill="currentColor" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.3V4.8c0-.7.6-1.3 1.3-1.3h7.5l8.2 8.2a1.8 1.8 0 0 1 0 2.5l-6 6a1.8 1.8 0 0 1-2.5 0z" />
      <circle cx="8.3" cy="8.3" r="1.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="3" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  chevronLeft: <path d="m14.5 6-6 6 6 6" />,
  chevronRight: <path d="m9.5 6 6 6-6 6" />,
  trash: (
    <>
      <path d="M4.5 7h15M9.5 7V5.2c0-.7.5-1.2 1.2-1.2h2.6c.7 0 1.2.5 1.2 1.2V7" />
      <path d="m6.5 7 .8 11.4a2 2 0 0 0 2 1.6h5.4a2 2 0 0 0 2-1.6L17.5 7M10.2 11v5M13.8 11v5" />
    </>
  ),
  power: (
    <>
      <path d="M12 3.5v7.5" />
      <path d="M7.4 6.7a7 7 0 1 0 9.2 0" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.2 5 6v5.3c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.3 10" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.8 20c.9-3.6 3.8-5.6 7.2-5.6s6.3 2 7.2 5.6" />
    </>
  ),
  users: (
    <>
      <circle cx="9.5" cy="8.5" r="3.5" />
      <path d="M3 19.5c.8-3.2 3.4-5 6.5-5s5.7 1.8 6.5 5M15.5 5.3a3.4 3.4 0 0 1 0 6.4M17.8 14.8c1.7.6 2.8 2.1 3.2 4.2" />
    </>
  ),
  building: (
    <>
      <path d="M4.5 20.5V6.2c0-.6.4-1.1 1-1.3l7-2.2c.6-.2 1.3.3 1.3 1v16.8M13.8 9.5h4.7c.6 0 1 .4 1 1v10M3 20.5h18" />
      <path d="M8 8.5h2.5M8 12h2.5M8 15.5h2.5" />
    </>
  ),
  share: (
    <>
      <circle cx="17.5" cy="5.8" r="2.6" />
      <circle cx="6.5" cy="12" r="2.6" />
      <circle cx="17.5" cy="18.2" r="2.6" />
      <path d="m8.8 10.7 6.4-3.6M8.8 13.3l6.4 3.6" />
    </>
  ),
  megaphone: (
    <>
      <path d="M4 10v4a1.5 1.5 0 0 0 1.5 1.5H8l7.5 4V4.5L8 8.5H5.5A1.5 1.5 0 0 0 4 10z" />
      <path d="M8.5 15.5 10 20M19 9.5a3.5 3.5 0 0 1 0 5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m4 7.5 8 5.5 8-5.5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15.5" r="4" />
      <path d="m11 12.5 8.5-8.5M16.5 7l2.5 2.5M14.5 9l1.8 1.8" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2.5" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  restore: (
    <>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4 9.4" />
      <path d="M4 4.5v4.9h4.9M12 8v4.2l2.8 1.8" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.5 2.9 17.3A2 2 0 0 0 4.6 20.3h14.8a2 2 0 0 0 1.7-3L13.7 4.5a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.8v.1" />
    </>
  ),
  external: (
    <>
      <path d="M13.5 4.5h6v6M19.5 4.5 11 13" />
      <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  trendUp: (
    <>
      <path d="m3.5 16.5 6-6 4 4 7-7" />
      <path d="M15.5 7.5h5v5" />
    </>
  ),
  trendDown: (
    <>
      <path d="m3.5 7.5 6 6 4-4 7 7" />
      <path d="M15.5 16.5h5v-5" />
    </>
  ),
  bounce: (
    <>
      <path d="M5 5.5v6a5 5 0 0 0 10 0V5.5" />
      <path d="m11.5 9 3.5-3.5L18.5 9" />
    </>
  ),
  tablet: (
    <>
      <rect x="4.5" y="3" width="15" height="18" rx="2.5" />
      <path d="M11 17.5h2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
    </>
  ),
  pulse: <path d="M3 12h4l2.5-6.5 5 13L17 12h4" />,
  redirect: (
    <>
      <path d="M4.5 19.5v-5a5 5 0 0 1 5-5h10" />
      <path d="m15.5 5.5 4 4-4 4" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof paths

/** Whether `name` (a declaration's icon, shared/content-types/) is one of the console's icons. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name)

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  )
}
