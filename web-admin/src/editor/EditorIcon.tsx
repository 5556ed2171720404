/** The editor toolbar's icons (decorative; every control is named in text or aria-label). Kept in the editor chunk. */
import type { ReactNode } from 'react'

const paths = {
  bold: <path d="M7.5 5h5.3a3.5 3.5 0 0 1 0 7H7.5zM7.5 12h6.2a3.5 3.5 0 0 1 0 7H7.5z" strokeWidth={2.3} />,
  italic: <path d="M10.5 5H17M7 19h6.5M14 5l-4 14" />,
  underline: <path d="M7 4.5v6.2a5 5 0 0 0 10 0V4.5M5.5 20h13" />,
  strike: <path d="M16.6 7.4C16 5.8 14.4 4.8 12.2 4.8c-2.6 0-4.4 1.4-4.4 3.3 0 1.1.5 2 1.7 2.6M4.5 12h15M8 16.4c.6 1.7 2.2 2.8 4.3 2.8 2.7 0 4.6-1.4 4.6-3.4 0-.7-.2-1.3-.6-1.8" />,
  bullets: (
    <>
      <path d="M10 6.5h10M10 12h10M10 17.5h10" />
      <circle cx="5" cy="6.5" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="12" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="17.5" r="1.3" fill="currentColor" stroke="none" />
    </>
  ),
  numbers: (
    <>
      <path d="M10.5 6.5h9.5M10.5 12h9.5M10.5 17.5h9.5" />
      <path d="M4.2 5.2 5.6 4.5v4M4.1 13.2c.3-.7.9-1.1 1.6-1 .8.1 1.2.8.9 1.5-.3.6-2.5 2.3-2.5 2.3h2.7" strokeWidth={1.4} />
    </>
  ),
  link: (
    <>
      <path d="M10.2 13.8a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M13.8 10.2a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="3" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 17.5 4.8-4.3 3.4 3 3.3-3.2 4.5 4.3" />
    </>
  ),
  emoji: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14.2a4.2 4.2 0 0 0 7 0" />
      <path d="M9.2 9.6v.6M14.8 9.6v.6" strokeWidth={2.2} />
    </>
  ),
  undo: <path d="M9 14 4.5 9.5 9 5M4.5 9.5h10a5 5 0 0 1 0 10H11" />,
  redo: <path d="m15 14 4.5-4.5L15 5M19.5 9.5h-10a5 5 0 0 0 0 10H13" />,
  lineHeight: (
    <>
      <path d="M11 6.5h9.5M11 12h9.5M11 17.5h9.5" />
      <path d="M5.5 4.5v15M3.2 6.8l2.3-2.3 2.3 2.3M3.2 17.2l2.3 2.3 2.3-2.3" />
    </>
  ),
  chevronDown: <path d="m7 10 5 5 5-5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  reset: <path d="M5 5l14 14M19 5 5 19" />,
} satisfies Record<string, ReactNode>

export type EditorIconName = keyof typeof paths

export function EditorIcon({ name, size = 18 }: { name: EditorIconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  )
}
