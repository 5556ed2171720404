/** What an empty list says (public-site §8: 'No articles found', 'Coming Soon', 'No Results Found'). */
import type { ReactNode } from 'react'

export function EmptyState({ title, children, action, art = 'search' }: { title: string; children: ReactNode; action?: ReactNode; art?: 'search' | 'soon' }) {
  return (
    <div className="j-empty">
      <svg className="j-empty-art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" className="j-empty-ring" />
        <circle cx="60" cy="60" r="40" className="j-empty-disc" />
        {art === 'search' ? (
          <g className="j-empty-glyph" fill="none" strokeWidth="5" strokeLinecap="round">
            <circle cx="55" cy="55" r="16" />
            <path d="m67 67 12 12" />
          </g>
        ) : (
          <g className="j-empty-glyph" fill="none" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
            <rect x="36" y="42" width="48" height="36" rx="8" />
            <path d="m55 52 12 8-12 8Z" />
          </g>
        )}
      </svg>
      <h2 className="j-empty-title">{title}</h2>
      <p className="j-empty-text">{children}</p>
      {action && <div className="j-empty-action">{action}</div>}
    </div>
  )
}
