/**
 * The Yerth brand: an original mark (a rounded tile holding a figure whose raised arms grow like a
 * sprout: human + nature) and a monoline wordmark drawn as paths, so it needs no font.
 */
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" fill="var(--mark-bg, #22a625)" />
      <g fill="none" stroke="var(--mark-fg, #04150a)" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 31.5V22" />
        <path d="M20 22c0-6.2-4.6-10.4-10.2-10.8" />
        <path d="M20 22c0-6.2 4.6-10.4 10.2-10.8" />
      </g>
      <circle cx="20" cy="10.4" r="2.7" fill="var(--mark-fg, #04150a)" />
    </svg>
  )
}

export function Wordmark({ height = 22, className }: { height?: number; className?: string }) {
  return (
    <svg className={className} height={height} width={(height * 82) / 40} viewBox="0 0 82 40" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 8.5 11 19.5M19 8.5 11 19.5V31" />
        <path d="M23.5 24H36.5A6.5 6.5 0 1 0 34.6 28.6" />
        <path d="M43 17.5V31M43 23.5C43 20 45.5 17.5 49.5 17.5" />
        <path d="M57 10V26.5C57 29 58.5 30.5 61 30.5M54 17.5H61.5" />
        <path d="M67 8.5V31M67 23C67 19.8 69.5 17.5 72.75 17.5S78.5 19.8 78.5 23V31" />
      </g>
    </svg>
  )
}

/** Mark + wordmark; the accessible name comes from the surrounding link. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <Wordmark height={Math.round(size * 0.72)} className="logo-word" />
    </span>
  )
}
