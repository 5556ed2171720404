/**
 * Fixed icons of the home blocks' chrome (24px grid, stroke = currentColor; decorative: aria-hidden).
 * An icon an editor picks is drawn by components/BlockIcon.tsx; SparkIcon and LeafIcon are /home-v1's.
 */
import { Icon, type IconProps } from '../../components/Icons.tsx'

export const PlayIcon = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
  </svg>
)

export const SparkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    <circle cx="12" cy="12" r="3.2" />
  </Icon>
)

export const LeafIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 19c-1-6 1.5-13 14-14.5C19.5 14 14 19.5 7 18" />
    <path d="M5 19c3-4.5 6-7 10-9" />
  </Icon>
)

export const QuoteIcon = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M4 17.5c0-4.6 1.8-8 5.5-10.5l1.2 1.6C8.6 10.3 7.7 12 7.6 13.4H10V19H4Zm9.5 0c0-4.6 1.8-8 5.5-10.5l1.2 1.6c-2.1 1.7-3 3.4-3.1 4.8h2.4V19h-6Z" />
  </svg>
)

/** X (formerly Twitter): a filled glyph from simple geometry, not the network's artwork. */
export const XIcon = ({ size = 18 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M4 3.5h4.6l4.1 5.7 4.9-5.7h2.2l-6.1 7.1 6.8 9.9h-4.6l-4.5-6.3-5.4 6.3H3.8l6.6-7.6Zm3 1.6 9.6 13.8h1.7L8.7 5.1Z" />
  </svg>
)

/** The infinity sign of the closing banner, drawn as one looping stroke. */
export const InfinityMark = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 120 60" fill="none" aria-hidden="true" focusable="false">
    <path
      d="M60 30c-9-12-17-18-27-18a18 18 0 0 0 0 36c10 0 18-6 27-18s17-18 27-18a18 18 0 0 1 0 36c-10 0-18-6-27-18Z"
      stroke="currentColor"
      strokeWidth="7"
      strokeLinecap="round"
      strokeLinejoin="round"
      pathLength={100}
    />
  </svg>
)
